/** Decodes a stored embedded index into typed-array columns the engine scans. */
import { EMBEDDED_INDEX_FORMAT, EMBEDDED_INDEX_VERSION, type Column, type EmbeddedIndexData } from './index-data';
import { decodeColumn } from './index-decode';
import type { SortedVocabulary } from './typo-scan';

/** Tokens of one text field: token → the dictionary entries containing it. */
export interface TextIndex {
  field: string;
  tokens: Map<string, number[]>;
  /** Distinct tokens, sorted for typo matching (engine/typo-scan.ts). */
  vocabulary: SortedVocabulary;
  /** Documents containing `token`, to pick the most common candidates first (counted when first asked). */
  documentCount(token: string): number;
}

/** A loaded index: decoded columns plus lazily built text structures. */
export interface LoadedIndex {
  count: number;
  defaultSortingField: string;
  columns: ReadonlyMap<string, Column>;
  /** Column order as stored (hits list fields in this order). */
  fieldNames: readonly string[];
  /** Built on first text query, per field (engine/text-index.ts). */
  textIndexes: Map<string, TextIndex>;
  /** Query-token matches, reused across the several searches one keystroke sends. */
  tokenCache: Map<string, unknown>;
}

/** Loads an index from its JSON text or parsed object; throws on a foreign or newer format. */
export function loadEmbeddedIndex(json: string | EmbeddedIndexData): LoadedIndex {
  const data = (typeof json === 'string' ? JSON.parse(json) : json) as EmbeddedIndexData;
  if (data?.format !== EMBEDDED_INDEX_FORMAT) throw new Error('Not a Forecourt search index');
  if (data.version !== EMBEDDED_INDEX_VERSION) {
    throw new Error(
      `Search index version ${String(data.version)} is not supported (expected ${EMBEDDED_INDEX_VERSION})`,
    );
  }
  const columns = new Map<string, Column>();
  for (const c of data.columns) columns.set(c.name, decodeColumn(c, data.count));
  return {
    count: data.count,
    defaultSortingField: data.defaultSortingField,
    columns,
    fieldNames: data.columns.map((c) => c.name),
    textIndexes: new Map(),
    tokenCache: new Map(),
  };
}

/** The document at row `i`, rebuilt from the columns (absent values left out, as Typesense does). */
export function documentAt(index: LoadedIndex, i: number): Record<string, unknown> {
  const doc: Record<string, unknown> = {};
  for (const name of index.fieldNames) {
    const c = index.columns.get(name) as Column;
    switch (c.kind) {
      case 'string': {
        const code = c.codes[i] as number;
        if (code >= 0) doc[name] = c.dict[code];
        break;
      }
      case 'list': {
        const out: string[] = [];
        for (let k = c.offsets[i] as number; k < (c.offsets[i + 1] as number); k++)
          out.push(c.dict[c.codes[k] as number] as string);
        doc[name] = out;
        break;
      }
      case 'number': {
        const v = c.values[i] as number;
        if (!Number.isNaN(v)) doc[name] = v;
        break;
      }
      case 'bool': {
        const v = c.values[i] as number;
        if (v >= 0) doc[name] = v === 1;
        break;
      }
    }
  }
  return doc;
}
