import { describe, expect, it } from 'vitest';
import { carTypeLabel, sortByCarType } from './car-types';

describe('sortByCarType', () => {
  it('orders new, demo, used, then anything else', () => {
    const entries = [{ value: 'used' }, { value: 'other' }, { value: 'new' }, { value: 'demo' }];
    expect(sortByCarType(entries).map((e) => e.value)).toEqual(['new', 'demo', 'used', 'other']);
  });
});

describe('carTypeLabel', () => {
  it.each([
    ['new', {}, 'New'],
    ['demo', {}, 'Demo'],
    ['used', {}, 'Used'],
    ['used', { usedLabel: 'Pre-Owned' }, 'Pre-Owned'],
    ['new', { usedLabel: 'Pre-Owned' }, 'New'],
  ] as const)('%s %o → %s', (type, options, expected) => {
    expect(carTypeLabel(type, options)).toBe(expected);
  });
});
