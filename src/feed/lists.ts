/** Spec lists, equipment and feature names: rows and entries with empty or "null" values are removed. */
import type { SpecRow } from '../domain/car';
import { asRecord, describeFound, isBlank } from './coerce';
import type { RowReader } from './fields';
import { plainText } from './text';
import { safeUrl } from './url';

// A list sent as one string: "Air conditioning|Cruise control" or one item per line.
const LIST_SEPARATOR = /\s*[|;\n]\s*/;
const URL_LIKE = /[:/]/;

/** featured / specifications / summary rows with a name and a value; icons that look like URLs must be safe. */
export function readSpecRows(reader: RowReader, field: string, raw: unknown): SpecRow[] {
  const rows: SpecRow[] = [];
  reader.list(field, raw).forEach((item, i) => {
    const r = asRecord(item);
    if (!r) {
      reader.warn(`${field}[${i}]`, `expected { name, value }, found ${describeFound(item)} (ignored)`);
      return;
    }
    const name = reader.text(`${field}[${i}].name`, r.name ?? r.label ?? r.title);
    const value = reader.text(`${field}[${i}].value`, r.value);
    // Rows without a name or value are the "hide empty / null rows" rule applied once, here.
    if (name === undefined || value === undefined) return;
    const row: SpecRow = { name, value };
    const icon = readIcon(r.icon);
    if (icon !== undefined) row.icon = icon;
    rows.push(row);
  });
  return rows;
}

/** Names from a string list, objects with `name`, or one string separated by `|`, `;` or new lines. */
export function readNameList(reader: RowReader, field: string, raw: unknown): string[] {
  const items = typeof raw === 'string' && !isBlank(raw) ? raw.split(LIST_SEPARATOR) : reader.list(field, raw);
  const names: string[] = [];
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const value = asRecord(item)?.name ?? item;
    const name = reader.text(`${field}[${i}]`, value);
    if (name !== undefined && !seen.has(name)) {
      seen.add(name);
      names.push(name);
    }
  });
  return names;
}

// An icon is either a short icon name ("engine", "fa-car") or an image URL.
function readIcon(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || isBlank(raw)) return undefined;
  return URL_LIKE.test(raw) ? safeUrl(raw) : plainText(raw) || undefined;
}
