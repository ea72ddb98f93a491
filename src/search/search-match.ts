/**
 * Which newly arrived cars a saved search would show: the search's filters (search-document field
 * names, as the search page's URL and history hold them) run through the embedded search engine
 * over the cars' search documents, so an alert matches exactly what the search page would list:
 * body, transmission, price and weekly price bands, features, ranges and the typed query with its
 * typo tolerance. Pure: documents in, car ids out.
 */
import type { SearchDocument } from './document';
import { DEFAULT_QUERY_BY } from './fields';
import { createEmbeddedIndex } from './engine/index-build';
import { loadEmbeddedIndex, type LoadedIndex } from './engine/index-load';
import { embeddedSearch } from './engine/search';
import { and, compileFilter, eq, type Filter } from './filter/model';
import { parseRange } from './url-state';

/** A saved search's filters: lists by field, ranges as "min:max", and the typed query. */
export type SavedFilters = Readonly<Record<string, string | readonly string[]>>;

const QUERY = 'query';
/** Typesense's largest page. */
const PER_PAGE = 250;

/** The filter of a saved search (the query is matched as text, not filtered). */
export function savedSearchFilter(filters: SavedFilters): Filter {
  const parts: Filter[] = [];
  for (const [field, value] of Object.entries(filters)) {
    if (field === QUERY) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) parts.push(eq(field, [...value]));
      continue;
    }
    const range = parseRange(String(value));
    // A value that is neither a list nor a range is one refinement value.
    if (!range) parts.push(eq(field, String(value)));
    else
      parts.push({
        kind: 'range',
        field,
        min: range.min ?? Number.MIN_SAFE_INTEGER,
        max: range.max ?? Number.MAX_SAFE_INTEGER,
      });
  }
  return and(...parts);
}

/** Finds the documents each saved search matches, over one set of documents (indexed once). */
export interface SearchMatcher {
  /** Ids of the documents the search would list; a search naming a field no document has matches none. */
  matching(filters: SavedFilters): Set<string>;
}

/** A matcher over `docs` (the arrivals of one build). */
export function searchMatcher(docs: readonly SearchDocument[]): SearchMatcher {
  let index: LoadedIndex | undefined;
  return {
    matching(filters) {
      if (docs.length === 0) return new Set();
      index ??= loadEmbeddedIndex(createEmbeddedIndex(docs));
      const query = typeof filters[QUERY] === 'string' ? (filters[QUERY] as string).trim() : '';
      try {
        const ids = new Set<string>();
        for (let page = 1; ; page++) {
          const result = embeddedSearch(index, {
            q: query || '*',
            query_by: DEFAULT_QUERY_BY,
            filter_by: compileFilter(savedSearchFilter(filters)),
            per_page: PER_PAGE,
            page,
          });
          for (const hit of result.hits) ids.add(String(hit.document.id));
          if (result.hits.length < PER_PAGE || ids.size >= result.found) return ids;
        }
      } catch {
        // A field the index does not have (an old search, a renamed filter) matches nothing, as Typesense would refuse it.
        return new Set();
      }
    },
  };
}
