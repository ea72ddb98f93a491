/** Builds the compact embedded index from search documents (build time, also fine in a browser). */
import { DEFAULT_SORTING_FIELD, SEARCH_FIELDS, type SearchField } from '../fields';
import type { SearchDocument } from '../document';
import { codeChar, LIST_END_CHAR, MAX_TEXT_CODE, MISSING_CODE_CHAR } from './code-text';
import {
  EMBEDDED_INDEX_FORMAT,
  EMBEDDED_INDEX_VERSION,
  type EmbeddedColumnData,
  type EmbeddedIndexData,
} from './index-data';

type Doc = Record<string, unknown>;

function buildColumn(field: SearchField, docs: readonly Doc[]): EmbeddedColumnData {
  const meta = {
    name: field.name,
    type: field.type,
    indexed: field.indexed,
    ...(field.facet ? { facet: true } : {}),
    ...(field.text ? { text: true } : {}),
  };
  const raw = docs.map((d) => d[field.name]);
  switch (field.type) {
    case 'string': {
      const strings = raw.map((v) => (typeof v === 'string' ? v : null));
      const distinct = new Set(strings.filter((v) => v !== null));
      // A dictionary only pays off when values repeat; mostly unique values (ids, slugs) stay plain.
      if (distinct.size > docs.length / 2 || distinct.size > MAX_TEXT_CODE + 1) {
        const first = new Map<string, number>();
        const values = strings.map((v, i) => {
          if (v === null) return null;
          const at = first.get(v);
          if (at !== undefined) return at;
          first.set(v, i);
          return v;
        });
        return { ...meta, enc: 'plain', values };
      }
      const dict = [...distinct].sort();
      const code = new Map(dict.map((v, i) => [v, i]));
      return {
        ...meta,
        enc: 'dict',
        dict,
        codes: strings.map((v) => (v === null ? MISSING_CODE_CHAR : codeChar(code.get(v) as number))).join(''),
      };
    }
    case 'string[]': {
      const lists = raw.map((v) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []));
      const dict = [...new Set(lists.flat())].sort();
      if (dict.length > MAX_TEXT_CODE + 1)
        throw new Error(
          `Field ${field.name} has ${dict.length} distinct values, more than the embedded index holds; configure Typesense`,
        );
      const code = new Map(dict.map((v, i) => [v, codeChar(i)]));
      return {
        ...meta,
        enc: 'dict-list',
        dict,
        codes: lists.map((l) => `${l.map((v) => code.get(v) as string).join('')}${LIST_END_CHAR}`).join(''),
      };
    }
    case 'bool':
      return {
        ...meta,
        enc: 'bool',
        values: raw.map((v) => (typeof v === 'boolean' ? (v ? '1' : '0') : MISSING_CODE_CHAR)).join(''),
      };
    default:
      return {
        ...meta,
        enc: 'num',
        values: raw.map((v) => (typeof v === 'number' && Number.isFinite(v) ? v : null)),
      };
  }
}

/** The compact, JSON-serialisable index of `docs` (documents keep their order: it is the insertion order). */
export function createEmbeddedIndex(docs: readonly SearchDocument[]): EmbeddedIndexData {
  const rows = docs as unknown as readonly Doc[];
  const ids = new Set<string>();
  for (const d of docs) {
    if (ids.has(d.id)) throw new Error(`Duplicate search document id ${JSON.stringify(d.id)}`);
    ids.add(d.id);
  }
  return {
    format: EMBEDDED_INDEX_FORMAT,
    version: EMBEDDED_INDEX_VERSION,
    count: docs.length,
    defaultSortingField: DEFAULT_SORTING_FIELD,
    columns: SEARCH_FIELDS.map((field) => buildColumn(field, rows)),
  };
}
