/**
 * `npm run index -- --site <slug> [--cars <file>] [--alias <name>] [--sites-dir <dir>] [--if-typesense]`:
 * pushes a site's prepared stock into Typesense behind its alias (new collection, batched import,
 * alias swap, old collection dropped). Reads `.cache/sites/<slug>/cars.json` (written by the build)
 * unless --cars is given. The alias is the one the site searches (searchBackend.collection in its
 * config) unless --alias or TYPESENSE_COLLECTION says otherwise. With --if-typesense, a site on the
 * embedded index is left alone (exit 0). Cluster and admin key come from TYPESENSE_* variables (the
 * key variables as the site's config names them). Before importing, it checks the site's search-only
 * parent key on the cluster (search-only, limited to the alias) and stops if it could see more.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Car } from '../src/domain/car';
import { toSearchDocument, type SearchDocumentOptions } from '../src/search/document';
import { PREPARED_FILES, type PreparedSite } from '../src/site/data.server';
import { searchDocumentOptions } from '../src/site/search-stock';
import { reindexTypesense } from '../src/search/typesense/indexer';
import { checkParentSearchKey } from '../src/search/typesense/parent-key';
import type { TypesenseHttp } from '../src/search/typesense/http';
import { typesenseAdminSettingsFromEnv } from '../src/search/typesense/settings';
import { loadSiteConfig } from '../src/config/load';
import { cliFlags, requireFlag } from './build/args';

const USAGE = 'npm run index -- --site <slug> [--cars <file>] [--alias <name>] [--sites-dir <dir>] [--if-typesense]';

/** Whether the site searches the index written by its build rather than Typesense. */
export function usesEmbeddedIndex(slug: string, sitesDir?: string): boolean {
  return loadSiteConfig(slug, sitesDir ? { sitesDir } : {}).searchBackend.engine === 'embedded';
}

/** The alias the site's pages search (its config's collection, default `<slug>-cars`). */
export function siteAlias(slug: string, sitesDir?: string): string {
  const backend = loadSiteConfig(slug, sitesDir ? { sitesDir } : {}).searchBackend;
  if (backend.engine !== 'typesense') {
    throw new Error(
      `sites/${slug}/site.yaml uses the embedded search index; set searchBackend to typesense before indexing (or pass --alias)`,
    );
  }
  return backend.collection;
}

/** The variables holding the site's keys, as its config names them (Typesense's defaults otherwise). */
export function siteKeyVariables(slug: string, sitesDir?: string): { searchKeyEnv: string; adminKeyEnv: string } {
  const backend = loadSiteConfig(slug, sitesDir ? { sitesDir } : {}).searchBackend;
  if (backend.engine !== 'typesense')
    return { searchKeyEnv: 'TYPESENSE_SEARCH_KEY', adminKeyEnv: 'TYPESENSE_ADMIN_KEY' };
  return { searchKeyEnv: backend.searchKeyEnv, adminKeyEnv: backend.adminKeyEnv };
}

/**
 * Checks the site's search-only parent key with the admin key before anything is imported: the
 * browser's scoped key is minted from it, so its rights bound what a visitor can search. Says so
 * when it cannot be checked because the variable is not set here.
 */
async function checkSearchKey(http: TypesenseHttp, alias: string, keyEnv: string): Promise<void> {
  const parent = process.env[keyEnv];
  if (!parent) {
    console.log(
      `  ${keyEnv} is not set here, so it was not checked (the build, which mints the site's key from it, checks it when it has the admin key).`,
    );
    return;
  }
  console.log(`  ${(await checkParentSearchKey(http, parent, { alias, nowMs: Date.now(), keyEnv })).summary}`);
}

/** Documents are made as the build made them: from its prepared config and clock, else the site's config now. */
async function documentOptions(slug: string, sitesDir?: string): Promise<SearchDocumentOptions> {
  const file = `.cache/sites/${slug}/${PREPARED_FILES.site}`;
  if (!existsSync(file)) return searchDocumentOptions(loadSiteConfig(slug, sitesDir ? { sitesDir } : {}), new Date());
  const prepared = JSON.parse(await readFile(file, 'utf8')) as PreparedSite;
  return searchDocumentOptions(prepared.config, new Date(prepared.now));
}

async function main(): Promise<void> {
  const flags = cliFlags(USAGE, {
    site: { type: 'string' },
    cars: { type: 'string' },
    alias: { type: 'string' },
    'sites-dir': { type: 'string' },
    'if-typesense': { type: 'boolean' },
  });
  const values = { ...flags, site: requireFlag(flags.site, 'site', USAGE) };
  // --if-typesense: the shared Netlify build command indexes only the sites that search Typesense.
  if (values['if-typesense'] && usesEmbeddedIndex(values.site, values['sites-dir'])) {
    console.log(`${values.site} searches its embedded index; nothing to push to Typesense.`);
    return;
  }
  const keys = siteKeyVariables(values.site, values['sites-dir']);
  const settings = typesenseAdminSettingsFromEnv(process.env, keys.adminKeyEnv);
  const file = values.cars ?? `.cache/sites/${values.site}/cars.json`;
  let cars: Car[];
  try {
    cars = JSON.parse(await readFile(file, 'utf8')) as Car[];
  } catch (error) {
    throw new Error(
      `Could not read the site's cars from ${file} (${(error as Error).message}); run \`npm run build -- --site ${values.site}\` first or pass --cars <file>`,
    );
  }
  if (!Array.isArray(cars)) throw new Error(`${file} must hold a JSON array of cars`);
  const alias = values.alias ?? process.env.TYPESENSE_COLLECTION ?? siteAlias(values.site, values['sites-dir']);
  const http: TypesenseHttp = { fetch, nodes: settings.nodes, apiKey: settings.adminKey };
  await checkSearchKey(http, alias, keys.searchKeyEnv);
  const options = await documentOptions(values.site, values['sites-dir']);
  const started = Date.now();
  const result = await reindexTypesense(
    http,
    alias,
    cars.map((c) => toSearchDocument(c, options)),
    { nowMs: Date.now(), log: (line) => console.log(`  ${line}`) },
  );
  console.log(
    `Indexed ${result.imported} cars into ${result.collection} (${result.batches} batches), alias ${alias}` +
      `${result.dropped ? `, dropped ${result.dropped}` : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(`npm run index failed: ${(error as Error).message}`);
    process.exit(1);
  });
}
