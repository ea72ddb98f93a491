import { describe, expect, it } from 'vitest';
import { makeCar } from '../../domain/car.fixture';
import { DEFAULT_LEAD_FORM_RULES } from '../../contracts/lead-rules';
import type { LeadFormRules } from '../../site/form-rules';
import { aboutCar, carLeadFields, type LeadFormSetup } from './form-setup';
import { locationField } from './form-site';

const rules = (over: Partial<LeadFormRules> = {}): LeadFormRules => ({ ...DEFAULT_LEAD_FORM_RULES, ...over });

describe('the location select of a form (spec 02 §5)', () => {
  it.each([
    ['never: optional on a general form', rules(), 'general', undefined, 'optional'],
    ['always: required on a general form', rules({ locationRequired: 'always' }), 'general', undefined, 'required'],
    [
      'always: required on /book-test-drive',
      rules({ locationRequired: 'always' }),
      'test_drive',
      undefined,
      'required',
    ],
    ['always: required on the valuation', rules({ locationRequired: 'always' }), 'valuation', undefined, 'required'],
    ['new cars: optional without a car', rules({ locationRequired: 'new-cars' }), 'general', undefined, 'optional'],
    [
      'new cars: required about a new car',
      rules({ locationRequired: 'new-cars' }),
      'enquiry',
      { car_type: 'new' },
      'required',
    ],
    [
      'new cars: not asked about a used car (its own location answers)',
      rules({ locationRequired: 'new-cars' }),
      'enquiry',
      { car_type: 'used' },
      false,
    ],
    ['never: not asked about a car', rules(), 'test_drive', { car_type: 'new' }, false],
  ] as const)('%s', (_label, r, kind, car, field) => {
    expect(locationField(r, kind, car)).toBe(field);
  });
});

describe('lead form defaults for a car (spec 02 §3)', () => {
  it('sends ids, stock number, make, model, type, status, tag and location; nothing empty', () => {
    const car = makeCar({
      id: '1007',
      stocknum: 'S7',
      make: 'Toyota',
      model: 'bZ4X',
      car_type: 'demo',
      status: 'in_stock',
      tag: 'Test Drive Only',
      dealership_id: '100',
      dealership_slug: 'fixture-toyota',
      location: { id: '101', name: 'Sales' },
    });
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

describe('a setup built without a car, about one car', () => {
  const setup: LeadFormSetup = {
    kind: 'finance',
    fixed: { kind: 'finance', category: 'Finance' },
    numberFields: [],
    heading: 'Finance enquiry',
    shown: [],
    carFromQuery: true,
  };
  const lead = { fixed: { car_id: '1001', location_id: '101' }, car: { id: '1001', title: '2026 Toyota HiLux' } };

  it("adds the car's lead fields and enquiry car, and no longer reads the car from the query", () => {
    const about = aboutCar(setup, lead);
    expect(about.fixed).toEqual({ car_id: '1001', location_id: '101', kind: 'finance', category: 'Finance' });
    expect(about.car).toEqual(lead.car);
    expect(about).not.toHaveProperty('carFromQuery');
  });

  it("keeps the form's own fixed fields over the car's", () => {
    expect(aboutCar({ ...setup, fixed: { kind: 'finance', car_id: 'x' } }, lead).fixed.car_id).toBe('x');
  });
});
