/**
 * The shopper's details kept locally after a lead (spec 02 §3 "Stored user details"): name,
 * last_name, email, phone, postcode. Stored only when name, email and phone are all present
 * (spec 02 §5); read back by a parser that falls back to nothing. A small hand-written parser, not
 * a valibot schema: every form reads it when it hydrates, and valibot would be in each form
 * page's first view for it.
 */
import type { FieldValue } from '../../contracts/lead-payload';

/** localStorage key of the saved details. */
export const SAVED_DETAILS_KEY = 'forecourt:user-details';
/** The fields saved and prefilled, in form order. */
export const SAVED_DETAIL_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const;
/** One saved detail's name. */
export type SavedDetailField = (typeof SAVED_DETAIL_FIELDS)[number];
/** Saved details by field. */
export type SavedDetails = Partial<Record<SavedDetailField, string>>;

/** Longest saved value, as the lead API takes an email. */
const MAX_LENGTH = 254;

/** What to store after a lead, or undefined when name, email or phone is missing. */
export function detailsToSave(values: Readonly<Record<string, FieldValue | undefined>>): SavedDetails | undefined {
  const text = (key: SavedDetailField) => {
    const value = values[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  if (!text('name') || !text('email') || !text('phone')) return undefined;
  const out: SavedDetails = {};
  for (const key of SAVED_DETAIL_FIELDS) if (text(key)) out[key] = text(key);
  return out;
}

/** Reads saved details from their stored JSON; anything unreadable (a field not text, or too long) is no details. */
export function parseSavedDetails(json: string | null): SavedDetails {
  if (!json) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const details: SavedDetails = {};
  for (const key of SAVED_DETAIL_FIELDS) {
    const value = (parsed as Record<string, unknown>)[key];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.length > MAX_LENGTH) return {};
    details[key] = value;
  }
  return details;
}
