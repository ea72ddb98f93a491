import { describe, expect, it } from 'vitest';
import {
  certifiedFacet,
  facetCanNarrow,
  facetVisibleCount,
  sortBodyFacet,
  splitMakes,
  type FacetEntry,
} from './facets';

const entry = (label: string, count: number): FacetEntry => ({ label, value: label, count });

describe('sortBodyFacet', () => {
  const bodies = [
    entry('Hatch', 5),
    entry('SUV', 9),
    entry('Ute', 5),
    entry('Sedan', 5),
    entry('Wagon', 1),
    entry('Van', 2),
  ];
  it('sorts by count descending then name descending, and drops none (the rest are behind Show more)', () => {
    expect(sortBodyFacet(bodies).map((e) => e.label)).toEqual(['SUV', 'Ute', 'Sedan', 'Hatch', 'Van', 'Wagon']);
  });
});

describe('facetVisibleCount', () => {
  it.each([
    [4, 4],
    [20, 8],
    [3, 3],
    [50, 8],
  ])('limit %i → %i before Show more', (limit, expected) => {
    expect(facetVisibleCount(limit)).toBe(expected);
  });
});

describe('facetCanNarrow', () => {
  it.each([
    ['one location holding every car', [{ count: 42 }], 42, false],
    ['two dealerships', [{ count: 30 }, { count: 12 }], 42, true],
    ['one colour on some cars only', [{ count: 5 }], 42, true],
    ['a feature every car has, twice', [{ count: 42 }, { count: 42 }], 42, false],
    ['no values', [], 42, false],
    ['only a ticked value left at 0', [{ count: 0 }], 0, false],
  ])('%s → %s', (_name, entries, total, expected) => {
    expect(facetCanNarrow(entries, total)).toBe(expected);
  });
});

describe('splitMakes', () => {
  const makes = Array.from({ length: 25 }, (_, i) => entry(`Make${String(25 - i).padStart(2, '0')}`, 100 - i));
  it('Popular Makes: the first 20; All Makes: every make by name', () => {
    const { popular, all } = splitMakes(makes, 20);
    expect(popular).toHaveLength(20);
    expect(popular[0]?.label).toBe('Make25');
    expect(all).toHaveLength(25);
    expect(all[0]?.label).toBe('Make01');
  });
});

describe('certifiedFacet', () => {
  const values = [
    { label: 'Yes', value: 'true', count: 3 },
    { label: 'No', value: 'false', count: 7 },
  ];
  it.each([
    [true, ['true']],
    [false, ['true', 'false']],
  ])('certifiedOnly=%s → %o', (certifiedOnly, expected) => {
    expect(certifiedFacet(values, certifiedOnly).map((e) => e.value)).toEqual(expected);
  });
});
