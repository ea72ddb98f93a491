/**
 * The page context of a lead (spec 02 §7 lead_attributes): pages the shopper visited and the query
 * parameters they arrived with. Both are kept in sessionStorage, so they describe this visit only.
 */
import * as v from 'valibot';
import { addVisitedPage, linkedQueryParams, type LeadContext } from '../../../api/schemas/lead-payload';

const VISITED_KEY = 'forecourt:visited-pages';
const LINKED_KEY = 'forecourt:linked-params';
const Pages = v.fallback(v.array(v.string()), []);
const Params = v.fallback(v.record(v.string(), v.string()), {});

function read<T>(key: string, schema: v.GenericSchema<unknown, T>): T {
  try {
    return v.parse(schema, JSON.parse(sessionStorage.getItem(key) ?? 'null'));
  } catch {
    return v.parse(schema, null);
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
