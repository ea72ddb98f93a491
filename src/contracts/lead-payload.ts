/**
 * The lead body a form sends (spec 02 §7 userData): the form's fixed fields (kind, car, category),
 * what the shopper typed, and the page context (url, source, user_agent, lead_attributes). Pure:
 * the browser passes its values in, tests pass theirs.
 */
import { parseTypedAmount } from '../domain/money';
import type { LeadSubmissionInput } from './lead';

/** A value a form field or a fixed field holds. */
export type FieldValue = string | number | boolean | string[];

/** Where the form is being sent from. */
export interface LeadContext {
  url: string;
  userAgent: string;
  /** Pages this shopper saw before the form, oldest first. */
  visitedPages: readonly string[];
  /** Query parameters the shopper arrived with (campaign tags and the like). */
  linkedQueryParams: Readonly<Record<string, string>>;
}

/** Suffix of check-option field names; their ticked values are sent as additional_services. */
export const CHECK_OPTION_SUFFIX = ' (check_option)';
/** The schema keeps at most 50 visited pages; we keep the 20 latest, enough to see a shopper's path. */
export const VISITED_PAGES_KEPT = 20;
/** Linked query parameters kept per lead (the schema bounds each value at 500 characters). */
export const LINKED_PARAMS_KEPT = 20;

/**
 * Merges fixed fields, typed values and context into the body `POST /api/leads` takes. Typed values
 * win over fixed ones only for keys the form lets the shopper change; check options become
 * `additional_services`; fields listed in `numberFields` are read as whole numbers.
 */
export function buildLeadPayload(
  fixed: Readonly<Record<string, FieldValue>>,
  values: Readonly<Record<string, FieldValue>>,
  context: LeadContext,
  numberFields: readonly string[] = [],
): LeadSubmissionInput {
  const body: Record<string, unknown> = { ...fixed };
  const services: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (name.endsWith(CHECK_OPTION_SUFFIX)) {
      if (value === true || value === 'on') services.push(name.slice(0, -CHECK_OPTION_SUFFIX.length));
      continue;
    }
    // A blank field never erases what the form already knows (the car's own location, say).
    if (value === '' && fixed[name] !== undefined) continue;
    body[name] = numberFields.includes(name) && typeof value === 'string' ? parseWholeNumber(value) : value;
  }
  if (services.length > 0) body.additional_services = services;
  body.url = context.url;
  body.source = 'Website';
  body.user_agent = context.userAgent.slice(0, 500);
  const attributes: Record<string, unknown> = {};
  if (context.visitedPages.length > 0) attributes.visited_pages = context.visitedPages.slice(-VISITED_PAGES_KEPT);
  if (Object.keys(context.linkedQueryParams).length > 0) attributes.linked_query_params = context.linkedQueryParams;
  if (Object.keys(attributes).length > 0) body.lead_attributes = attributes;
  return body as LeadSubmissionInput;
}

/**
 * A number as people type it, to the whole unit: '45,000 kms' → 45000, '$5k' → 5000, '5000.00' → 5000;
 * blank → '' (absent); anything that is not a number stays as typed so validation answers in plain words.
 */
export function parseWholeNumber(text: string): number | string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const value = parseTypedAmount(trimmed.replace(/\s*kms?$/i, ''));
  return value === undefined ? trimmed : Math.round(value);
}

/** The query parameters a landing URL carried, bounded, for lead_attributes.linked_query_params. */
export function linkedQueryParams(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (Object.keys(out).length >= LINKED_PARAMS_KEPT) break;
    if (key.length === 0 || key.length > 100 || value.trim() === '') continue;
    out[key] = value.trim().slice(0, 500);
  }
  return out;
}

/** Adds a page to the visited list: no immediate repeats, only the latest VISITED_PAGES_KEPT. */
export function addVisitedPage(pages: readonly string[], url: string): string[] {
  const next = pages[pages.length - 1] === url ? [...pages] : [...pages, url];
  return next.slice(-VISITED_PAGES_KEPT);
}
