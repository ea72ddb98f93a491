/**
 * The salt of every page key (src/features/page-cache/page-keys.server.ts): a digest of what pages render
 * besides the stock, the code and the clock. The prepared site (the resolved config, the make/model
 * searches links point to), every file of the site folder except its feed (content,
 * public assets, site.yaml), and the environment values pages read (the site URL, the map key).
 * The search index's address is left out: only pages drawn from the whole stock show it, and their
 * keys add it. The build's instant is left out: each page's key has its own clock part, as narrow as
 * the clock answers it was made with (src/site/build-clock.ts).
 */
import type { PreparedSite } from '../../src/site/data.server';
import { digest } from '../../src/site/cache-key';
import { siteFilesHash } from './inputs-hash';

/** The salt of one build's page keys. `feedFile` is the feed's path when it is a file (left out of the site files). */
export async function pageCacheSalt(
  prepared: PreparedSite,
  feedFile: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const { searchIndexUrl: _index, searchClient: _client, pageCacheSalt: _salt, now: _now, ...rest } = prepared;
  const mapKeyEnv = prepared.config.locationPages.mapKeyEnv;
  const files = await siteFilesHash(prepared.siteDir, new Set(feedFile ? [feedFile] : []));
  return digest(rest, files, env.FORECOURT_SITE_URL ?? null, mapKeyEnv ? (env[mapKeyEnv] ?? null) : null);
}
