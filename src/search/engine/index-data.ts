/**
 * The compact, JSON-serialisable embedded index: one column per field, strings
 * dictionary-encoded, so thousands of cars stay small and load with one JSON.parse.
 * Codes and booleans are text, a character a value (engine/code-text.ts): JSON.parse reads
 * long strings far faster than long arrays of numbers.
 */
import type { SearchFieldType } from '../fields';

/** Format marker, checked on load. */
export const EMBEDDED_INDEX_FORMAT = 'forecourt-search-index';
/** Format version: bump when the stored shape changes, so an old cached file is refused, not misread. */
export const EMBEDDED_INDEX_VERSION = 2;

interface FieldMeta {
  name: string;
  type: SearchFieldType;
  facet?: boolean;
  text?: boolean;
  indexed: boolean;
}

/** A column as stored. Missing values: code -1, null. */
export type EmbeddedColumnData = FieldMeta &
  /** `codes`: one character a document (engine/code-text.ts). */
  (
    | { enc: 'dict'; dict: string[]; codes: string }
    /** Mostly distinct values (ids, slugs, VINs); a repeat is the number of the first document with it, so loading needs no lookup. */
    | { enc: 'plain'; values: (string | number | null)[] }
    /** `codes`: each document's codes as characters, each list ended by `!`. */
    | { enc: 'dict-list'; dict: string[]; codes: string }
    | { enc: 'num'; values: (number | null)[] }
    /** `values`: one character a document, `1`, `0` or a space for none. */
    | { enc: 'bool'; values: string }
  );

/** The whole stored index. */
export interface EmbeddedIndexData {
  format: typeof EMBEDDED_INDEX_FORMAT;
  version: typeof EMBEDDED_INDEX_VERSION;
  /** Number of documents. */
  count: number;
  /** Field `default_sorting_field` (custom_rank). */
  defaultSortingField: string;
  columns: EmbeddedColumnData[];
}

/** A decoded column, ready to scan. */
export type Column = FieldMeta &
  (
    | { kind: 'string'; dict: string[]; codes: Int32Array }
    | { kind: 'list'; dict: string[]; offsets: Uint32Array; codes: Int32Array }
    | { kind: 'number'; values: Float64Array }
    | { kind: 'bool'; values: Int8Array }
  );
