/** The last 5 searches kept in localStorage (spec 02 §3, §9): non-empty filters plus the path. */
import * as v from 'valibot';
import { addSearchHistory, type SearchHistoryEntry } from '../../domain/search/search-history';
import type { SearchUrlState } from '../../search/url-state';
import { formatRange } from '../../search/url-state';

/** The localStorage key. */
export const SEARCH_HISTORY_KEY = 'forecourt:search-history';

const historySchema = v.fallback(
  v.array(v.object({ path: v.string(), filters: v.record(v.string(), v.union([v.string(), v.array(v.string())])) })),
  [],
);

/** The stored history; anything unreadable counts as empty. */
export function readSearchHistory(storage: Pick<Storage, 'getItem'>): SearchHistoryEntry[] {
  try {
    return v.parse(historySchema, JSON.parse(storage.getItem(SEARCH_HISTORY_KEY) ?? '[]'));
  } catch {
    return [];
  }
}

/** The filters of a state as history stores them (query, lists, ranges as min:max). */
export function historyFilters(state: SearchUrlState): Record<string, string | string[]> {
  const filters: Record<string, string | string[]> = { ...state.refinements };
  if (state.query) filters.query = state.query;
  for (const [field, range] of Object.entries(state.ranges)) filters[field] = formatRange(range);
  return filters;
}

/** Adds a search to the stored history (ignored when storage is unavailable). */
export function rememberSearch(
  url: string,
  state: SearchUrlState,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  if (!storage) return;
  try {
    const next = addSearchHistory(readSearchHistory(storage), {
      path: url.split('?')[0] ?? url,
      filters: historyFilters(state),
    });
    storage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full quota: history is a convenience, never an error.
  }
}
