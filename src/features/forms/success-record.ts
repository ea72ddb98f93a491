/**
 * What the browser keeps after a lead (spec 02 §3, §4): the enquiry car and a success record, so
 * /success can show what was sent and the shopper can find their way back. Read through schemas
 * that fall back to nothing.
 */
import * as v from 'valibot';

/** localStorage key of the last success record. */
export const SUCCESS_RECORD_KEY = 'forecourt:lead-success';
/** localStorage key of the car of the last enquiry. */
export const ENQUIRY_CAR_KEY = 'forecourt:enquiry-car';

const line = v.pipe(v.string(), v.maxLength(500));
const EnquiryCarSchema = v.object({
  id: line,
  slug: v.optional(line),
  stocknum: v.optional(line),
  make: v.optional(line),
  model: v.optional(line),
  title: line,
  href: v.optional(line),
});
/** The car an enquiry was about. */
export type EnquiryCar = v.InferOutput<typeof EnquiryCarSchema>;

const SuccessRecordSchema = v.object({
  kind: line,
  lead_id: line,
  sentAt: v.number(),
  heading: line,
  rows: v.pipe(v.array(v.object({ label: line, value: line })), v.maxLength(20)),
  car: v.optional(EnquiryCarSchema),
  /** The location that holds the car, or the one chosen: /success shows its phone. */
  location_id: v.optional(line),
  /** The dealership the lead went to (the car's, or the one chosen). */
  dealership_slug: v.optional(line),
});
/** The last lead that went through, as /success shows it. */
export type SuccessRecord = v.InferOutput<typeof SuccessRecordSchema>;

function parseWith<T>(schema: v.GenericSchema<unknown, T>, json: string | null): T | undefined {
  if (!json) return undefined;
  try {
    const parsed = v.safeParse(schema, JSON.parse(json));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/** Reads a stored success record; anything unreadable is none. */
export function parseSuccessRecord(json: string | null): SuccessRecord | undefined {
  return parseWith(SuccessRecordSchema, json);
}

/** Reads a stored enquiry car; anything unreadable is none. */
export function parseEnquiryCar(json: string | null): EnquiryCar | undefined {
  return parseWith(EnquiryCarSchema, json);
}

/** Where a lead went, from the values it was sent with: the car's own location or the chosen one, and its dealership. */
export function leadPlace(
  values: Readonly<Record<string, unknown>>,
): Pick<SuccessRecord, 'location_id' | 'dealership_slug'> {
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 500) : undefined;
  const location = text(values.location_id) ?? text(values.location);
  const dealership = text(values.dealership_slug);
  return { ...(location ? { location_id: location } : {}), ...(dealership ? { dealership_slug: dealership } : {}) };
}

/** The phone /success offers: the lead's location's, else its dealership's, else the site's. */
export function successContact<T>(
  record: Pick<SuccessRecord, 'location_id' | 'dealership_slug'> | undefined,
  contacts: { locations: Readonly<Record<string, T>>; dealerships: Readonly<Record<string, T>> },
  site: T | undefined,
): T | undefined {
  return (
    (record?.location_id ? contacts.locations[record.location_id] : undefined) ??
    (record?.dealership_slug ? contacts.dealerships[record.dealership_slug] : undefined) ??
    site
  );
}

/** The rows /success lists: label and value of each filled field the form marked as shown. */
export function summaryRows(
  shown: ReadonlyArray<{ name: string; label: string }>,
  values: Readonly<Record<string, unknown>>,
  display: (name: string, value: string) => string = (_name, value) => value,
): { label: string; value: string }[] {
  return shown.flatMap(({ name, label }) => {
    const value = values[name];
    if (typeof value !== 'string' && typeof value !== 'number') return [];
    const text = String(value).trim();
    return text === '' ? [] : [{ label, value: display(name, text).slice(0, 500) }];
  });
}
