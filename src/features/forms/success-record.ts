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
