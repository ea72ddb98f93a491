/**
 * The shopper's details kept locally after a lead (spec 02 §3 "Stored user details"): name,
 * last_name, email, phone, postcode. Stored only when name, email and phone are all present
 * (spec 02 §5); read back through a schema that falls back to nothing.
 */
import * as v from 'valibot';
import type { FieldValue } from '../../api/schemas/lead-payload';

/** localStorage key of the saved details. */
export const SAVED_DETAILS_KEY = 'forecourt:user-details';
/** The fields saved and prefilled, in form order. */
export const SAVED_DETAIL_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const;
/** One saved detail's name. */
export type SavedDetailField = (typeof SAVED_DETAIL_FIELDS)[number];
/** Saved details by field. */
export type SavedDetails = Partial<Record<SavedDetailField, string>>;

const short = v.pipe(v.string(), v.maxLength(254));
const SavedSchema = v.fallback(
  v.object({
    name: v.optional(short),
    last_name: v.optional(short),
    email: v.optional(short),
    phone: v.optional(short),
    postcode: v.optional(short),
  }),
  {},
);

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

/** Reads saved details from their stored JSON; anything unreadable is no details. */
export function parseSavedDetails(json: string | null): SavedDetails {
  if (!json) return {};
  try {
    const parsed = v.parse(SavedSchema, JSON.parse(json));
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as SavedDetails;
  } catch {
    return {};
  }
}
