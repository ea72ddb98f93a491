/** The build's one call for a Typesense site: its scoped search key, site limits embedded (Node only). */
import { compileFilter } from '../filter/model';
import { buildSiteLimitsFilter, type SiteLimitOptions } from '../filter/stock';
import { mintSiteSearchKey } from './scoped-key';
import { typesenseParentSearchKeyFromEnv } from './settings';

/**
 * Mints the scoped key for a site from its parent key in `env[keyEnv]` (the site's
 * `searchBackend.searchKeyEnv`), embedding its fixed site limits (dealerships included).
 */
export function siteSearchKeyFromEnv(
  env: Record<string, string | undefined>,
  options: SiteLimitOptions,
  nowMs: number,
  keyEnv = 'TYPESENSE_SEARCH_KEY',
): string {
  return mintSiteSearchKey(
    typesenseParentSearchKeyFromEnv(env, keyEnv),
    compileFilter(buildSiteLimitsFilter(options)),
    nowMs,
  );
}
