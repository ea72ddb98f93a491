/**
 * The no-JavaScript lead path: a lead form posted as `application/x-www-form-urlencoded` (or
 * multipart) to `POST /api/leads/form`. The form carries its fixed fields in one hidden `fc_form`
 * field (kind, fixed values, number fields); the body is merged exactly as the browser engine
 * merges it (`buildLeadPayload`) and validated with the same schema. Answers are for a browser
 * page, not a script: 303 to /success, or a small HTML page naming each problem.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import * as v from 'valibot';
import { escapeMarkup as escapeHtml } from '../../domain/safe-text';
import { buildLeadPayload, linkedQueryParams, type FieldValue } from '../../contracts/lead-payload';
import { clientIp } from '../middleware/client-ip';
import { isAllowedOrigin } from '../middleware/origin';
import { MESSAGES } from '../../contracts/messages';
import { ApiError } from './errors';

/** Name of the hidden field holding the form's fixed part. */
const FORM_SETUP_FIELD = 'fc_form';
/** Where a stored lead sends the shopper. */
export const FORM_SUCCESS_PATH = '/success/';
/** Two identical posts from one address within this window are one lead (a double click, a resend after Back). */
export const FORM_DEDUPE_WINDOW_MS = 3_600_000;

const FieldValueSchema = v.union([v.string(), v.number(), v.boolean(), v.array(v.string())]);
/** What `fc_form` holds. */
export const FormSetupSchema = v.object({
  kind: v.pipe(v.string(), v.maxLength(40)),
  fixed: v.optional(v.record(v.pipe(v.string(), v.maxLength(100)), FieldValueSchema), {}),
  numberFields: v.optional(v.array(v.pipe(v.string(), v.maxLength(100))), []),
});

/** The page the form was on, when the Referer names this site. */
export function refererUrl(c: Context, allowedOrigins: readonly string[]): URL | undefined {
  const referer = c.req.header('referer');
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return isAllowedOrigin(url.origin, c.req.url, allowedOrigins) ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * CSRF: a form post must say where it comes from, and that must be the site. Browsers send Origin
 * on every POST; Referer (same-origin under our Referrer-Policy) is the fallback.
 */
export function checkFormOrigin(c: Context, allowedOrigins: readonly string[]): void {
  const origin = c.req.header('origin');
  const from = origin && origin !== 'null' ? origin : refererUrl(c, allowedOrigins)?.origin;
  if (!from || !isAllowedOrigin(from, c.req.url, allowedOrigins)) throw new ApiError(403, MESSAGES.forbiddenOrigin);
}

/** The form fields of the request (files ignored), or a 400 when it is not a form post. */
export async function readFormFields(c: Context): Promise<Record<string, FieldValue>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type))
    throw new ApiError(400, MESSAGES.notForm);
  let raw: Record<string, unknown>;
  try {
    raw = await c.req.parseBody({ all: true });
  } catch {
    throw new ApiError(400, MESSAGES.notForm);
  }
  const fields: Record<string, FieldValue> = {};
  for (const [name, value] of Object.entries(raw)) {
    const texts = (Array.isArray(value) ? value : [value]).filter((x): x is string => typeof x === 'string');
    if (texts.length === 0) continue;
    fields[name] = texts.length === 1 ? (texts[0] as string) : texts;
  }
  return fields;
}

/** The lead body of a posted form: its fixed part, the typed values and the page it came from. */
export function formLeadBody(fields: Record<string, FieldValue>, page: URL | undefined, userAgent: string): unknown {
  const { [FORM_SETUP_FIELD]: setupText, ...values } = fields;
  let setupJson: unknown;
  try {
    setupJson = JSON.parse(typeof setupText === 'string' ? setupText : '');
  } catch {
    throw new ApiError(400, MESSAGES.formSetupMissing);
  }
  const setup = v.safeParse(FormSetupSchema, setupJson);
  if (!setup.success) throw new ApiError(400, MESSAGES.formSetupMissing);
  const { kind, fixed, numberFields } = setup.output;
  // A landing parameter with markup in it would fail the whole lead: leave it out instead.
  const params = Object.entries(page ? linkedQueryParams(page.search) : {}).filter(
    ([, value]) => !/[<>]|javascript:/i.test(value),
  );
  const context = {
    url: page ? page.href : '',
    userAgent,
    visitedPages: [],
    linkedQueryParams: Object.fromEntries(params),
  };
  const body = buildLeadPayload({ ...fixed, kind }, values, context, numberFields) as Record<string, unknown>;
  // Typed fields never change what the form is (a posted `kind` field would).
  body.kind = kind;
  if (!page) delete body.url;
  return body;
}

/**
 * The idempotency key of a form post: the same body from the same address in the same hour is
 * the same lead, so a double submit or a resend after Back stores one.
 */
export function formSubmissionKey(c: Context, site: string, body: unknown, now: number): string {
  const { user_agent: _ua, ...rest } = body as Record<string, unknown>;
  const bucket = Math.floor(now / FORM_DEDUPE_WINDOW_MS);
  return `form-${createHash('sha256')
    .update(JSON.stringify([site, clientIp(c), bucket, rest]))
    .digest('hex')
    .slice(0, 48)}`;
}

/** The page a failed form post answers with: each problem, and the way back to the form. */
export function formErrorPage(
  error: { status: number; message: string; fields?: { path: string; message: string }[] },
  back: string | undefined,
): string {
  const invalid = error.status === 400 && (error.fields?.length ?? 0) > 0;
  const heading = invalid ? MESSAGES.formErrorsHeading : MESSAGES.formNotSent;
  const items = invalid ? [...new Set(error.fields?.map((f) => f.message))] : [error.message];
  const link = back ? `<p><a href="${escapeHtml(back)}">${escapeHtml(MESSAGES.formBack)}</a></p>` : '';
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(heading)}</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#111;background:#fff}h1{font-size:1.5rem;color:#b42318}a{color:inherit;font-weight:600}</style>
</head><body><main><h1>${escapeHtml(heading)}</h1>
<ul>${items.map((m) => `<li>${escapeHtml(m)}</li>`).join('')}</ul>
${link}<p>${escapeHtml(MESSAGES.formBackHint)}</p></main></body></html>`;
}
