/** Saved searches (alerts beyond the spec): a signed-in shopper asks to hear of new matches. */
import * as v from 'valibot';
import { text } from './fields';
import { MESSAGES } from './messages';

/** Most saved searches one shopper keeps. */
export const SAVED_SEARCH_LIMIT = 10;

const filterValue = v.union([text(100), v.pipe(v.array(text(100)), v.maxLength(40))]);

/** `POST /api/saved-searches`: a search history entry (path and non-empty filters) with a name. */
export const SavedSearchSchema = v.object({
  name: v.pipe(text(80), v.nonEmpty(MESSAGES.searchNameRequired)),
  path: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(300),
    v.regex(/^\/search(\/[A-Za-z0-9._~%-]+)*\/?$/, MESSAGES.searchPathInvalid),
  ),
  filters: v.pipe(
    v.record(v.pipe(v.string(), v.regex(/^[A-Za-z_][A-Za-z0-9_.]{0,59}$/)), filterValue),
    v.check((f) => Object.keys(f).length > 0, MESSAGES.searchFiltersRequired),
    v.check((f) => Object.keys(f).length <= 20, MESSAGES.searchFiltersTooMany),
  ),
});

/** One saved search as the API shows it. */
export const SavedSearchEntrySchema = v.object({
  id: v.string(),
  name: v.string(),
  path: v.string(),
  filters: v.record(v.string(), v.union([v.string(), v.array(v.string())])),
  created_at: v.string(),
});

/** Answer of every saved-search call: the shopper's whole list. */
export const SavedSearchesAnswerSchema = v.object({
  success: v.literal(true),
  searches: v.array(SavedSearchEntrySchema),
});
/** A parsed SavedSearchesAnswer. */
export type SavedSearchesAnswer = v.InferOutput<typeof SavedSearchesAnswerSchema>;

/** The stored `query` column: path and filters as JSON. */
export const StoredSearchQuerySchema = v.fallback(
  v.object({ path: v.string(), filters: v.record(v.string(), v.union([v.string(), v.array(v.string())])) }),
  { path: '/search', filters: {} },
);
