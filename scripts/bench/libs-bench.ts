/**
 * Library rows: what each client library (and the installed alternatives) adds to a page, bundled
 * alone with esbuild (minified ESM for browsers, production React) and compressed with brotli, so a
 * budget blown by a library can be weighed against the alternatives with numbers.
 */
import { brotliCompressSync, constants } from 'node:zlib';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { BenchRow } from './types';
import { ROOT } from './bench-site';

const GROUP = 'libraries';

/** One measured bundle: its label, entry source, and packages left out (counted in another row). */
interface Entry {
  name: string;
  source: string;
  external?: string[];
  /** Packages swapped for others, as the site's bundle swaps them (astro.config.mjs). */
  alias?: Record<string, string>;
}

/** The site bundle's axios stand-in. */
const AXIOS_LITE = { axios: join(ROOT, 'src', 'search', 'axios-lite.ts') };

const REACT = ['react', 'react-dom', 'react/jsx-runtime'];

/** The bundles compared: the runtimes behind the islands and the search stack's parts. */
export const ENTRIES: Entry[] = [
  {
    name: 'react + react-dom/client (React 19 runtime)',
    source:
      "import { createElement } from 'react'; import { createRoot } from 'react-dom/client'; createRoot(document.body).render(createElement('div'));",
  },
  {
    name: 'instantsearch.js core (no widgets)',
    source: "import instantsearch from 'instantsearch.js/es/lib/InstantSearch'; console.log(instantsearch);",
  },
  {
    name: 'react-instantsearch hooks used by a search page, without React',
    source:
      "import { InstantSearch, useSearchBox, useHits, useRefinementList, useRange, usePagination, useSortBy } from 'react-instantsearch-core'; console.log(InstantSearch, useSearchBox, useHits, useRefinementList, useRange, usePagination, useSortBy);",
    external: REACT,
  },
  {
    name: 'typesense-instantsearch-adapter (brings axios)',
    source: "import Adapter from 'typesense-instantsearch-adapter'; console.log(Adapter);",
  },
  {
    name: 'typesense-instantsearch-adapter on axios-lite (as the site bundles it)',
    source: "import Adapter from 'typesense-instantsearch-adapter'; console.log(Adapter);",
    alias: AXIOS_LITE,
  },
  { name: 'axios alone', source: "import axios from 'axios'; console.log(axios);" },
  {
    name: 'axios-lite (the fetch-based stand-in, src/search/axios-lite.ts)',
    source: "import axios from 'axios'; console.log(axios);",
    alias: AXIOS_LITE,
  },
  {
    name: 'nanostores + @nanostores/react, without React',
    source:
      "import { atom } from 'nanostores'; import { useStore } from '@nanostores/react'; console.log(atom, useStore);",
    external: REACT,
  },
];

/** Brotli bytes of one entry bundled alone. */
export async function bundledBrotliBytes(entry: Entry): Promise<{ raw: number; brotli: number }> {
  const result = await build({
    stdin: { contents: entry.source, resolveDir: ROOT, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    external: entry.external ?? [],
    alias: entry.alias ?? {},
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return {
    raw: code.length,
    brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Measures every entry; one that does not resolve (package not installed) becomes a note. */
export async function benchLibraries(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const entry of ENTRIES) {
    try {
      const { raw, brotli } = await bundledBrotliBytes(entry);
      rows.push({
        group: GROUP,
        name: entry.name,
        value: Math.round(brotli / 102.4) / 10,
        unit: 'KB',
        note: `brotli q11 of an esbuild minified ESM bundle; ${(raw / 1024).toFixed(1)} KB minified`,
      });
    } catch (error) {
      rows.push({
        group: GROUP,
        name: entry.name,
        value: Number.NaN,
        unit: 'KB',
        note: `not measured: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`,
      });
    }
  }
  return rows;
}
