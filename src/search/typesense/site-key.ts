/** The build's one call for a Typesense site: its scoped search key, site limits embedded (Node only). */
import { compileFilter } from '../filter/model';
import { buildSiteLimitsFilter, type StockFilterOptions } from '../filter/stock';
import { mintSiteSearchKey } from './scoped-key';
import { typesenseParentSearchKeyFromEnv } from './settings';

/** Mints the scoped key for a site from TYPESENSE_SEARCH_KEY, embedding its fixed site limits. */
export function siteSearchKeyFromEnv(env: Record<string, string | undefined>, options: StockFilterOptions, nowMs: number): string {
  return mintSiteSearchKey(typesenseParentSearchKeyFromEnv(env), compileFilter(buildSiteLimitsFilter(options)), nowMs);
}
