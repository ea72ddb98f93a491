/**
 * Liberal scalar coercion for feed values. Dealer systems send numbers as "$45,990" or
 * "12000 km", booleans as "yes" or 1, and absence as "null", "" or "N/A"; these helpers turn
 * all of that into clean values or report that the value could not be read.
 */

/** Marks a present value that could not be read as the expected kind. */
export const INVALID: unique symbol = Symbol('invalid feed value');
export type Invalid = typeof INVALID;

// Strings that mean "no value" in dealer feeds (compared trimmed and lower-cased).
const BLANK_WORDS = new Set(['', 'null', 'undefined', 'n/a', 'nan', 'nil']);
const LONGEST_BLANK_WORD = 16;
const NON_SPACE = /\S/;
// Currency prefix, sign, digits with thousands commas, optional decimals, optional unit suffix.
const NUMBER_TEXT =
  /^(?:aud\s*)?(-|\+)?\s*(?:aud\s*)?\$?\s*(-|\+)?(\d[\d,]*(?:\.\d+)?|\.\d+)\s*(?:[a-z]{1,8}(?:\s*\/\s*100\s*km)?|%)?\.?$/i;
const COMMAS = /,/g;
const WHITESPACE_RUN = /\s+/g;
const TRUE_WORDS = new Set(['true', '1', 'yes', 'y', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'n', 'off']);

/** True for null/undefined and for strings that mean "no value" ("", "null", "N/A", …). */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value !== 'string') return false;
  // Long strings can only be blank if they are all whitespace; skip the trim/lower-case copies.
  if (value.length > LONGEST_BLANK_WORD) return !NON_SPACE.test(value);
  return BLANK_WORDS.has(value.trim().toLowerCase());
}

/** A number from a number or numeric text ("45,990", "$45,990", "12000 km", "2.0L"). */
export function toNumber(value: unknown): number | undefined | Invalid {
  if (isBlank(value)) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : INVALID;
  if (typeof value !== 'string') return INVALID;
  const match = NUMBER_TEXT.exec(value.trim());
  if (!match || (match[1] && match[2])) return INVALID;
  const n = Number((match[3] ?? '').replace(COMMAS, ''));
  if (!Number.isFinite(n)) return INVALID;
  return match[1] === '-' || match[2] === '-' ? -n : n;
}

/** A boolean from true/false, 1/0 or the words true/yes/y/on/1 and false/no/n/off/0. */
export function toBoolean(value: unknown): boolean | undefined | Invalid {
  if (isBlank(value)) return undefined;
  if (typeof value === 'boolean') return value;
  if (value === 1) return true;
  if (value === 0) return false;
  if (typeof value !== 'string') return INVALID;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return INVALID;
}

/** An identifier as text: strings are trimmed, whole numbers become their decimal text. */
export function toIdText(value: unknown): string | undefined | Invalid {
  if (isBlank(value)) return undefined;
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return INVALID;
}

/** A plain object (not an array), or undefined. */
export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** A short description of a value for messages: the text in quotes, or its kind. */
export function describeFound(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') {
    const flat = value.replace(WHITESPACE_RUN, ' ');
    return JSON.stringify(flat.length > 40 ? `${flat.slice(0, 40)}…` : flat);
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** Sets `target[key]` only when there is a value, so absent stays absent in JSON and in tests. */
export function put<T extends object, K extends keyof T>(target: T, key: K, value: T[K] | undefined): void {
  if (value !== undefined) target[key] = value;
}
