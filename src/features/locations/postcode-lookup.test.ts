import { describe, expect, it } from 'vitest';
import type { SiteLocation } from '../../config';
import { POSTCODE_CENTRES } from '../../data/postcodes';
import { haversineKm, sortByDistance } from '../../domain/locations';
import { lookupPostcode, postcodeTableFor } from './postcode-lookup';
import { postcodeState } from '../../domain/postcode-state';

const table = { '4000': [-27.47, 153.03], '4350': [-27.56, 151.95], '4352': [-27.5, 151.9] } as const;

describe('lookupPostcode', () => {
  const found = (lat: number, lng: number, postcode: string, exact: boolean) => ({
    kind: 'found',
    lat,
    lng,
    postcode,
    exact,
  });
  it.each([
    ['4000', found(-27.47, 153.03, '4000', true)],
    [' 4350 ', found(-27.56, 151.95, '4350', true)],
    ['4351', found(-27.56, 151.95, '4350', false)],
    ['4353', found(-27.5, 151.9, '4352', false)],
    // Not in the table and no listed postcode shares its first three digits: the same first two (43xx), nearest.
    ['4370', found(-27.5, 151.9, '4352', false)],
    // Nothing listed with the same first two digits: the nearest listed postcode of the same state.
    ['4100', found(-27.47, 153.03, '4000', false)],
    ['4999', found(-27.5, 151.9, '4352', false)],
  ])('%s resolves', (input, expected) => expect(lookupPostcode(input, table)).toEqual(expected));

  it.each([
    ['9999', 'a QLD PO box range: the nearest listed QLD postcode', 'found'],
    ['2000', 'NSW with no NSW postcode listed', 'unknown'],
    ['0100', 'a number no state uses', 'unknown'],
    ['0500', 'a number no state uses', 'unknown'],
  ])('%s (%s) → %s', (input, _why, kind) => expect(lookupPostcode(input, table).kind).toBe(kind));

  it.each(['', '400', '40000', 'abcd', '4 00'])('%j is not a postcode', (input) =>
    expect(lookupPostcode(input, table)).toEqual({ kind: 'invalid' }),
  );

  it('keeps a borrowed postcode inside the state, even when another state is numerically nearer', () => {
    const border = { '2618': [-35.2, 149.0], '2620': [-35.36, 149.23] } as const;
    // 2619 is NSW (Queanbeyan's neighbour); 2618 is ACT (same first three digits but another territory).
    expect(lookupPostcode('2619', border)).toEqual(found(-35.36, 149.23, '2620', false));
  });
});

describe('the bundled table covers real postcodes it does not list', () => {
  it.each(['4421', '4680', '4681', '2795', '6725', '0870', '7250', '5290', '3550', '2913', '0872'])(
    '%s resolves to a listed postcode in its own state',
    (code) => {
      const result = lookupPostcode(code, POSTCODE_CENTRES);
      expect(result.kind).toBe('found');
      if (result.kind === 'found') expect(postcodeState(result.postcode)).toBe(postcodeState(code));
    },
  );
});

describe('postcodeTableFor', () => {
  it("adds each location's own postcode at its own coordinates, averaging shared ones", () => {
    const locations = [
      { address: { postcode: '2830', lat: -32.2, long: 148.6 } },
      { address: { postcode: '2830', lat: -32.3, long: 148.62 } },
      { address: { postcode: '9999', lat: -30, long: 140 } },
      { address: { postcode: '2000' } },
    ] as Pick<SiteLocation, 'address'>[];
    const merged = postcodeTableFor(locations, table);
    expect(merged['2830']?.[0]).toBeCloseTo(-32.25);
    expect(merged['2830']?.[1]).toBeCloseTo(148.61);
    expect(merged['9999']).toEqual([-30, 140]);
    expect(merged['2000']).toBeUndefined();
    expect(merged['4000']).toEqual([-27.47, 153.03]);
  });
});

describe('the bundled table', () => {
  it('holds only 4-digit postcodes with points inside Australia', () => {
    for (const [code, [lat, lng]] of Object.entries(POSTCODE_CENTRES)) {
      expect(code).toMatch(/^\d{4}$/);
      expect(lat).toBeGreaterThan(-44);
      expect(lat).toBeLessThan(-10);
      expect(lng).toBeGreaterThan(112);
      expect(lng).toBeLessThan(154);
    }
  });
  it('puts Brisbane about 730 km from Sydney and Toowoomba first from Ipswich', () => {
    const point = (code: string) => {
      const result = lookupPostcode(code, POSTCODE_CENTRES);
      if (result.kind !== 'found') throw new Error(`${code} not found`);
      return result;
    };
    const brisbane = point('4000');
    const sydney = point('2000');
    expect(haversineKm(brisbane, sydney)).toBeGreaterThan(700);
    expect(haversineKm(brisbane, sydney)).toBeLessThan(760);
    const ipswich = point('4305');
    const sorted = sortByDistance(
      [
        { id: 'tamworth', name: 'Tamworth', address: { lat: -31.11, long: 150.93 } },
        { id: 'toowoomba', name: 'Toowoomba', address: { lat: -27.58, long: 151.95 } },
      ],
      ipswich,
    );
    expect(sorted.map((l) => l.id)).toEqual(['toowoomba', 'tamworth']);
  });
});
