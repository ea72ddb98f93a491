/**
 * `npm run index -- --site <slug> [--cars <file>] [--alias <name>]`: pushes a site's prepared
 * stock into Typesense behind its alias (new collection, batched import, alias swap, old
 * collection dropped). Reads `.cache/sites/<slug>/cars.json` (written by the build) unless
 * --cars is given. Settings come from TYPESENSE_* environment variables.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Car } from '../src/domain/car';
import { loadSiteConfig } from '../src/config/load';
import { toSearchDocument, type SearchDocumentOptions } from '../src/search/document';
import { PREPARED_FILES, type PreparedSite } from '../src/site/data';
import { searchDocumentOptions } from '../src/site/search-stock';
import { reindexTypesense } from '../src/search/typesense/indexer';
import { typesenseAdminSettingsFromEnv } from '../src/search/typesense/settings';

/** The alias a site's searches use unless --alias or TYPESENSE_COLLECTION says otherwise. */
export function defaultAlias(slug: string): string {
  return `${slug.replace(/[^A-Za-z0-9_-]/g, '_')}_cars`;
}

/** Documents are made as the build made them: from its prepared config and clock, else the site's config now. */
async function documentOptions(slug: string): Promise<SearchDocumentOptions> {
  const file = `.cache/sites/${slug}/${PREPARED_FILES.site}`;
  if (!existsSync(file)) return searchDocumentOptions(loadSiteConfig(slug), new Date());
  const prepared = JSON.parse(await readFile(file, 'utf8')) as PreparedSite;
  return searchDocumentOptions(prepared.config, new Date(prepared.now));
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { site: { type: 'string' }, cars: { type: 'string' }, alias: { type: 'string' } },
  });
  if (!values.site) throw new Error('Usage: npm run index -- --site <slug> [--cars <file>] [--alias <name>]');
  const settings = typesenseAdminSettingsFromEnv(process.env);
  const file = values.cars ?? `.cache/sites/${values.site}/cars.json`;
  let cars: Car[];
  try {
    cars = JSON.parse(await readFile(file, 'utf8')) as Car[];
  } catch (error) {
    throw new Error(`Could not read the site's cars from ${file} (${(error as Error).message}); run \`npm run build -- --site ${values.site}\` first or pass --cars <file>`);
  }
  if (!Array.isArray(cars)) throw new Error(`${file} must hold a JSON array of cars`);
  const alias = values.alias ?? process.env.TYPESENSE_COLLECTION ?? defaultAlias(values.site);
  const options = await documentOptions(values.site);
  const started = Date.now();
  const result = await reindexTypesense(
    { fetch, nodes: settings.nodes, apiKey: settings.adminKey },
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
