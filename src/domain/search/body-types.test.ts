import { describe, expect, it } from 'vitest';
import { BODY_TYPES, BODY_TYPE_LABELS, bodyFacetValue, bodyTypeOf, offeredBodies } from './body-types';

describe('BODY_TYPES', () => {
  it('are the twenty types of spec 02 §9, in its order', () => {
    expect(BODY_TYPES).toEqual([
      '4x4',
      'bus',
      'cabChassis',
      'convertible',
      'coupe',
      'ev',
      'hardtop',
      'hatch',
      'hatchback',
      'motorhome',
      'lightTruck',
      'peopleMover',
      'prestige',
      'sedan',
      'softtop',
      'suv',
      'ute',
      'van',
      'wagon',
      'stationWagon',
    ]);
  });
  it('each reads back from its own id and its label', () => {
    for (const type of BODY_TYPES) {
      expect(bodyTypeOf(type)).toBe(type);
      expect(bodyTypeOf(BODY_TYPE_LABELS[type])).toBe(type);
    }
  });
});

describe('bodyTypeOf', () => {
  it.each([
    ['Cab Chassis', 'cabChassis'],
    ['cab-chassis', 'cabChassis'],
    ['CAB CHASSIS', 'cabChassis'],
    ['People Mover', 'peopleMover'],
    ['Light Truck', 'lightTruck'],
    ['Station Wagon', 'stationWagon'],
    ['Wagon', 'wagon'],
    ['Hatch', 'hatch'],
    ['Hatchback', 'hatchback'],
    ['Soft Top', 'softtop'],
    ['4X4', '4x4'],
    ['SUV', 'suv'],
    ['Utility', 'ute'],
    ['Pick-up', 'ute'],
    ['Cabriolet', 'convertible'],
    ['MPV', 'peopleMover'],
    ['Medium Truck', undefined],
    ['Motorcycle', undefined],
    ['Caravan', undefined],
    ['', undefined],
  ])('%j → %s', (value, expected) => {
    expect(bodyTypeOf(value)).toBe(expected);
  });
});

describe('bodyFacetValue', () => {
  it.each([
    ['cab-chassis', 'Cab Chassis'],
    ['PEOPLE MOVER', 'People Mover'],
    ['suv', 'SUV'],
    ['Utility', 'Ute'],
    ['Medium Truck', 'Medium Truck'],
  ])('%j is indexed as %j', (value, expected) => {
    expect(bodyFacetValue(value)).toBe(expected);
  });
});

describe('offeredBodies', () => {
  const facet = ['SUV', 'Ute', 'Medium Truck', 'Cab Chassis', 'Motorcycle'].map((value) => ({ value }));
  it('keeps only the listed types', () => {
    expect(offeredBodies(facet, ['ute', 'cabChassis']).map((e) => e.value)).toEqual(['Ute', 'Cab Chassis']);
  });
  it('keeps every value when the site lists none', () => {
    expect(offeredBodies(facet, [])).toEqual(facet);
  });
});
