/** Sign-in by phone: request a one-time code, verify it, who am I. */
import * as v from 'valibot';
import { auMobile } from './fields';
import { MESSAGES } from './messages';

/** Digits in a one-time code. */
export const CODE_LENGTH = 6;

/** `POST /api/auth/request-code`. */
export const RequestCodeSchema = v.object({ phone: auMobile });
/** What a caller sends for RequestCode. */
export type RequestCodeInput = v.InferInput<typeof RequestCodeSchema>;

/** `POST /api/auth/verify-code`. */
export const VerifyCodeSchema = v.object({
  phone: auMobile,
  code: v.pipe(v.string(MESSAGES.codeFormat), v.trim(), v.regex(/^\d{6}$/, MESSAGES.codeFormat)),
});
/** What a caller sends for VerifyCode. */
export type VerifyCodeInput = v.InferInput<typeof VerifyCodeSchema>;

/** Answer to request-code: where the code went (national format) and how long it lasts. */
export const RequestCodeAnswerSchema = v.object({
  success: v.literal(true),
  sent_to: v.string(),
  expires_in_seconds: v.number(),
});
/** A parsed RequestCodeAnswer. */
export type RequestCodeAnswer = v.InferOutput<typeof RequestCodeAnswerSchema>;

/** The signed-in user (spec 01 §3.3 User: phone), or null for a visitor. */
export const MeAnswerSchema = v.object({ user: v.nullable(v.object({ phone: v.string() })) });
/** A parsed MeAnswer. */
export type MeAnswer = v.InferOutput<typeof MeAnswerSchema>;
