/**
 * Reading a big JSON list a row at a time. V8 cannot hold a string of more than about 512 MB, and a
 * 100,000-car feed is over 550 MB of JSON, so a list that big is split into its rows straight from
 * the bytes and each row parsed on its own: a top-level array, or the array under a top-level key
 * (the feed's `{ "cars": [...] }`). Smaller texts are parsed whole by their callers, as before.
 */

/** Texts above this many bytes are read a row at a time (well under V8's string limit). */
export const WHOLE_TEXT_LIMIT_BYTES = 256 * 1024 * 1024;

/** A list that could not be read, with where and why, for the caller to word. */
export class JsonRowsError extends Error {}

const SPACE = new Set([0x20, 0x0a, 0x0d, 0x09]);
const [QUOTE, BACKSLASH, COMMA, COLON] = [0x22, 0x5c, 0x2c, 0x3a];
const [OPEN_OBJECT, CLOSE_OBJECT, OPEN_ARRAY, CLOSE_ARRAY] = [0x7b, 0x7d, 0x5b, 0x5d];

const skipSpace = (b: Uint8Array, i: number) => {
  while (i < b.length && SPACE.has(b[i]!)) i++;
  return i;
};

/** Index after the string starting at `i` (a quote), or -1 when the bytes end first. */
function stringEnd(b: Uint8Array, i: number): number {
  for (let j = i + 1; j < b.length; j++) {
    if (b[j] === BACKSLASH) j++;
    else if (b[j] === QUOTE) return j + 1;
  }
  return -1;
}

/** Index after the JSON value starting at `i`, or -1 when the bytes end first. */
function valueEnd(b: Uint8Array, i: number): number {
  const first = b[i];
  if (first === QUOTE) return stringEnd(b, i);
  if (first === OPEN_OBJECT || first === OPEN_ARRAY) {
    let depth = 0;
    for (let j = i; j < b.length; j++) {
      const c = b[j];
      if (c === QUOTE) {
        const end = stringEnd(b, j);
        if (end < 0) return -1;
        j = end - 1;
      } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) depth++;
      else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
        depth--;
        if (depth === 0) return j + 1;
      }
    }
    return -1;
  }
  let j = i;
  while (j < b.length && !SPACE.has(b[j]!) && b[j] !== COMMA && b[j] !== CLOSE_ARRAY && b[j] !== CLOSE_OBJECT) j++;
  return j;
}

const decoder = new TextDecoder();
const parse = (b: Uint8Array, start: number, end: number) =>
  JSON.parse(decoder.decode(b.subarray(start, end))) as unknown;

/** The rows of the array starting at `i` (its `[`), and the index after it. */
function arrayRows(b: Uint8Array, i: number): { rows: unknown[]; end: number } {
  const rows: unknown[] = [];
  i = skipSpace(b, i + 1);
  if (b[i] === CLOSE_ARRAY) return { rows, end: i + 1 };
  for (;;) {
    const end = valueEnd(b, i);
    if (end < 0 || end === i) throw new JsonRowsError(`row ${rows.length + 1} is cut off by the end of the text`);
    try {
      rows.push(parse(b, i, end));
    } catch (error) {
      throw new JsonRowsError(
        `row ${rows.length + 1} is not JSON (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    i = skipSpace(b, end);
    if (b[i] === COMMA) i = skipSpace(b, i + 1);
    else if (b[i] === CLOSE_ARRAY) return { rows, end: i + 1 };
    else
      throw new JsonRowsError(
        `expected , or ] after row ${rows.length}, found ${i < b.length ? JSON.stringify(String.fromCharCode(b[i]!)) : 'the end of the text'}`,
      );
  }
}

/**
 * The rows of the JSON list in `bytes`: the top-level array, or the array under `key` of a top-level
 * object. Undefined when the text is JSON of another shape (no such list); JsonRowsError when it is
 * not JSON where the list should be.
 */
export function jsonRows(bytes: Uint8Array, key = 'cars'): unknown[] | undefined {
  let i = skipSpace(bytes, bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0);
  let found: unknown[] | undefined;
  if (bytes[i] === OPEN_ARRAY) {
    const list = arrayRows(bytes, i);
    found = list.rows;
    i = list.end;
  } else if (bytes[i] === OPEN_OBJECT) {
    i = skipSpace(bytes, i + 1);
    while (bytes[i] !== CLOSE_OBJECT) {
      const nameEnd = bytes[i] === QUOTE ? stringEnd(bytes, i) : -1;
      if (nameEnd < 0) throw new JsonRowsError('expected a quoted key in the top-level object');
      const name = parse(bytes, i, nameEnd);
      i = skipSpace(bytes, nameEnd);
      if (bytes[i] !== COLON) throw new JsonRowsError(`expected : after the key ${JSON.stringify(name)}`);
      i = skipSpace(bytes, i + 1);
      if (name === key && bytes[i] === OPEN_ARRAY) {
        const list = arrayRows(bytes, i);
        found = list.rows;
        i = list.end;
      } else {
        const end = valueEnd(bytes, i);
        if (end < 0 || end === i)
          throw new JsonRowsError(`the value of ${JSON.stringify(name)} is cut off by the end of the text`);
        i = end;
      }
      i = skipSpace(bytes, i);
      if (bytes[i] === COMMA) i = skipSpace(bytes, i + 1);
      else if (bytes[i] !== CLOSE_OBJECT) throw new JsonRowsError('expected , or } in the top-level object');
    }
    i++;
  } else {
    throw new JsonRowsError(
      `expected [ or { at the start, found ${i < bytes.length ? JSON.stringify(String.fromCharCode(bytes[i]!)) : 'nothing'}`,
    );
  }
  if (skipSpace(bytes, i) < bytes.length) throw new JsonRowsError('unexpected text after the end of the JSON');
  return found;
}

/** The JSON array in `bytes` (a file's contents), parsed whole when small and a row at a time when big. */
export function jsonList(bytes: Uint8Array, limitBytes = WHOLE_TEXT_LIMIT_BYTES): unknown[] {
  if (bytes.length <= limitBytes) return JSON.parse(decoder.decode(bytes)) as unknown[];
  const rows = jsonRows(bytes);
  if (!rows) throw new JsonRowsError('expected a JSON array');
  return rows;
}
