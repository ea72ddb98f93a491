import { describe, expect, it } from 'vitest';
import {
  dealershipOptions,
  dealershipsSelling,
  locationOptions,
  salesLocations,
  vehicleMakeOptions,
} from './form-choices';

type SelectorConfig = Parameters<typeof dealershipOptions>[0];

const dealerships = [
  { id: '200', slug: 'north', name: 'North Motors' },
  { id: '210', slug: 'harbour', name: 'Harbour Auto' },
  { id: '220', slug: 'south', name: 'South Leisure' },
];
const locations = [
  { dealership_id: '200', location_type: 'sales', manufacturers: ['Toyota'] },
  { dealership_id: '210', location_type: 'service', manufacturers: ['Mazda'] },
  { dealership_id: '220', location_type: 'sales', manufacturers: ['Jayco'] },
];
const config = (selector: { makes?: string[]; locationTypes?: string[]; ids?: string[] } = {}) =>
  ({
    dealerships,
    locations,
    forms: { preferredDealership: 'shown', dealershipSelector: { makes: [], locationTypes: [], ids: [], ...selector } },
  }) as unknown as SelectorConfig;

describe('preferred dealership options (spec 02 §5: filtered by make, location type or a fixed list)', () => {
  it.each([
    [{}, ['north', 'harbour', 'south']],
    [{ makes: ['toyota'] }, ['north']],
    [{ locationTypes: ['service'] }, ['harbour']],
    [{ ids: ['200', '220'] }, ['north', 'south']],
    [{ makes: ['Toyota', 'jayco'], locationTypes: ['sales'] }, ['north', 'south']],
  ])('selector %j offers %j', (selector, slugs) => {
    expect(dealershipOptions(config(selector)).map((o) => o.value)).toEqual(slugs);
  });
});

describe('sales locations (the location select and test-drive bookings)', () => {
  it('keeps visible sales locations (an empty type counts as sales)', () => {
    const list = [
      { id: '1', visible: true, location_type: 'sales' },
      { id: '2', visible: true, location_type: '' },
      { id: '3', visible: false, location_type: 'sales' },
      { id: '4', visible: true, location_type: 'service' },
    ];
    expect(salesLocations(list as never).map((l) => l.id)).toEqual(['1', '2']);
  });
});

describe('routing choices of a group (issue 20)', () => {
  const at = (id: string, dealership_slug: string, manufacturers: string[], location_type = 'sales') =>
    ({ id, name: `Location ${id}`, dealership_slug, manufacturers, location_type, visible: true }) as never;
  const group = [
    at('1', 'toowoomba', ['Toyota']),
    at('2', 'penrith', ['Hyundai', 'MG', 'BYD']),
    at('3', 'penrith', ['Hyundai'], 'service'),
    at('4', 'ipswich', ['Mazda']),
  ];

  it('each location option carries its dealership', () => {
    expect(locationOptions(group)).toEqual([
      { value: '1', label: 'Location 1', dealership: 'toowoomba' },
      { value: '2', label: 'Location 2', dealership: 'penrith' },
      { value: '4', label: 'Location 4', dealership: 'ipswich' },
    ]);
  });

  it.each([
    ['BYD', ['penrith']],
    ['byd', ['penrith']],
    ['Hyundai', ['penrith']],
    ['Ford', []],
  ])('the dealerships selling %s are %j', (make, expected) => {
    expect(dealershipsSelling(make, group)).toEqual(expected);
  });

  it('the makes a test drive can be for, once each, in order', () => {
    expect(vehicleMakeOptions([{ make: 'Mazda' }, { make: 'BYD' }, { make: 'Mazda' }, { make: ' ' }])).toEqual([
      { value: 'BYD', label: 'BYD' },
      { value: 'Mazda', label: 'Mazda' },
    ]);
  });
});
