/**
 * The page context of a lead (spec 02 §7 lead_attributes): pages the shopper visited and the query
 * parameters they arrived with. Both are kept in sessionStorage, so they describe this visit only.
 * Read back by small parsers that fall back to nothing (every form notes its page on hydration, so
 * this is part of a form page's first view).
 */
import { addVisitedPage, linkedQueryParams, type LeadContext } from '../../../contracts/lead-payload';

const VISITED_KEY = 'forecourt:visited-pages';
const LINKED_KEY = 'forecourt:linked-params';

/** A list of texts, else none. */
const Pages = (value: unknown): string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : [];
/** Texts by name, else none. */
const Params = (value: unknown): Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((item) => typeof item === 'string')
    ? (value as Record<string, string>)
    : {};

function read<T>(key: string, parse: (value: unknown) => T): T {
  try {
    return parse(JSON.parse(sessionStorage.getItem(key) ?? 'null'));
  } catch {
    return parse(null);
  }
}

function write(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Blocked storage: the lead simply carries less context.
  }
}

/** Records this page as visited and keeps the first query parameters of the visit. */
export function rememberPage(): void {
  write(VISITED_KEY, addVisitedPage(read(VISITED_KEY, Pages), location.href));
  const params = linkedQueryParams(location.search);
  if (Object.keys(read(LINKED_KEY, Params)).length === 0 && Object.keys(params).length > 0) write(LINKED_KEY, params);
}

/** The context sent with a lead from this page. */
export function leadContext(): LeadContext {
  const landing = read(LINKED_KEY, Params);
  return {
    url: location.href,
    userAgent: navigator.userAgent,
    visitedPages: read(VISITED_KEY, Pages),
    linkedQueryParams: Object.keys(landing).length > 0 ? landing : linkedQueryParams(location.search),
  };
}
