import { describe, expect, it } from 'vitest';
import { jsonRows, JsonRowsError } from './json-rows';

const bytes = (text: string) => new TextEncoder().encode(text);
const ROWS = [
  { id: 1, make: 'Toyota', note: 'a "quoted" ] } [ { word, and a \\ backslash', tags: ['a', ['b', { c: ']' }]] },
  { id: 2, make: 'Škoda', model: 'Octavia RS — 2.0 TSI', price: 39990.5, sold: false, extra: null, emoji: '🚗' },
  'not an object',
  42,
  [],
];

describe('jsonRows (a big list read a row at a time)', () => {
  it('gives the rows JSON.parse gives, for a top-level array in any spacing', () => {
    for (const text of [
      JSON.stringify(ROWS),
      JSON.stringify(ROWS, null, 2),
      `\ufeff \n${JSON.stringify(ROWS)}\n\n`,
      '[]',
      '[ ]',
    ]) {
      const expected = JSON.parse(text.replace(/^\ufeff/, '')) as unknown[];
      expect(jsonRows(bytes(text))).toEqual(expected);
    }
  });

  it('finds the list under the key among other keys, nested lists and strings with brackets', () => {
    const text = JSON.stringify(
      {
        generated: '2026-11-26 [x] {y}',
        meta: { cars: 'not this', list: [[1], { a: [2] }] },
        cars: ROWS,
        after: [{ cars: [] }],
      },
      null,
      1,
    );
    expect(jsonRows(bytes(text), 'cars')).toEqual(ROWS);
  });

  it('answers undefined for JSON without the list, so the caller names the shape it found', () => {
    expect(jsonRows(bytes('{"vehicles": []}'))).toBeUndefined();
    expect(jsonRows(bytes('{"cars": {"a": 1}}'))).toBeUndefined();
    expect(jsonRows(bytes('{}'))).toBeUndefined();
  });

  it('names the row and the reason when it is not JSON', () => {
    const cases: Array<[string, RegExp]> = [
      ['[{"id": 1}, {"id": 2', /row 2 is cut off by the end of the text/],
      ['[{"id": 1}, {"id": 2,}]', /row 2 is not JSON/],
      ['[{"id": 1} {"id": 2}]', /expected , or \] after row 1, found "\{"/],
      ['[{"id": 1}] trailing', /unexpected text after the end of the JSON/],
      ['<html>', /expected \[ or \{ at the start, found "<"/],
      ['{"cars": [1, 2], "x": ', /the value of "x" is cut off/],
      ['', /found nothing/],
    ];
    for (const [text, message] of cases) {
      expect(() => jsonRows(bytes(text)), text).toThrow(JsonRowsError);
      expect(() => jsonRows(bytes(text)), text).toThrow(message);
    }
  });
});
