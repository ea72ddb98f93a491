import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, compileFilter, eq, notIn, or, parenthesise, type Filter } from './model';
import { escapeFilterValue, normaliseFacetString } from './escape';
import { parseFilterBy } from '../engine/filter-parse';

describe('escapeFilterValue', () => {
  it.each<[string | number | boolean, string]>([
    ['Toyota', '`Toyota`'],
    [`O'Brien "Special", [X]`, '`O\'Brien "Special", [X]`'],
    ['A&&B || C', '`A&&B || C`'],
    ['Back`tick', "`Back'tick`"],
    ['x` || make:=`Mazda', "`x' || make:='Mazda`"],
    [24990, '24990'],
    [-1.5, '-1.5'],
    [true, 'true'],
  ])('%j -> %s', (value, expected) => {
    expect(escapeFilterValue(value)).toBe(expected);
  });

  it('rejects numbers Typesense cannot read', () => {
    expect(() => escapeFilterValue(Number.NaN)).toThrow(/finite/);
  });
});

describe('compileFilter', () => {
  it.each<[string, Filter, string]>([
    ['one value', eq('make', 'Toyota'), 'make:=`Toyota`'],
    ['a list', eq('status', ['in_stock', 'coming_soon']), 'status:=[`in_stock`,`coming_soon`]'],
    ['a negated list', notIn('stocknum', ['S1', 'S2']), 'stocknum:!=[`S1`,`S2`]'],
    ['a boolean', eq('certified', true), 'certified:=true'],
    ['a range', { kind: 'range', field: 'price', min: 5000, max: 250000 }, 'price:[5000..250000]'],
    ['a comparison', { kind: 'compare', field: 'price', op: '>', value: 1000 }, 'price:>1000'],
    ['and of or', and(eq('a', 1), or(eq('b', 2), eq('c', 3))), 'a:=1 && (b:=2 || c:=3)'],
    ['or of and', or(and(eq('a', 1), eq('b', 2)), eq('c', 3)), '(a:=1 && b:=2) || c:=3'],
    ['empty and', and(), ''],
    ['hostile make', eq('make', 'A&&B Motors'), 'make:=`A&&B Motors`'],
    [
      'words of a value (Typesense `:`)',
      { kind: 'in', field: 'model', values: ['Range Rover'], words: true },
      'model:`Range Rover`',
    ],
    [
      'none of the words (Typesense `:!`)',
      { kind: 'in', field: 'make', values: ['Ford', 'Kia'], negate: true, words: true },
      'make:![`Ford`,`Kia`]',
    ],
  ])('%s', (_name, filter, expected) => {
    expect(compileFilter(filter)).toBe(expected);
  });

  it('rejects an empty value list and a hostile field name', () => {
    expect(() => compileFilter(eq('make', []))).toThrow(/no values/);
    expect(() => compileFilter(eq('make:=x || a', 'y'))).toThrow(/Invalid filter field/);
  });

  it('parenthesises for <Configure filters>, which the adapter joins with && unbracketed', () => {
    expect(parenthesise('a:=1 || b:=2')).toBe('(a:=1 || b:=2)');
    expect(parenthesise('')).toBe('');
  });

  it('round-trips through the engine parser for hostile values', () => {
    const values = ['A&&B Motors', `O'Brien "Special", [X]`, 'x || y', '(paren)', 'a,b', '[1..2]'];
    const filter = and(eq('make', values), notIn('model', values), { kind: 'range', field: 'price', min: 1, max: 2 });
    expect(parseFilterBy(compileFilter(filter))).toEqual(filter);
  });
});

describe('escaping property', () => {
  const hostile = fc.string({
    unit: fc.constantFrom('a', 'B', ' ', '`', "'", '"', ',', '[', ']', '(', ')', '&', '|', ':', '=', '!', '.', '\\'),
    minLength: 1,
  });
  it('any value list parses back to exactly its (normalised) values: nothing breaks out of the quotes', () => {
    fc.assert(
      fc.property(fc.array(hostile, { minLength: 1, maxLength: 4 }), fc.boolean(), (values, negate) => {
        const filter = and(eq('status', 'in_stock'), negate ? notIn('make', values) : eq('make', values));
        const expected = and(eq('status', 'in_stock'), {
          kind: 'in',
          field: 'make',
          values: values.map(normaliseFacetString),
          ...(negate ? { negate: true } : {}),
        });
        expect(parseFilterBy(compileFilter(filter))).toEqual(expected);
      }),
    );
  });
});
