/**
 * The whole feed → domain cars. Each row is read on its own; a row that cannot be a car is
 * rejected with its reasons and the rest go on (DESIGN.md § Data flow: nothing dropped silently).
 */
import type { Car } from '../domain/car';
import { asRecord, describeFound } from './coerce';
import { RowReader } from './fields';
import type { FeedWarning, Reject } from './reject';
import { SlugRegistry, slugify } from './slug';
import { readCar } from './to-car';
import { TextPool } from './text-pool';

/** Settings for normalising; `now` fixes "next year" for the model-year check (tests pass a date). */
export interface NormaliseOptions {
  now?: Date;
}

/** The cars kept, the rows rejected and the values dropped from kept cars, plus how many rows came in. */
export interface NormaliseResult {
  rowCount: number;
  cars: Car[];
  rejects: Reject[];
  warnings: FeedWarning[];
}

/** Validates and normalises every row; a duplicate id rejects the later row; slugs come out unique. */
export function normaliseFeed(rows: readonly unknown[], options: NormaliseOptions = {}): NormaliseResult {
  const maxYear = (options.now ?? new Date()).getUTCFullYear() + 1;
  const cars: Car[] = [];
  const rejects: Reject[] = [];
  const warnings: FeedWarning[] = [];
  const firstRowOfId = new Map<string, number>();
  const slugs = new SlugRegistry();
  // One copy of each short text across the feed's cars (text-pool.ts); dropped with the reader.
  const pool = new TextPool();

  rows.forEach((row, index) => {
    const record = asRecord(row);
    if (!record) {
      rejects.push({ index, reasons: [`row: expected an object, found ${describeFound(row)}`] });
      return;
    }
    const warningsBefore = warnings.length;
    const reader = new RowReader(index, warnings, pool);
    const { car: draft, wantedSlug } = readCar(reader, record, maxYear);
    if (reader.id !== undefined) {
      const first = firstRowOfId.get(reader.id);
      if (first === undefined) firstRowOfId.set(reader.id, index);
      else reader.reject('id', `${JSON.stringify(reader.id)} is a duplicate of row ${first}`);
    }
    if (reader.reasons.length > 0) {
      // Warnings are about cars that are published; a rejected row's reasons say what matters.
      warnings.length = warningsBefore;
      const reject: Reject = { index, reasons: reader.reasons };
      if (reader.id !== undefined) reject.id = reader.id;
      if (draft.stocknum !== undefined) reject.stocknum = draft.stocknum;
      rejects.push(reject);
      return;
    }
    const wanted = slugify(wantedSlug) || slugify(`${draft.make} ${draft.model} ${draft.id}`) || 'car';
    draft.slug = slugs.claim(wanted);
    if (draft.slug !== wanted) {
      reader.warn('slug', `${JSON.stringify(wanted)} is already used, changed to ${JSON.stringify(draft.slug)}`);
    }
    cars.push(draft);
  });
  return { rowCount: rows.length, cars, rejects, warnings };
}
