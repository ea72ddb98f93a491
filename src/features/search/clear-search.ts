/** What Clear Filters clears: the query, every ticked value and every slider bound (the sort stays). */
import type { UiState } from 'instantsearch.js';

/** True when the state has a query, a ticked value or a slider bound to clear. */
export function hasSearchToClear(ui: UiState[string]): boolean {
  return (
    Boolean(ui.query?.trim()) ||
    Object.values(ui.refinementList ?? {}).some((values) => values.length > 0) ||
    Object.values(ui.range ?? {}).some((text) => text !== '' && text !== ':')
  );
}
