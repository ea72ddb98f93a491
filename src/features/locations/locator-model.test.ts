import { describe, expect, it } from 'vitest';
import { distanceLabel, loneOptionValue, rankByDistance } from './locator-model';

const brisbane = { lat: -27.47, lng: 153.03 };

describe('rankByDistance', () => {
  it('sorts nearest first and puts locations without coordinates last', () => {
    const ranked = rankByDistance(
      [
        { id: 'tamworth', lat: -31.11, lng: 150.93 },
        { id: 'nowhere' },
        { id: 'logan', lat: -27.64, lng: 153.13 },
        { id: 'toowoomba', lat: -27.58, lng: 151.95 },
      ],
      brisbane,
    );
    expect(ranked.map((r) => r.id)).toEqual(['logan', 'toowoomba', 'tamworth', 'nowhere']);
    expect(ranked[0]?.km).toBeGreaterThan(20);
    expect(ranked[0]?.km).toBeLessThan(23);
    expect(ranked[3]?.km).toBeUndefined();
  });
  it('is 0 km from its own point', () => expect(rankByDistance([{ id: 'a', ...brisbane }], brisbane)[0]?.km).toBe(0));
});

describe('distanceLabel', () => {
  it.each([
    [0, '0.0'],
    [3.44, '3.4'],
    [9.94, '9.9'],
    [9.96, '10'],
    [10.4, '10'],
    [152.6, '153'],
    [1234.2, '1,234'],
  ])('%s km → %s', (km, label) => expect(distanceLabel(km)).toBe(label));
});

describe('loneOptionValue', () => {
  it.each([
    [['', 'gladstone'], 'gladstone'],
    [['gladstone'], 'gladstone'],
    [['', 'a', 'b'], undefined],
    [[''], undefined],
    [[], undefined],
  ])('%j → %s', (values, expected) => expect(loneOptionValue(values)).toBe(expected));
});
