/**
 * Stored columns → typed arrays the engine scans. Plain loops throughout: at 20,000 cars,
 * `TypedArray.from` with a map function and a lookup per plain value were most of the decoding.
 */
import type { Column, EmbeddedColumnData } from './index-data';
import { charCode, LIST_END_CHAR } from './code-text';

const LIST_END = LIST_END_CHAR.charCodeAt(0);

function countListEnds(text: string): number {
  let n = 0;
  for (let at = text.indexOf(LIST_END_CHAR); at >= 0; at = text.indexOf(LIST_END_CHAR, at + 1)) n++;
  return n;
}

/** Plain values as a dictionary in first-seen order, so the engine has one string path (a number: same as that document). */
function dictionaryOf(
  values: readonly (string | number | null)[],
  count: number,
): { dict: string[]; codes: Int32Array } {
  const dict: string[] = [];
  const codes = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    const v = values[i] as string | number | null;
    if (v === null) codes[i] = -1;
    else if (typeof v === 'number') {
      if (!(v >= 0 && v < i))
        throw new Error(`Search index: document ${i} repeats document ${v}, which is not before it`);
      codes[i] = codes[v] as number;
    } else codes[i] = dict.push(v) - 1;
  }
  return { dict, codes };
}

/** One column, decoded; throws when it does not hold one value per document. */
export function decodeColumn(c: EmbeddedColumnData, count: number): Column {
  const meta = { name: c.name, type: c.type, indexed: c.indexed, facet: c.facet, text: c.text };
  const length = c.enc === 'dict' ? c.codes.length : c.enc === 'dict-list' ? countListEnds(c.codes) : c.values.length;
  if (length !== count) throw new Error(`Search index column ${c.name} has ${length} values for ${count} documents`);
  switch (c.enc) {
    case 'dict': {
      const codes = new Int32Array(count);
      for (let i = 0; i < count; i++) codes[i] = charCode(c.codes.charCodeAt(i));
      return { ...meta, kind: 'string', dict: c.dict, codes };
    }
    case 'plain':
      return { ...meta, kind: 'string', ...dictionaryOf(c.values, count) };
    case 'dict-list': {
      const text = c.codes;
      const offsets = new Uint32Array(count + 1);
      const codes = new Int32Array(text.length - count);
      let k = 0;
      let doc = 0;
      for (let i = 0; i < text.length; i++) {
        const ch = text.charCodeAt(i);
        if (ch === LIST_END) offsets[++doc] = k;
        else codes[k++] = charCode(ch);
      }
      return { ...meta, kind: 'list', dict: c.dict, offsets, codes };
    }
    case 'num': {
      const values = new Float64Array(count);
      for (let i = 0; i < count; i++) values[i] = c.values[i] ?? Number.NaN;
      return { ...meta, kind: 'number', values };
    }
    case 'bool': {
      const values = new Int8Array(count);
      for (let i = 0; i < count; i++) {
        const ch = c.values.charCodeAt(i);
        values[i] = ch === 49 ? 1 : ch === 48 ? 0 : -1; // '1', '0', or none
      }
      return { ...meta, kind: 'bool', values };
    }
  }
}
