import { describe, expect, it } from 'vitest';
import { parseFilterBy } from './filter-parse';
import type { Filter } from '../filter/model';

describe('parseFilterBy', () => {
  it.each<[string, Filter | undefined]>([
    ['', undefined],
    ['make:=Toyota', { kind: 'in', field: 'make', values: ['Toyota'] }],
    ['make:Toyota', { kind: 'in', field: 'make', values: ['Toyota'], words: true }],
    ['make:!Toyota', { kind: 'in', field: 'make', values: ['Toyota'], negate: true, words: true }],
    [
      'make:![Toyota,`Land Rover`]',
      { kind: 'in', field: 'make', values: ['Toyota', 'Land Rover'], negate: true, words: true },
    ],
    ['model:Range Rover', { kind: 'in', field: 'model', values: ['Range Rover'], words: true }],
    ['make:=`Land Rover`', { kind: 'in', field: 'make', values: ['Land Rover'] }],
    ['make:=Land Rover', { kind: 'in', field: 'make', values: ['Land Rover'] }],
    ['make:!=Kia', { kind: 'in', field: 'make', values: ['Kia'], negate: true }],
    ['make:[`A, B`,Kia]', { kind: 'in', field: 'make', values: ['A, B', 'Kia'], words: true }],
    ['make:=[`A, B`,Kia]', { kind: 'in', field: 'make', values: ['A, B', 'Kia'] }],
    ['make:!=[a,b]', { kind: 'in', field: 'make', values: ['a', 'b'], negate: true }],
    ['price:>1000', { kind: 'compare', field: 'price', op: '>', value: 1000 }],
    ['price:>=1000', { kind: 'compare', field: 'price', op: '>=', value: 1000 }],
    ['price:<1000', { kind: 'compare', field: 'price', op: '<', value: 1000 }],
    ['price:<=-2.5', { kind: 'compare', field: 'price', op: '<=', value: -2.5 }],
    ['price:[10..20]', { kind: 'range', field: 'price', min: 10, max: 20 }],
    [
      'price:[10..20, 25]',
      {
        kind: 'or',
        filters: [
          { kind: 'in', field: 'price', values: [25], words: true },
          { kind: 'range', field: 'price', min: 10, max: 20 },
        ],
      },
    ],
    ['price:=[10..20]', { kind: 'range', field: 'price', min: 10, max: 20 }],
    [
      'price:[10..20, 30..40]',
      {
        kind: 'or',
        filters: [
          { kind: 'range', field: 'price', min: 10, max: 20 },
          { kind: 'range', field: 'price', min: 30, max: 40 },
        ],
      },
    ],
    ['certified:=true', { kind: 'in', field: 'certified', values: [true] }],
    ['stocknum:=00123', { kind: 'in', field: 'stocknum', values: ['00123'] }],
    [
      'a:=1 && b:=2 || c:=3',
      {
        kind: 'or',
        filters: [
          {
            kind: 'and',
            filters: [
              { kind: 'in', field: 'a', values: [1] },
              { kind: 'in', field: 'b', values: [2] },
            ],
          },
          { kind: 'in', field: 'c', values: [3] },
        ],
      },
    ],
    [
      'a:=1 && (b:=2 || c:=3)',
      {
        kind: 'and',
        filters: [
          { kind: 'in', field: 'a', values: [1] },
          {
            kind: 'or',
            filters: [
              { kind: 'in', field: 'b', values: [2] },
              { kind: 'in', field: 'c', values: [3] },
            ],
          },
        ],
      },
    ],
    ['make:=`A&&B || (C)`', { kind: 'in', field: 'make', values: ['A&&B || (C)'] }],
  ])('%s', (input, expected) => {
    expect(parseFilterBy(input)).toEqual(expected);
  });

  it.each([
    ['make:=`Toyota', /unclosed backtick/],
    ['(make:=a', /missing "\)"/],
    ['make', /expected ":"/],
    ['price:>cheap', /needs a number/],
    ['price:!=[1..2]', /negated range/],
    ['make:=a) || b:=c', /unexpected/],
    ['price:[1..2', /expected "," or "\]"/],
    ['make:=[]', /empty value list/],
    ['location:(48.85, 2.34, 5 km)', /expected a value|unquoted special character/],
  ])('rejects %s, naming the problem', (input, message) => {
    expect(() => parseFilterBy(input)).toThrow(message);
  });
});
