import { describe, expect, it } from 'vitest';
import { certifiedFacet, sortBodyFacet, splitMakes, type FacetEntry } from './facets';

const entry = (label: string, count: number): FacetEntry => ({ label, value: label, count });

describe('sortBodyFacet', () => {
  const bodies = [entry('Hatch', 5), entry('SUV', 9), entry('Ute', 5), entry('Sedan', 5), entry('Wagon', 1), entry('Van', 2)];
  it('sorts by count descending then name descending, 4 entries', () => {
    expect(sortBodyFacet(bodies).map((e) => e.label)).toEqual(['SUV', 'Ute', 'Sedan', 'Hatch']);
  });
  it('shows 20 with custom bodies', () => {
    expect(sortBodyFacet(bodies, true).map((e) => e.label)).toEqual(['SUV', 'Ute', 'Sedan', 'Hatch', 'Van', 'Wagon']);
    const many = Array.from({ length: 25 }, (_, i) => entry(`B${String(i).padStart(2, '0')}`, 1));
    expect(sortBodyFacet(many, true)).toHaveLength(20);
  });
});

describe('splitMakes', () => {
  const makes = Array.from({ length: 25 }, (_, i) => entry(`Make${String(25 - i).padStart(2, '0')}`, 100 - i));
  it('Popular Makes: the first 20; All Makes: every make by name', () => {
    const { popular, all } = splitMakes(makes);
    expect(popular).toHaveLength(20);
    expect(popular[0]?.label).toBe('Make25');
    expect(all).toHaveLength(25);
    expect(all[0]?.label).toBe('Make01');
  });
});

describe('certifiedFacet', () => {
  const values = [{ label: 'Yes', value: 'true', count: 3 }, { label: 'No', value: 'false', count: 7 }];
  it.each([
    [true, ['true']],
    [false, ['true', 'false']],
  ])('certifiedOnly=%s → %o', (certifiedOnly, expected) => {
    expect(certifiedFacet(values, certifiedOnly).map((e) => e.value)).toEqual(expected);
  });
});
