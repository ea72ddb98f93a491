/** The error body every failing API call answers with. */
import * as v from 'valibot';
import { MESSAGES } from './messages';

/** `{ error: { message, fields? } }`: a sentence for the shopper, and the fields at fault. */
export const ApiErrorSchema = v.object({
  error: v.object({
    message: v.string(),
    fields: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
  }),
});
/** A parsed ApiError. */
export type ApiErrorBody = v.InferOutput<typeof ApiErrorSchema>;

/** Turns valibot issues into `{ path, message }` pairs: dotted paths under `at` (the body itself is '' without one). */
export function issuesToFields(
  issues: readonly v.BaseIssue<unknown>[],
  at?: string,
): { path: string; message: string }[] {
  return issues.map((issue) => ({
    path: [...(at ? [at] : []), ...(issue.path ?? []).map((item) => String(item.key))].join('.'),
    message: issue.message,
  }));
}

const NUMBER_CHECKS = new Set([
  'number',
  'integer',
  'min_value',
  'max_value',
  'gt_value',
  'lt_value',
  'finite',
  'safe_integer',
]);

/**
 * The sentence for a check that has none of its own: plain words, never valibot's default
 * ("Invalid type: Expected number but received …"), which must not reach a shopper.
 */
export function plainMessage(issue: v.BaseIssue<unknown>): string {
  return NUMBER_CHECKS.has(issue.type) ? MESSAGES.numberInvalid : MESSAGES.fieldInvalid;
}

/** Parse config for every body: one message per field (a pipe stops at its first problem), plain words for any check without its own. */
export const PARSE_CONFIG = { abortPipeEarly: true, message: plainMessage } as const;
