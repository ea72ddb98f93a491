/**
 * The search side of a site build. Embedded backend: write the hashed index of the searchable
 * stock under /search/. Typesense backend: mint the site's scoped search key from the search-only
 * parent key in the environment (site limits embedded), so the browser never holds a broader key.
 */
import { join } from 'node:path';
import type { SiteConfig } from '../../src/config';
import type { Car } from '../../src/domain/car';
import { toSearchDocument } from '../../src/search/document';
import { buildSiteLimitsFilter, passesSiteLimits } from '../../src/search/filter/stock';
import { compileFilter } from '../../src/search/filter/model';
import { writeEmbeddedIndex } from '../../src/search/write-index';
import { mintSiteSearchKey } from '../../src/search/typesense/scoped-key';
export { searchableCars } from '../../src/site/search-stock';
import type { PreparedSite } from '../../src/site/data';
import { searchableCars, searchDocumentOptions, stockFilterOptions } from '../../src/site/search-stock';

/** Folder of the embedded index inside the built site. */
export const SEARCH_DIR = 'search';

export interface SearchAssets {
  prepared: Pick<PreparedSite, 'searchIndexUrl' | 'searchClient'>;
  warnings: string[];
}

export async function writeSearchAssets(opts: {
  config: SiteConfig;
  cars: readonly Car[];
  outDir: string;
  now: Date;
  log: (line: string) => void;
}): Promise<SearchAssets> {
  const { config, now } = opts;
  const stock = stockFilterOptions(config);
  const backend = config.searchBackend;
  if (backend.engine === 'typesense') {
    const parentKey = process.env[backend.searchKeyEnv];
    if (!parentKey) throw new Error(`${backend.searchKeyEnv} is not set: the site uses Typesense, and the build mints its search key from that search-only parent key.`);
    if (backend.hosts.length === 0) throw new Error('searchBackend.hosts is empty: list the Typesense node host names in site.yaml.');
    const siteFilter = compileFilter(buildSiteLimitsFilter(stock));
    const searchKey = mintSiteSearchKey(parentKey, siteFilter, now.getTime());
    const nodes = backend.hosts.map((host) => ({ host, port: backend.port, protocol: backend.protocol }));
    return {
      prepared: { searchClient: { backend: 'typesense', nodes, collection: backend.collection, searchKey } },
      warnings: [],
    };
  }
  const docOptions = searchDocumentOptions(config, now);
  const docs = searchableCars(opts.cars, config, now)
    .map((car) => toSearchDocument(car, docOptions))
    .filter((doc) => passesSiteLimits(doc, stock));
  const { manifest, warnings } = await writeEmbeddedIndex(join(opts.outDir, SEARCH_DIR), docs, { warn: (w) => opts.log(`  warning: ${w}`) });
  const indexUrl = `/${SEARCH_DIR}/${manifest.file}`;
  return {
    prepared: { searchIndexUrl: indexUrl, searchClient: { backend: 'embedded', indexUrl, collection: 'cars' } },
    warnings,
  };
}
