/**
 * Scales a feed to any number of cars, deterministically: the first `count` rows when the feed is
 * big enough, else whole copies of it with new ids, slugs, stock numbers and VINs, so every clone is
 * a distinct car to the feed reader (a duplicate id would be rejected).
 */
import { writeJsonListFile } from '../build/json-list-file';
import { withVinCheckDigit } from '../demo/feed/ids';

type Row = Record<string, unknown>;

/** Copy number `copy` (0 = the original) of one feed row. */
export function cloneRow(row: Row, copy: number, idStep: number): Row {
  if (copy === 0) return row;
  const id = Number(row.id);
  const newId = id + copy * idStep;
  const slug = typeof row.slug === 'string' ? row.slug.replace(new RegExp(`${id}$`), '') : '';
  const out: Row = { ...row, id: newId, slug: `${slug.endsWith('-') || slug === '' ? slug : `${slug}-`}${newId}` };
  if (typeof row.stocknum === 'string') out.stocknum = `${row.stocknum}C${copy}`;
  // Copy number in the VIN's last three characters (same length, still distinct), check digit redone.
  if (typeof row.vin === 'string' && row.vin.length === 17)
    out.vin = withVinCheckDigit(`${row.vin.slice(0, 14)}${String(copy % 1000).padStart(3, '0')}`);
  return out;
}

/** `count` rows from `rows`: a prefix, or copies of the whole feed (the last copy partial). */
export function scaleFeed(rows: readonly Row[], count: number): Row[] {
  if (rows.length === 0) throw new Error('cannot scale an empty feed');
  const ids = rows.map((r) => Number(r.id));
  if (ids.some((id) => !Number.isFinite(id))) throw new Error('every feed row needs a numeric id to be cloned');
  // Step past the largest id so clone ids never collide with originals or each other.
  const idStep = 10 ** String(Math.max(...ids)).length;
  const out: Row[] = [];
  for (let i = 0; i < count; i++) out.push(cloneRow(rows[i % rows.length] as Row, Math.floor(i / rows.length), idStep));
  return out;
}

/** Writes rows as a feed file row by row: at 100,000 cars the whole text is past V8's string limit. */
export const writeFeedFile = writeJsonListFile;

/** A feed file's text for rows, one per line like the demo generator writes. */
export function feedText(rows: readonly Row[]): string {
  return `[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`;
}
