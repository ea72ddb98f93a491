/**
 * Field schemas shared by every request body: each one trims, bounds its length and gives the
 * shopper a sentence to act on. Free text is stored as text and escaped at every output; on the way
 * in, characters no document can carry are cleaned out (the same rule as the ADF's, so U+0000 never
 * reaches a database) and markup-looking input is refused (docs/decisions.md § Free text, XML and
 * null bytes). Names, ids, phones and postcodes have strict shapes, which also keeps SQL and script out.
 */
import * as v from 'valibot';
import { looksLikeMarkup } from '../domain/looks-like-markup';
import { safeChars } from '../domain/safe-text';
import { MESSAGES } from './messages';
import { normaliseAuMobile, normaliseAuPhone } from './phone';

/** Any string from a request with the characters no document can carry taken out (safeChars). */
export const cleanString = v.pipe(v.string(), v.transform(safeChars));

/** Free text (one line or many), cleaned, trimmed, at most `max` characters, nothing that reads as markup. */
export function text(max: number) {
  return v.pipe(
    cleanString,
    v.trim(),
    v.maxLength(max, MESSAGES.textTooLong),
    v.check((s) => !looksLikeMarkup(s), MESSAGES.htmlNotAllowed),
  );
}

/**
 * Text the browser collects rather than the shopper types (pages visited, the landing page's query
 * parameters, the user agent): cleaned and bounded, never a reason to refuse a lead, since the
 * shopper could not correct it; every output escapes it like any other text.
 */
export function collectedText(max: number) {
  return v.pipe(cleanString, v.maxLength(max, MESSAGES.textTooLong));
}

/** A key of a record of answers (valuation and condition questions): cleaned text of at most 100 characters. */
export const answerKey = text(100);

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
  v.union(
    [v.string(), v.pipe(v.number(MESSAGES.idInvalid), v.integer(MESSAGES.idInvalid), v.transform(String))],
    MESSAGES.idInvalid,
  ),
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
export const idempotencyKey = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,100}$/, MESSAGES.idempotencyKeyInvalid));
