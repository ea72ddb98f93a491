import { describe, expect, it } from 'vitest';
import { makeCar } from '../../domain/car.fixture';
import { DEFAULT_LEAD_FORM_RULES } from '../../api/schemas/lead-rules';
import { carLeadFields, dealershipOptions, locationRequired, showsDealershipSelect } from './form-setup';

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
const config = (selector: { makes?: string[]; locationTypes?: string[]; ids?: string[] } = {}, preferredDealership = 'shown') =>
  ({ dealerships, locations, forms: { preferredDealership, dealershipSelector: { makes: [], locationTypes: [], ids: [], ...selector } } }) as unknown as SelectorConfig;

describe('preferred dealership (spec 02 §5)', () => {
  it.each([
    [{}, ['north', 'harbour', 'south']],
    [{ makes: ['toyota'] }, ['north']],
    [{ locationTypes: ['service'] }, ['harbour']],
    [{ ids: ['200', '220'] }, ['north', 'south']],
  ])('selector %j offers %j', (selector, slugs) => {
    expect(dealershipOptions(config(selector)).map((o) => o.value)).toEqual(slugs);
  });

  it('is shown only with more than one dealership, not hidden or removed, and not about a car', () => {
    expect(showsDealershipSelect(config(), false)).toBe(true);
    expect(showsDealershipSelect(config(), true)).toBe(false);
    expect(showsDealershipSelect(config({}, 'hidden'), false)).toBe(false);
    expect(showsDealershipSelect(config({}, 'removed'), false)).toBe(false);
    expect(showsDealershipSelect({ ...config(), dealerships: dealerships.slice(0, 1) } as never, false)).toBe(false);
  });
});

describe('location required (spec 02 §5)', () => {
  it.each([
    ['never', 'new', false],
    ['always', 'used', true],
    ['new-cars', 'new', true],
    ['new-cars', 'used', false],
    ['new-cars', undefined, false],
  ] as const)('%s for a %s car → %s', (setting, carType, required) => {
    expect(locationRequired({ ...DEFAULT_LEAD_FORM_RULES, locationRequired: setting }, carType)).toBe(required);
  });
});

describe('lead form defaults for a car (spec 02 §3)', () => {
  it('sends ids, stock number, make, model, type, status, tag and location; nothing empty', () => {
    const car = makeCar({ id: '1007', stocknum: 'S7', make: 'Toyota', model: 'bZ4X', car_type: 'demo', status: 'in_stock', tag: 'Test Drive Only', dealership_id: '100', dealership_slug: 'fixture-toyota', location: { id: '101', name: 'Sales' } });
    expect(carLeadFields(car)).toEqual({
      car_id: '1007',
      car_dealership_id: '100',
      dealership_slug: 'fixture-toyota',
      stock_number: 'S7',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'bZ4X',
      car_type: 'demo',
      vehicle_status: 'in_stock',
      tag: 'Test Drive Only',
      location_id: '101',
    });
    expect(carLeadFields(makeCar({ id: '1', tag: undefined, stocknum: '' }))).not.toHaveProperty('tag');
  });
});
