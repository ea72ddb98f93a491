/**
 * `sort_by` with up to three fields (numbers, `_text_match`), Typesense's defaults and tie-breaks:
 * no sort_by sorts by `_text_match` then the default sorting field; with a text query,
 * `_text_match:desc` is appended when fewer than three fields were given; a document missing a
 * sort value goes last in either direction unless `field(missing_values: first):dir` asks for
 * first (Typesense's numeric default); remaining ties put later-indexed documents first.
 */
import type { LoadedIndex } from './index-load';
import { EmbeddedSearchError } from './errors';

/** Where documents without the value go. */
export type MissingValues = 'first' | 'last';

/** One parsed sort key. */
export interface SortKey {
  field: string;
  desc: boolean;
  missing: MissingValues;
}

const SORT_PART = /^\s*([A-Za-z_][A-Za-z0-9_.]*)\s*(?:\(([^)]*)\))?\s*:\s*(asc|desc)\s*$/i;

/** Reads the `(missing_values: first|last)` option list of one sort field. */
function missingOption(field: string, options: string | undefined): MissingValues {
  if (options === undefined) return 'last';
  const m = /^\s*missing_values\s*:\s*(first|last)\s*$/.exec(options);
  if (!m)
    throw new EmbeddedSearchError(
      `Bad syntax for sorting field \`${field}\`: the embedded engine supports only \`missing_values: first\` or \`missing_values: last\`, got \`(${options.trim()})\`.`,
    );
  return m[1] as MissingValues;
}

/** Parses `sort_by`, applying the defaults above. */
export function parseSortBy(index: LoadedIndex, sortBy: string | undefined, textQuery: boolean): SortKey[] {
  const keys: SortKey[] = [];
  if (sortBy === undefined || sortBy.trim() === '') {
    keys.push(
      { field: '_text_match', desc: true, missing: 'last' },
      { field: index.defaultSortingField, desc: true, missing: 'last' },
    );
    return keys;
  }
  for (const part of sortBy.split(/,(?![^(]*\))/)) {
    const m = SORT_PART.exec(part);
    if (!m) throw new EmbeddedSearchError(`Unsupported sort_by syntax: \`${part.trim()}\``);
    const field = m[1] as string;
    if (field === '_text_match') {
      if (m[2] !== undefined)
        throw new EmbeddedSearchError(
          `Unsupported sort_by syntax: \`${part.trim()}\` (the embedded engine takes no options on _text_match)`,
        );
    } else {
      const c = index.columns.get(field);
      if (!c?.indexed || c.kind !== 'number') {
        throw new EmbeddedSearchError(`Could not find a field named \`${field}\` in the schema for sorting.`);
      }
    }
    keys.push({ field, desc: (m[3] as string).toLowerCase() === 'desc', missing: missingOption(field, m[2]) });
  }
  if (keys.length > 3) throw new EmbeddedSearchError('Only upto 3 sort_by fields can be specified.');
  if (textQuery && keys.length < 3 && !keys.some((k) => k.field === '_text_match'))
    keys.push({ field: '_text_match', desc: true, missing: 'last' });
  return keys;
}

/** A comparator over row numbers for these keys. */
export function rowComparator(
  index: LoadedIndex,
  keys: SortKey[],
  textScores: Float64Array,
): (a: number, b: number) => number {
  const columns = keys.map((k) => {
    const values =
      k.field === '_text_match' ? textScores : (index.columns.get(k.field) as { values: Float64Array }).values;
    // A missing value (NaN) is placed by its own rule, not by the direction.
    return { values, sign: k.desc ? -1 : 1, missingFirst: k.missing === 'first' ? -1 : 1 };
  });
  return (a, b) => {
    for (const { values, sign, missingFirst } of columns) {
      const va = values[a] as number;
      const vb = values[b] as number;
      const ma = Number.isNaN(va);
      const mb = Number.isNaN(vb);
      if (ma || mb) {
        if (ma && mb) continue;
        return ma ? missingFirst : -missingFirst;
      }
      if (va !== vb) return va < vb ? -sign : sign;
    }
    return b - a;
  };
}

/** The first `k` rows of `rows` in comparator order, without sorting them all. */
export function topK(rows: Int32Array, k: number, cmp: (a: number, b: number) => number): number[] {
  if (k >= rows.length / 4) return Array.from(rows).sort(cmp).slice(0, k);
  const top: number[] = [];
  for (const r of rows) {
    if (top.length === k && cmp(r, top[k - 1] as number) >= 0) continue;
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cmp(top[mid] as number, r) <= 0) lo = mid + 1;
      else hi = mid;
    }
    top.splice(lo, 0, r);
    if (top.length > k) top.pop();
  }
  return top;
}
