/** Stopping alerts from the link in an alert message (alerts beyond the spec). */
import * as v from 'valibot';
import { MESSAGES } from './messages';

/** `POST /api/alerts/unsubscribe`: the signed token of the link. */
export const UnsubscribeSchema = v.object({
  token: v.pipe(
    v.string(MESSAGES.unsubscribeTokenInvalid),
    v.trim(),
    v.regex(/^[A-Za-z0-9_-]{8,400}\.[A-Za-z0-9_-]{16,40}$/, MESSAGES.unsubscribeTokenInvalid),
  ),
});

/** What was stopped: one saved search (with its name while it still existed) or every alert to the phone. */
export const UnsubscribeAnswerSchema = v.object({
  success: v.literal(true),
  stopped: v.picklist(['search', 'all']),
  search_name: v.optional(v.string()),
});
/** A parsed UnsubscribeAnswer. */
export type UnsubscribeAnswer = v.InferOutput<typeof UnsubscribeAnswerSchema>;
