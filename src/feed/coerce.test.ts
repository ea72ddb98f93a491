import { describe, expect, it } from 'vitest';
import { describeFound, INVALID, isBlank, toBoolean, put, toIdText, toNumber } from './coerce';

describe('isBlank', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['   ', true],
    ['null', true],
    ['NULL', true],
    ['N/A', true],
    ['n/a', true],
    ['undefined', true],
    ['0', false],
    [0, false],
    [false, false],
    ['None', false],
    ['Nullarbor', false],
  ])('%j → %s', (value, expected) => {
    expect(isBlank(value)).toBe(expected);
  });
});

describe('toNumber', () => {
  it.each([
    [45990, 45990],
    ['45990', 45990],
    ['45,990', 45990],
    ['$45,990', 45990],
    ['$ 45,990.50', 45990.5],
    ['AUD 45,990', 45990],
    ['12000 km', 12000],
    ['12,000kms', 12000],
    ['1998cc', 1998],
    ['2.0L', 2],
    ['7.5L/100km', 7.5],
    ['6.99%', 6.99],
    ['.5', 0.5],
    ['-500', -500],
    ['-$500', -500],
    ['$-500', -500],
    ['0', 0],
    [0, 0],
    ['null', undefined],
    ['', undefined],
    ['N/A', undefined],
    [null, undefined],
  ])('%j → %j', (value, expected) => {
    expect(toNumber(value)).toBe(expected);
  });

  it.each([
    ['call us'],
    ['POA'],
    ['45990 or near offer'],
    ['1e5'],
    ['--5'],
    ['-$-5'],
    [Number.NaN],
    [Infinity],
    [true],
    [{}],
    [[1]],
  ])('%j is not a number', (value) => {
    expect(toNumber(value)).toBe(INVALID);
  });
});

describe('toBoolean', () => {
  it.each([
    [true, true],
    ['true', true],
    ['TRUE', true],
    ['1', true],
    [1, true],
    ['yes', true],
    ['Y', true],
    [false, false],
    ['false', false],
    ['0', false],
    [0, false],
    ['no', false],
    ['null', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %j', (value, expected) => {
    expect(toBoolean(value)).toBe(expected);
  });

  it.each([['maybe'], [2], [{}]])('%j is not a boolean', (value) => {
    expect(toBoolean(value)).toBe(INVALID);
  });
});

describe('toIdText', () => {
  it.each([
    [123, '123'],
    [' abc-1 ', 'abc-1'],
    ['null', undefined],
    ['', undefined],
  ])('%j → %j', (value, expected) => {
    expect(toIdText(value)).toBe(expected);
  });

  it.each([[{ id: 1 }], [[1]], [true], [Number.NaN]])('%j is not an id', (value) => {
    expect(toIdText(value)).toBe(INVALID);
  });
});

describe('describeFound', () => {
  it.each([
    ['call us', '"call us"'],
    ['a\n  b', '"a b"'],
    ['x'.repeat(50), `"${'x'.repeat(40)}…"`],
    [-5, '-5'],
    [true, 'true'],
    [null, 'null'],
    [undefined, 'nothing'],
    [[1], 'a list'],
    [{ a: 1 }, 'an object'],
  ])('%j → %s', (value, expected) => {
    expect(describeFound(value)).toBe(expected);
  });
});

describe('put', () => {
  it('sets only values that are present, falsy ones included', () => {
    const target: { a?: number; b?: string; c?: boolean } = {};
    put(target, 'a', undefined);
    put(target, 'b', '');
    put(target, 'c', false);
    expect(target).toStrictEqual({ b: '', c: false });
    expect(target).not.toHaveProperty('a');
  });
});
