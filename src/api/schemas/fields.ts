/**
 * Field schemas shared by every request body: each one trims, bounds its length and gives the
 * shopper a sentence to act on. Free text refuses markup (a dealer's CRM may render it as HTML);
 * names, ids, phones and postcodes have strict shapes, which also keeps SQL and script out.
 */
import * as v from 'valibot';
import { MESSAGES } from './messages';
import { normaliseAuMobile, normaliseAuPhone } from './phone';

const MARKUP = /<\s*\/?\s*[a-z!?][^>]*>|javascript:/i;

/** Free text (one line or many), trimmed, at most `max` characters, no HTML tags. */
export function text(max: number) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(max, MESSAGES.textTooLong),
    v.check((s) => !MARKUP.test(s), MESSAGES.htmlNotAllowed),
  );
}

/** Optional free text; an empty string counts as absent. */
export function optionalText(max: number) {
  return v.optional(text(max));
}

/** A person's name: letters (any script), spaces, apostrophes, hyphens and dots. */
export const personName = v.pipe(
  v.string(MESSAGES.nameRequired),
  v.trim(),
  v.nonEmpty(MESSAGES.nameRequired),
  v.maxLength(80, MESSAGES.textTooLong),
  v.regex(/^[\p{L}\p{M}' .’-]+$/u, MESSAGES.nameInvalid),
);

/** An email address, trimmed and lower-cased. */
export const email = v.pipe(
  v.string(MESSAGES.emailInvalid),
  v.trim(),
  v.maxLength(254, MESSAGES.emailInvalid),
  v.email(MESSAGES.emailInvalid),
  v.toLowerCase(),
);

/** Any Australian phone (mobile or landline), normalised to E.164. */
export const auPhone = v.pipe(
  v.string(MESSAGES.phoneInvalid),
  v.maxLength(30, MESSAGES.phoneInvalid),
  v.check((s) => normaliseAuPhone(s) !== undefined, MESSAGES.phoneInvalid),
  v.transform((s) => normaliseAuPhone(s) as string),
);

/** An Australian mobile, normalised to E.164 (sign-in and watchlist). */
export const auMobile = v.pipe(
  v.string(MESSAGES.mobileInvalid),
  v.maxLength(30, MESSAGES.mobileInvalid),
  v.check((s) => normaliseAuMobile(s) !== undefined, MESSAGES.mobileInvalid),
  v.transform((s) => normaliseAuMobile(s) as string),
);

/** An Australian postcode: exactly 4 digits (spec 02 §5). */
export const postcode = v.pipe(
  v.string(MESSAGES.postcodeInvalid),
  v.trim(),
  v.regex(/^\d{4}$/, MESSAGES.postcodeInvalid),
);

/** An id or slug from the feed or the site config (car, dealership, location, website, lead). */
export const id = v.pipe(
  v.union([v.string(), v.pipe(v.number(MESSAGES.idInvalid), v.integer(MESSAGES.idInvalid), v.transform(String))], MESSAGES.idInvalid),
  v.string(),
  v.trim(),
  v.regex(/^[A-Za-z0-9_.:-]{1,100}$/, MESSAGES.idInvalid),
);

/** An amount in whole or part dollars a shopper typed (the form reads "$5k" or "5,000" as 5000 first). */
export const dollars = v.pipe(
  v.number(MESSAGES.amountInvalid),
  v.minValue(0, MESSAGES.amountInvalid),
  v.maxValue(10_000_000, MESSAGES.amountInvalid),
);

/** Yes / No select answers (spec 02 §3 enquiry extras). */
export const yesNo = v.picklist(['Yes', 'No'], MESSAGES.yesNoInvalid);

/** A boolean that forms may send as a checkbox value ("on", "true", "1"). */
export const flag = v.pipe(
  v.union([v.boolean(), v.picklist(['on', 'true', 'false', '1', '0', 'yes', 'no'])]),
  v.transform((x) => x === true || x === 'on' || x === 'true' || x === '1' || x === 'yes'),
);

/** A client-generated idempotency key (a UUID or similar opaque token). */
export const idempotencyKey = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{8,100}$/, MESSAGES.idempotencyKeyInvalid),
);
