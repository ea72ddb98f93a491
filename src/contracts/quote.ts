/** The finance quote call (spec 02 §7): `POST /api/youx/quote`. */
import * as v from 'valibot';
import { optionalText } from './fields';
import { MESSAGES } from './messages';

/** The quote request as the vehicle page sends it (credit score fixed GREAT, term fixed 5). */
export const QuoteRequestSchema = v.object({
  selfAssessedCreditScore: v.optional(v.picklist(['GREAT', 'GOOD', 'FAIR', 'POOR']), 'GREAT'),
  purchasePrice: v.pipe(
    v.number(MESSAGES.priceInvalid),
    v.gtValue(0, MESSAGES.priceInvalid),
    v.maxValue(10_000_000, MESSAGES.priceInvalid),
  ),
  loanTerm: v.optional(
    v.pipe(
      v.number(MESSAGES.termInvalid),
      v.integer(MESSAGES.termInvalid),
      v.minValue(1, MESSAGES.termInvalid),
      v.maxValue(7, MESSAGES.termInvalid),
    ),
    5,
  ),
  year: v.optional(
    v.pipe(
      v.number(MESSAGES.yearInvalid),
      v.integer(MESSAGES.yearInvalid),
      v.minValue(1900, MESSAGES.yearInvalid),
      v.maxValue(2100, MESSAGES.yearInvalid),
    ),
  ),
  vin: optionalText(17),
  nvic: optionalText(20),
  whoIsHelping: optionalText(100),
});
/** What a caller sends for QuoteRequest. */
export type QuoteRequestInput = v.InferInput<typeof QuoteRequestSchema>;
/** A parsed QuoteRequest. */
export type QuoteRequest = v.InferOutput<typeof QuoteRequestSchema>;

/** A finance quote (spec 02 §3). */
export const QuoteAnswerSchema = v.object({
  weeklyRepaymentAmount: v.number(),
  advertisedRate: v.number(),
  comparisonRate: v.number(),
});
/** A parsed QuoteAnswer. */
export type QuoteAnswer = v.InferOutput<typeof QuoteAnswerSchema>;
