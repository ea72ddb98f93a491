/** The dealer's own 'my' pages (spec 02 §2, §6: /mymotorama, /mybigboxcars, …): gated paths named my…, served as the saved-cars page. */
import { watchlistPath } from '../../paths';

/** Route names (without the slash) of the configured 'my' pages, other than the watchlist page itself. */
export function dealerMyPages(gatedPaths: readonly string[]): string[] {
  const own = watchlistPath().slice(1);
  return [...new Set(gatedPaths.map((p) => p.replace(/^\/+|\/+$/g, '')))].filter(
    (p) => /^my[a-z0-9-]+$/.test(p) && p !== own,
  );
}
