/**
 * Australian phone numbers: normalise the forms shoppers type (0412 345 678, +61 412 345 678,
 * 61 412…, with spaces, dashes, dots or brackets) into E.164 (+61…), and format them back for
 * people. Pure, so the browser forms and the server agree on what a valid number is.
 */

const SEPARATORS = /[\s().-]/g;

/** Digits after +61 (or after the trunk 0): 9 digits, mobile when they start with 4. */
function nationalSignificant(input: string): string | undefined {
  const compact = input.trim().replace(SEPARATORS, '');
  if (!/^\+?\d+$/.test(compact)) return undefined;
  if (/^\+61\d{9}$/.test(compact)) return compact.slice(3);
  if (/^61\d{9}$/.test(compact)) return compact.slice(2);
  if (/^0\d{9}$/.test(compact)) return compact.slice(1);
  return undefined;
}

/** E.164 form of an Australian mobile number (+61412345678), or undefined when it isn't one. */
export function normaliseAuMobile(input: string): string | undefined {
  const nsn = nationalSignificant(input);
  return nsn?.startsWith('4') ? `+61${nsn}` : undefined;
}

/** E.164 form of an Australian mobile or geographic (02, 03, 07, 08) number, or undefined. */
export function normaliseAuPhone(input: string): string | undefined {
  const nsn = nationalSignificant(input);
  return nsn && /^[2378]/.test(nsn) ? `+61${nsn}` : normaliseAuMobile(input);
}

/** National display form: mobiles as 0412 345 678, landlines grouped 2-4-4 as 02 9876 5432. */
export function formatAuPhone(e164: string): string {
  const national = e164.startsWith('+61') ? `0${e164.slice(3)}` : e164;
  if (!/^0\d{9}$/.test(national)) return e164;
  return national.startsWith('04')
    ? `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`
    : `${national.slice(0, 2)} ${national.slice(2, 6)} ${national.slice(6)}`;
}
