/**
 * Scoped search keys, minted at build time (Node only): Typesense's documented format,
 * base64(base64(HMAC-SHA256(parentKey, paramsJSON)) + parentKey[0..4] + paramsJSON). The
 * embedded `filter_by` is ANDed by Typesense with every search, so the browser can never
 * widen it; the parent must be a search-only key (`documents:search`).
 */
import { createHmac } from 'node:crypto';

/** Parameters embedded in a scoped key. */
export interface ScopedKeyParams {
  /** The site limits (compiled stock filter without the moving sold window). */
  filter_by: string;
  /** Unix seconds after which Typesense rejects the key. */
  expires_at: number;
}

/** How long a minted key stays valid: longer than the longest gap between two builds of a site. */
export const SCOPED_KEY_LIFETIME_DAYS = 90;

/** A scoped search key embedding `params`, derived from the search-only `parentKey`. */
export function mintScopedSearchKey(parentKey: string, params: ScopedKeyParams): string {
  if (parentKey.length < 4) throw new Error('The parent search key is too short to be a Typesense key');
  const json = JSON.stringify(params);
  const digest = createHmac('sha256', parentKey).update(json).digest('base64');
  return Buffer.from(`${digest}${parentKey.slice(0, 4)}${json}`).toString('base64');
}

/** The site's scoped key for `siteFilter`, valid SCOPED_KEY_LIFETIME_DAYS from `nowMs`. */
export function mintSiteSearchKey(parentKey: string, siteFilter: string, nowMs: number): string {
  const expires_at = Math.floor(nowMs / 1000) + SCOPED_KEY_LIFETIME_DAYS * 86_400;
  return mintScopedSearchKey(parentKey, { filter_by: siteFilter, expires_at });
}
