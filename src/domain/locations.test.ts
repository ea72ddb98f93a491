import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  filterLocations,
  locationsFor,
  haversineKm,
  showSwipeHint,
  sortByDistance,
  type DealerLocation,
  type LocationFilter,
} from './locations';

const locations: DealerLocation[] = [
  { id: 'a', name: 'Main', primary: true, location_type: 'sales' },
  { id: 'b', name: 'Service Centre', location_type: 'service' },
  { id: 'c', name: 'Parts', location_type: 'parts' },
  { id: 'd', name: 'Annex', location_type: '' },
  { id: 'e', name: 'Hidden', location_type: 'sales', visible: false },
  { id: 'f', name: 'Used', location_type: 'Sales' },
];

describe('filterLocations', () => {
  it.each<[LocationFilter, string[]]>([
    ['all', ['a', 'b', 'c', 'd', 'f']],
    ['primary', ['a']],
    ['sales', ['a', 'd', 'f']],
    ['service', ['b']],
    ['parts', ['c']],
    ['service-and-parts', ['b', 'c']],
    [{ id: 'c' }, ['c']],
    [{ id: 'e' }, []],
  ])('%o → %o', (filter, ids) => {
    expect(filterLocations(locations, filter).map((l) => l.id)).toEqual(ids);
  });
});

describe('haversineKm (6371 km)', () => {
  const brisbane = { lat: -27.4698, lng: 153.0251 };
  const sydney = { lat: -33.8688, lng: 151.2093 };
  it.each([
    [brisbane, brisbane, 0],
    [brisbane, sydney, 732],
    [{ lat: 0, lng: 0 }, { lat: 0, lng: 180 }, Math.round(Math.PI * 6371)],
    [{ lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 111],
  ])('%o → %o ≈ %i km', (a, b, km) => {
    expect(Math.round(haversineKm(a, b))).toBe(km);
  });

  it('is symmetric and never negative', () => {
    const point = fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = haversineKm(a, b);
        return d >= 0 && Math.abs(d - haversineKm(b, a)) < 1e-6 && d <= Math.PI * 6371 + 1e-6;
      }),
    );
  });
});

describe('sortByDistance', () => {
  it('puts the nearest first and locations without coordinates last', () => {
    const list: DealerLocation[] = [
      { id: 'syd', name: 'Sydney', address: { lat: -33.8688, long: 151.2093 } },
      { id: 'none', name: 'No map', address: {} },
      { id: 'gc', name: 'Gold Coast', address: { lat: -28.0167, long: 153.4 } },
    ];
    expect(sortByDistance(list, { lat: -27.4698, lng: 153.0251 }).map((l) => l.id)).toEqual(['gc', 'syd', 'none']);
  });
});

describe('showSwipeHint', () => {
  it.each([
    [3, false],
    [4, true],
  ])('%i cards → %s', (count, expected) => {
    expect(showSwipeHint(count)).toBe(expected);
  });
});

describe('locationsFor (the locations a page lists)', () => {
  const places = [
    { id: 's', name: 'Sales', location_type: 'sales' },
    { id: 'v', name: 'Service', location_type: 'service' },
    { id: 'h', name: 'Hidden parts', location_type: 'parts', visible: false },
  ];
  it.each([
    [['parts', 'service-and-parts'], ['v']],
    [['service'], ['v']],
    [['sales'], ['s']],
    [['parts'], ['s', 'v']],
    [[], ['s', 'v']],
  ] as const)('%j → %j', (preference, ids) => {
    expect(locationsFor(places, preference).map((l) => l.id)).toEqual(ids);
  });
});
