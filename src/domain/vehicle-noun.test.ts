import { describe, expect, it } from 'vitest';
import { itemNoun, resultsNoun, siteNoun } from './vehicle-noun';

describe('itemNoun', () => {
  it.each([
    [undefined, 'cars'],
    ['', 'cars'],
    ['caravan', 'caravans'],
    ['Caravan', 'caravans'],
    ['motorcycle', 'motorcycles'],
    ['truck', 'trucks'],
    ['boat', 'vehicles'],
  ])('%j → %s', (itemType, expected) => {
    expect(itemNoun(itemType)).toBe(expected);
  });
});

describe('siteNoun', () => {
  it.each([
    [['cars'], 'cars'],
    [['caravans'], 'caravans'],
    [['caravans', 'motorcycles'], 'vehicles'],
    [['cars', 'motorcycles', 'trucks'], 'vehicles'],
  ])('%j → %s', (itemTypes, expected) => {
    expect(siteNoun(itemTypes)).toBe(expected);
  });
});

describe('resultsNoun', () => {
  it.each([
    ['51 caravans', [{ value: 'caravan', count: 51 }], 51, 'caravans'],
    ['cars only (no item type)', [], 120, 'cars'],
    [
      'caravans and motorcycles',
      [
        { value: 'caravan', count: 51 },
        { value: 'motorcycle', count: 9 },
      ],
      60,
      'vehicles',
    ],
    ['cars and trucks', [{ value: 'truck', count: 4 }], 30, 'vehicles'],
    ['one motorcycle', [{ value: 'motorcycle', count: 1 }], 1, 'motorcycles'],
    ['no results: the site’s noun', [], 0, 'caravans'],
  ])('%s', (_name, counts, total, expected) => {
    expect(resultsNoun(counts, total, 'caravans')).toBe(expected);
  });
  it('a refined item type is what every result is, whatever its own facet counts', () => {
    expect(
      resultsNoun(
        [
          { value: 'caravan', count: 51 },
          { value: 'motorcycle', count: 9 },
        ],
        51,
        'vehicles',
        ['caravan'],
      ),
    ).toBe('caravans');
    expect(resultsNoun([], 0, 'vehicles', ['motorcycle'])).toBe('motorcycles');
  });
});
