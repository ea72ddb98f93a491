/** Search history kept locally (spec 02 §3, §9): the last 5 searches, each its non-empty filters plus the path. */

/** Searches kept. */
export const SEARCH_HISTORY_LIMIT = 5;

/** One remembered search. */
export interface SearchHistoryEntry {
  path: string;
  filters: Record<string, string | string[]>;
}

/** Drops empty values and empty lists; sorts keys and list items so equal searches compare equal. */
export function nonEmptyFilters(
  filters: Record<string, string | string[] | undefined>,
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of Object.keys(filters).sort()) {
    const value = filters[key];
    if (Array.isArray(value)) {
      const items = value.map((v) => v.trim()).filter((v) => v !== '');
      if (items.length > 0) out[key] = [...new Set(items)].sort();
    } else if (value !== undefined && value.trim() !== '') {
      out[key] = value.trim();
    }
  }
  return out;
}

/**
 * Adds a search as the newest entry. A search without any non-empty filter is not remembered; a
 * search equal to an earlier one moves to the front instead of appearing twice; 5 are kept.
 */
export function addSearchHistory(
  history: readonly SearchHistoryEntry[],
  search: { path: string; filters: Record<string, string | string[] | undefined> },
): SearchHistoryEntry[] {
  const filters = nonEmptyFilters(search.filters);
  if (Object.keys(filters).length === 0) return [...history];
  const entry = { path: search.path, filters };
  const id = JSON.stringify(entry);
  const rest = history.filter((h) => JSON.stringify({ path: h.path, filters: nonEmptyFilters(h.filters) }) !== id);
  return [entry, ...rest].slice(0, SEARCH_HISTORY_LIMIT);
}
