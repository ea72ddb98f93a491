import { describe, expect, it } from 'vitest';
import type { SiteLocation } from '../../config';
import { POSTCODE_CENTRES } from '../../data/postcodes';
import { haversineKm, sortByDistance } from '../../domain/locations';
import { lookupPostcode, postcodeTableFor } from './postcode-lookup';

const table = { '4000': [-27.47, 153.03], '4350': [-27.56, 151.95], '4352': [-27.5, 151.9] } as const;

describe('lookupPostcode', () => {
  it.each([
    ['4000', { lat: -27.47, lng: 153.03, postcode: '4000', exact: true }],
    [' 4350 ', { lat: -27.56, lng: 151.95, postcode: '4350', exact: true }],
    ['4351', { lat: -27.56, lng: 151.95, postcode: '4350', exact: false }],
    ['4353', { lat: -27.5, lng: 151.9, postcode: '4352', exact: false }],
  ])('%s resolves', (input, expected) => expect(lookupPostcode(input, table)).toEqual(expected));
  it.each(['', '400', '40000', 'abcd', '9999', '4100'])('%j is not found', (input) => expect(lookupPostcode(input, table)).toBeUndefined());
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
    const brisbane = lookupPostcode('4000', POSTCODE_CENTRES)!;
    const sydney = lookupPostcode('2000', POSTCODE_CENTRES)!;
    expect(haversineKm(brisbane, sydney)).toBeGreaterThan(700);
    expect(haversineKm(brisbane, sydney)).toBeLessThan(760);
    const ipswich = lookupPostcode('4305', POSTCODE_CENTRES)!;
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
