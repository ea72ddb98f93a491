/**
 * Validates a lead body in the browser exactly as the server does: the shared valibot schema,
 * then the site's form rules (spec 02 §5 Forms). Issues come back per field name, one message
 * per field, in the order the fields appear.
 */
import * as v from 'valibot';
import { PARSE_CONFIG } from './errors';
import { LeadSubmissionSchema, type LeadSubmission } from './lead';
import { checkLeadRules, type FieldIssue } from './lead-rules';
import type { LeadFormRules } from '../site/form-rules';
import { MESSAGES } from './messages';

/**
 * A blank required field arrives as a missing key, which valibot reports with its generic
 * "Invalid key" text; the shopper gets the field's own sentence instead.
 */
const MISSING_MESSAGES: Readonly<Record<string, string>> = {
  name: MESSAGES.nameRequired,
  email: MESSAGES.emailInvalid,
  phone: MESSAGES.phoneInvalid,
  postcode: MESSAGES.postcodeInvalid,
  rego: 'Please enter a rego.',
  regoState: 'Please choose a state.',
};

function schemaIssues(issues: readonly v.BaseIssue<unknown>[]): FieldIssue[] {
  return issues.map((issue) => {
    const path = (issue.path ?? []).map((item) => String(item.key)).join('.');
    const missing = issue.type === 'object' && issue.input === undefined;
    return { path, message: (missing && MISSING_MESSAGES[path]) || issue.message };
  });
}

/** The site rules read on the raw body, so their messages show together with the schema's. */
function looseRuleIssues(body: unknown, rules: LeadFormRules): FieldIssue[] {
  if (typeof body !== 'object' || body === null) return [];
  const raw = body as Record<string, unknown>;
  const loose: Record<string, unknown> = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''));
  if ('name' in raw) loose.name = raw.name ?? '';
  loose.terms_conditions = loose.terms_conditions === true || loose.terms_conditions === 'on';
  return checkLeadRules(loose as LeadSubmission, rules);
}

/** The outcome of checking a body. */
export type LeadCheck = { ok: true; lead: LeadSubmission } | { ok: false; issues: FieldIssue[] };

/** Checks a lead body against the schema and the site rules. */
export function checkLead(body: unknown, rules: LeadFormRules): LeadCheck {
  const parsed = v.safeParse(LeadSubmissionSchema, body, PARSE_CONFIG);
  if (!parsed.success)
    return { ok: false, issues: firstPerField([...schemaIssues(parsed.issues), ...looseRuleIssues(body, rules)]) };
  const broken = checkLeadRules(parsed.output, rules);
  return broken.length > 0 ? { ok: false, issues: firstPerField(broken) } : { ok: true, lead: parsed.output };
}

/** Keeps the first message of each field (a field shows one message at a time). */
export function firstPerField(issues: readonly FieldIssue[]): FieldIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    if (seen.has(issue.path)) return false;
    seen.add(issue.path);
    return true;
  });
}

/** The field a message belongs to: nested paths (lead_attributes.visited_pages.0) name their top field. */
export function fieldOf(issue: FieldIssue): string {
  return issue.path.split('.')[0] ?? '';
}

/** Issues about the given fields only (a step of a multi-step form checks its own fields). */
export function issuesFor(issues: readonly FieldIssue[], fields: ReadonlySet<string>): FieldIssue[] {
  return issues.filter((issue) => fields.has(fieldOf(issue)));
}

/** Orders issues as the fields appear on the form; issues about other fields go last. */
export function inFieldOrder(issues: readonly FieldIssue[], order: readonly string[]): FieldIssue[] {
  const rank = (issue: FieldIssue) => {
    const i = order.indexOf(fieldOf(issue));
    return i === -1 ? order.length : i;
  };
  return [...issues].sort((a, b) => rank(a) - rank(b));
}

/** Adds a message for each form-required field left blank (fields the schema itself leaves optional). */
export function withRequired(
  check: LeadCheck,
  body: unknown,
  required: readonly { name: string; message: string }[],
): LeadCheck {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const known = new Set(check.ok ? [] : check.issues.map(fieldOf));
  const missing = required.filter((r) => !known.has(r.name) && (record[r.name] === undefined || record[r.name] === ''));
  if (missing.length === 0) return check;
  return {
    ok: false,
    issues: [...(check.ok ? [] : check.issues), ...missing.map((r) => ({ path: r.name, message: r.message }))],
  };
}
