import { describe, expect, it } from 'vitest';
import { sortByCarType } from './car-types';

describe('sortByCarType', () => {
  it('orders new, demo, used, then anything else', () => {
    const entries = [{ value: 'used' }, { value: 'other' }, { value: 'new' }, { value: 'demo' }];
    expect(sortByCarType(entries).map((e) => e.value)).toEqual(['new', 'demo', 'used', 'other']);
  });
});
