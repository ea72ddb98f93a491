/**
 * The search side of a site build. Embedded backend: write the hashed index of the searchable
 * stock under /search/. Typesense backend: mint the site's scoped search key from its search-only
 * parent key in the environment (site limits, dealerships included, embedded), and check that
 * parent key on the cluster when the build also holds the admin key, so the browser never holds a
 * key that can see another dealer's stock. Nothing secret is written under dist/.
 */
import { join } from 'node:path';
import type { SiteConfig } from '../../src/config';
import type { Car } from '../../src/domain/car';
import { toSearchDocument } from '../../src/search/document';
import { passesSiteLimits } from '../../src/search/filter/stock';
import { writeEmbeddedIndex } from '../../src/search/write-index';
import { siteSearchKeyFromEnv } from '../../src/search/typesense/site-key';
import { checkParentSearchKey } from '../../src/search/typesense/parent-key';
import type { PreparedSite } from '../../src/site/data.server';
import {
  carsOutsideDealerships,
  searchableCars,
  searchDocumentOptions,
  stockFilterOptions,
} from '../../src/site/search-stock';

/** Folder of the embedded index inside the built site. */
export const SEARCH_DIR = 'search';

export interface SearchAssets {
  prepared: Pick<PreparedSite, 'searchIndexUrl' | 'searchClient'>;
  warnings: string[];
}

type TypesenseBackend = Extract<SiteConfig['searchBackend'], { engine: 'typesense' }>;

/** The scoped key and, where the admin key allows it, the check of its parent; logs what was and was not checked. */
async function typesenseAssets(
  config: SiteConfig,
  backend: TypesenseBackend,
  now: Date,
  env: Record<string, string | undefined>,
  fetchImpl: typeof fetch,
  log: (line: string) => void,
): Promise<SearchAssets> {
  if (backend.hosts.length === 0)
    throw new Error('searchBackend.hosts is empty: list the Typesense node host names in site.yaml.');
  const searchKey = siteSearchKeyFromEnv(env, stockFilterOptions(config), now.getTime(), backend.searchKeyEnv);
  const nodes = backend.hosts.map((host) => ({ host, port: backend.port, protocol: backend.protocol }));
  const alias = backend.collection;
  const adminKey = env[backend.adminKeyEnv];
  if (adminKey) {
    const parent = env[backend.searchKeyEnv] as string;
    const report = await checkParentSearchKey({ fetch: fetchImpl, nodes, apiKey: adminKey }, parent, {
      alias,
      nowMs: now.getTime(),
      keyEnv: backend.searchKeyEnv,
    });
    log(`  Typesense: ${report.summary}`);
  } else {
    log(
      `  Typesense: ${backend.searchKeyEnv} was not checked: only the admin key can read a key's rights and ${backend.adminKeyEnv} is not set in this build.` +
        ` It must be the site's own search-only key for ${alias} (\`npm run index\` checks it with the admin key).`,
    );
  }
  log(`  Typesense: scoped search key minted for ${alias} with the site's limits embedded`);
  return { prepared: { searchClient: { backend: 'typesense', nodes, collection: alias, searchKey } }, warnings: [] };
}

/** Warns about searchable cars that name a dealership the site does not list: search leaves them out. */
function dealershipWarnings(cars: readonly Car[], config: SiteConfig): string[] {
  const outside = carsOutsideDealerships(cars, config);
  if (outside.size === 0) return [];
  const total = [...outside.values()].reduce((a, b) => a + b, 0);
  const named = [...outside].map(([slug, n]) => `${slug} ${n}`).join(', ');
  return [
    `${total} car${total === 1 ? '' : 's'} name a dealership that site.yaml does not list under dealerships (${named}); search leaves them out. List the dealership or fix the feed.`,
  ];
}

export async function writeSearchAssets(opts: {
  config: SiteConfig;
  cars: readonly Car[];
  outDir: string;
  now: Date;
  log: (line: string) => void;
  /** Where the keys are read from (process.env by default). */
  env?: Record<string, string | undefined>;
  /** For the parent key check (the global fetch by default). */
  fetch?: typeof fetch;
}): Promise<SearchAssets> {
  const { config, now } = opts;
  const searchable = searchableCars(opts.cars, config, now);
  const warnings = dealershipWarnings(searchable, config);
  for (const w of warnings) opts.log(`  warning: ${w}`);
  const backend = config.searchBackend;
  if (backend.engine === 'typesense') {
    const assets = await typesenseAssets(
      config,
      backend,
      now,
      opts.env ?? process.env,
      opts.fetch ?? ((...a) => fetch(...a)),
      opts.log,
    );
    return { ...assets, warnings: [...warnings, ...assets.warnings] };
  }
  const stock = stockFilterOptions(config);
  const docOptions = searchDocumentOptions(config, now);
  const docs = searchable.map((car) => toSearchDocument(car, docOptions)).filter((doc) => passesSiteLimits(doc, stock));
  const index = await writeEmbeddedIndex(join(opts.outDir, SEARCH_DIR), docs, {
    warn: (w) => opts.log(`  warning: ${w}`),
  });
  const indexUrl = `/${SEARCH_DIR}/${index.manifest.file}`;
  return {
    prepared: { searchIndexUrl: indexUrl, searchClient: { backend: 'embedded', indexUrl, collection: 'cars' } },
    warnings: [...warnings, ...index.warnings],
  };
}
