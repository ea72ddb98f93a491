/** Evaluates the filter model over the index columns, one pass per leaf, into a 0/1 mask. */
import type { Filter, FilterValue } from '../filter/model';
import { normaliseFacetString } from '../filter/escape';
import type { Column } from './index-data';
import type { LoadedIndex } from './index-load';
import { EmbeddedSearchError } from './errors';
import { containsWordRows, exactWordRows } from './string-match';

function column(index: LoadedIndex, field: string): Column {
  const c = index.columns.get(field);
  if (!c?.indexed) throw new EmbeddedSearchError(`Could not find a filter field named \`${field}\` in the schema.`);
  return c;
}

function toNumber(field: string, v: FilterValue): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  if (Number.isNaN(n))
    throw new EmbeddedSearchError(`Value of filter field \`${field}\` must be a number, got ${JSON.stringify(v)}.`);
  return n;
}

function toBool(field: string, v: FilterValue): number {
  if (v === true || v === 'true') return 1;
  if (v === false || v === 'false') return 0;
  throw new EmbeddedSearchError(`Value of filter field \`${field}\` must be true or false, got ${JSON.stringify(v)}.`);
}

/**
 * Marks rows whose value is one of `values` (on strings: by words, exactly or, with `words`, contained);
 * with `negate`, rows with none of them (missing included).
 */
function evalIn(c: Column, values: FilterValue[], negate: boolean, words: boolean, out: Uint8Array): void {
  const hit = negate ? 0 : 1;
  const miss = negate ? 1 : 0;
  if (c.kind === 'string' && c.name === 'id') {
    // Typesense matches document ids verbatim, whatever the operator.
    const wanted = new Set(values.map(String));
    for (let i = 0; i < out.length; i++) out[i] = wanted.has(c.dict[c.codes[i] as number] as string) ? hit : miss;
    return;
  }
  if (c.kind === 'string' || c.kind === 'list') {
    const strings = values.map((v) => normaliseFacetString(String(v)));
    const rows = words ? containsWordRows(c, strings, out.length) : exactWordRows(c, strings, out.length);
    for (let i = 0; i < out.length; i++) out[i] = rows[i] ? hit : miss;
    return;
  }
  if (c.kind === 'bool') {
    const wanted = new Set(values.map((v) => toBool(c.name, v)));
    for (let i = 0; i < out.length; i++) out[i] = wanted.has(c.values[i] as number) ? hit : miss;
    return;
  }
  const wanted = new Set(values.map((v) => toNumber(c.name, v)));
  for (let i = 0; i < out.length; i++) out[i] = wanted.has(c.values[i] as number) ? hit : miss;
}

function numberColumn(index: LoadedIndex, field: string): Float64Array {
  const c = column(index, field);
  if (c.kind !== 'number')
    throw new EmbeddedSearchError(`Numeric filter on \`${field}\`, which is not a numeric field.`);
  return c.values;
}

/** A 0/1 mask of the rows `filter` keeps (all rows when it is undefined). */
export function evaluateFilter(index: LoadedIndex, filter: Filter | undefined): Uint8Array {
  const out = new Uint8Array(index.count);
  if (!filter) return out.fill(1);
  switch (filter.kind) {
    case 'and':
    case 'or': {
      if (filter.kind === 'and') out.fill(1);
      for (const part of filter.filters) {
        const m = evaluateFilter(index, part);
        if (filter.kind === 'and') for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) & (m[i] as number);
        else for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) | (m[i] as number);
      }
      return out;
    }
    case 'in':
      evalIn(column(index, filter.field), filter.values, filter.negate === true, filter.words === true, out);
      return out;
    case 'range': {
      const v = numberColumn(index, filter.field);
      // NaN (missing) fails every comparison, so documents without the field never match.
      for (let i = 0; i < out.length; i++)
        out[i] = (v[i] as number) >= filter.min && (v[i] as number) <= filter.max ? 1 : 0;
      return out;
    }
    case 'compare': {
      const v = numberColumn(index, filter.field);
      const x = filter.value;
      const test =
        filter.op === '>'
          ? (n: number) => n > x
          : filter.op === '>='
            ? (n: number) => n >= x
            : filter.op === '<'
              ? (n: number) => n < x
              : (n: number) => n <= x;
      for (let i = 0; i < out.length; i++) out[i] = test(v[i] as number) ? 1 : 0;
      return out;
    }
  }
}
