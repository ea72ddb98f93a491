/**
 * The search response as the island uses it. The Typesense adapter gives every hit a copy of the
 * whole Typesense hit (`_rawTypesenseHit`) and highlight and snippet results for every field, which
 * no part of the island shows (cards render the hit's own fields). On the group demo a hit was
 * 11 KB, 9 KB of it these, and a page of 21 hits 220 KB: InstantSearch copied them on every
 * keystroke's results and the recent-results cache stored them (recent-results.ts).
 */

/** What each hit keeps out of. */
export const UNUSED_HIT_FIELDS = ['_rawTypesenseHit', '_highlightResult', '_snippetResult'] as const;

type Hit = Record<string, unknown>;
interface ResponseLike {
  results?: unknown;
}

/** `response` with its hits lean; anything not shaped like a multi-search response is returned as it is. */
export function leanResponse<T>(response: T): T {
  const results = (response as ResponseLike | null)?.results;
  if (!Array.isArray(results)) return response;
  return {
    ...(response as object),
    results: results.map((result: { hits?: unknown } | null) =>
      Array.isArray(result?.hits) ? { ...result, hits: (result.hits as Hit[]).map(leanHit) } : result,
    ),
  } as T;
}

function leanHit(hit: Hit): Hit {
  const lean: Hit = {};
  for (const [key, value] of Object.entries(hit))
    if (!(UNUSED_HIT_FIELDS as readonly string[]).includes(key)) lean[key] = value;
  return lean;
}
