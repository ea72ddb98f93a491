/**
 * The structured filter: one model for the stock filter, URL filters, fixed lists and
 * dealership scopes, compiled to a Typesense `filter_by` string. The embedded engine parses
 * `filter_by` back into the same model (engine/filter-parse.ts).
 */
import { checkFieldName, escapeFilterValue } from './escape';

/** A scalar a filter compares with. */
export type FilterValue = string | number | boolean;

/** A filter expression. */
export type Filter =
  | { kind: 'and'; filters: Filter[] }
  | { kind: 'or'; filters: Filter[] }
  /**
   * field equals one of values (`:=`), or none of them when `negate` (`:!=`). With `words`, a string
   * field only has to contain every word of a value, anywhere (Typesense's `:` and `:!`).
   */
  | { kind: 'in'; field: string; values: FilterValue[]; negate?: boolean; words?: boolean }
  /** Inclusive numeric range `field:[min..max]`. */
  | { kind: 'range'; field: string; min: number; max: number }
  | { kind: 'compare'; field: string; op: '>' | '>=' | '<' | '<='; value: number };

/** AND of the given filters (undefined entries skipped, nested ANDs flattened). */
export function and(...filters: (Filter | undefined)[]): Filter {
  const parts = filters
    .filter((x): x is Filter => x !== undefined)
    .flatMap((x) => (x.kind === 'and' ? x.filters : [x]));
  return parts.length === 1 ? (parts[0] as Filter) : { kind: 'and', filters: parts };
}

/** OR of the given filters. */
export function or(...filters: Filter[]): Filter {
  const parts = filters.flatMap((x) => (x.kind === 'or' ? x.filters : [x]));
  return parts.length === 1 ? (parts[0] as Filter) : { kind: 'or', filters: parts };
}

/** field equals value (or one of values). */
export function eq(field: string, value: FilterValue | FilterValue[]): Filter {
  return { kind: 'in', field, values: Array.isArray(value) ? value : [value] };
}

/** field equals none of values. */
export function notIn(field: string, values: FilterValue[]): Filter {
  return { kind: 'in', field, values, negate: true };
}

function compileNode(filter: Filter, nested: boolean): string {
  switch (filter.kind) {
    case 'and':
    case 'or': {
      if (filter.filters.length === 0) {
        if (filter.kind === 'and') return '';
        throw new Error('An OR filter needs at least one alternative');
      }
      const op = filter.kind === 'and' ? ' && ' : ' || ';
      const body = filter.filters
        .map((x) => compileNode(x, true))
        .filter((s) => s !== '')
        .join(op);
      return nested && filter.filters.length > 1 ? `(${body})` : body;
    }
    case 'in': {
      if (filter.values.length === 0) throw new Error(`Filter on ${filter.field} has no values`);
      const op = `:${filter.negate ? '!' : ''}${filter.words ? '' : '='}`;
      const values = filter.values.map(escapeFilterValue);
      const rhs = values.length === 1 ? (values[0] as string) : `[${values.join(',')}]`;
      return `${checkFieldName(filter.field)}${op}${rhs}`;
    }
    case 'range':
      return `${checkFieldName(filter.field)}:[${escapeFilterValue(filter.min)}..${escapeFilterValue(filter.max)}]`;
    case 'compare':
      return `${checkFieldName(filter.field)}:${filter.op}${escapeFilterValue(filter.value)}`;
  }
}

/** The Typesense `filter_by` string of a filter ('' for an empty AND, which matches everything). */
export function compileFilter(filter: Filter): string {
  return compileNode(filter, false);
}

/** Wraps a compiled filter in parentheses, as `<Configure filters>` needs (the adapter joins with ` && `). */
export function parenthesise(compiled: string): string {
  return compiled === '' ? '' : `(${compiled})`;
}
