/**
 * Identifiers match exactly (issue 21): a query that looks like a stock number, VIN or rego is sent
 * with typo tolerance and prefix matching off, to Typesense and the embedded engine alike, so it finds
 * that car or nothing, never another car one typo away ("20185" is not the year 2018, "ABC124" not
 * the plate ABC123). Applied where every search leaves the page: the Typesense client's transport.
 */

/** Characters an identifier needs (letters and digits, separators not counted): shorter words are model names (i30, 86). */
export const IDENTIFIER_MIN_LENGTH = 4;

/** True for one word of at least 4 letters and digits with a digit among them ("T12345", "ABC123", a VIN). */
export function isIdentifierQuery(q: unknown): boolean {
  if (typeof q !== 'string') return false;
  const word = q.trim();
  if (word === '' || /\s/.test(word) || word.startsWith('-') || word.startsWith('"')) return false;
  const chars = word.replace(/[^\p{L}\p{N}]/gu, '');
  return chars.length >= IDENTIFIER_MIN_LENGTH && /\p{N}/u.test(chars);
}

/** Words of a plate as people space it ("ABC 123", "1AB 2CD", "AB 12 CD"): at most this many characters each. */
const PLATE_WORD_MAX = 4;

/**
 * True for a rego typed with its spaces or hyphens ("ABC 123", "ab-12-cd"): two or three short words of
 * letters or digits that together are an identifier. Such a query must match every word: dropping
 * "123" would leave "ABC", which finds every plate that starts with it (ABC124 is not ABC 123).
 */
export function isPlateLikeQuery(q: unknown): boolean {
  if (typeof q !== 'string') return false;
  const words = q.trim().split(/\s+/);
  if (words.length < 2 || words.length > 3 || words.some((w) => w.startsWith('-') || w.includes('"'))) return false;
  const parts = words.map((w) => w.replace(/-/g, ''));
  if (parts.some((p) => p === '' || p.length > PLATE_WORD_MAX || !/^[\p{L}\p{N}]+$/u.test(p))) return false;
  const joined = parts.join('');
  return joined.length > IDENTIFIER_MIN_LENGTH && /\p{N}/u.test(joined) && /\p{L}/u.test(joined);
}

/** Typesense parameters that keep every word of a plate-like query (typos by word length, as usual). */
export const EVERY_WORD_PARAMS = { drop_tokens_threshold: 0 } as const;

/** Typesense parameters that make a one-word query match whole words exactly. */
export const EXACT_MATCH_PARAMS = {
  num_typos: 0,
  prefix: false,
  typo_tokens_threshold: 0,
  drop_tokens_threshold: 0,
} as const;

/** One search's parameters, exact when its query is an identifier, every word kept for a spaced plate (otherwise unchanged). */
export function exactIdentifierSearch<T extends { q?: unknown }>(search: T): T {
  if (isIdentifierQuery(search.q)) return { ...search, ...EXACT_MATCH_PARAMS };
  return isPlateLikeQuery(search.q) ? { ...search, ...EVERY_WORD_PARAMS } : search;
}

/** The part of an axios request config this reads and rewrites. */
interface RequestConfig {
  url?: string;
  method?: string;
  data?: unknown;
}

/**
 * Wraps a Typesense client transport (an axios adapter) so every `POST /multi_search` goes out with
 * identifier queries made exact. The body may be an object (axios-lite) or JSON text (axios).
 */
export function withExactIdentifiers<C extends RequestConfig, R>(
  adapter: (config: C) => Promise<R>,
): (config: C) => Promise<R> {
  return (config) => {
    if (
      (config.method ?? 'get').toLowerCase() !== 'post' ||
      !(config.url ?? '').split('?')[0]?.endsWith('/multi_search')
    )
      return adapter(config);
    const text = typeof config.data === 'string';
    const body = (text ? JSON.parse(config.data as string) : config.data) as
      | { searches?: { q?: unknown }[] }
      | undefined;
    if (!body?.searches) return adapter(config);
    const exact = { ...body, searches: body.searches.map(exactIdentifierSearch) };
    return adapter({ ...config, data: text ? JSON.stringify(exact) : exact });
  };
}
