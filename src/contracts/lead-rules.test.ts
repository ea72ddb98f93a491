import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LeadSubmissionSchema } from './lead';
import { checkLeadRules, DEFAULT_LEAD_FORM_RULES, leadEventId } from './lead-rules';
import type { LeadFormRules } from '../site/form-rules';

const person = { name: 'Ann', email: 'ann@example.com', phone: '0412 345 678', message: 'Hi' };
const rules = (over: Partial<LeadFormRules> = {}): LeadFormRules => ({ ...DEFAULT_LEAD_FORM_RULES, ...over });
const lead = (body: Record<string, unknown>) => v.parse(LeadSubmissionSchema, { ...person, ...body });
const paths = (body: Record<string, unknown>, r: LeadFormRules) => checkLeadRules(lead(body), r).map((i) => i.path);

describe('terms of use (spec 02 §5): only where the form carries the box as required', () => {
  const terms = rules({ termsRequired: true });
  it.each([
    ['enquiry', { kind: 'enquiry', car_id: '1' }, ['terms_conditions']],
    ['general', { kind: 'general' }, ['terms_conditions']],
    ['offer enquiry', { kind: 'offer_enquiry', offer_id: 'o1' }, ['terms_conditions']],
    ['find me something similar', { kind: 'find_similar', car_id: '1' }, ['terms_conditions']],
    ['finance', { kind: 'finance' }, ['terms_conditions']],
    // Optional on the test drive (spec 01 §5.5); no box on trade-in, valuation or request photos.
    ['test drive', { kind: 'test_drive', car_id: '1' }, []],
    ['trade-in', { kind: 'trade_in', postcode: '4000' }, []],
    ['valuation', { kind: 'valuation' }, []],
    ['request photos', { kind: 'request_photos', car_id: '1' }, []],
  ])('%s', (_label, body, expected) => {
    expect(paths(body, terms)).toEqual(expected);
    expect(paths({ ...body, terms_conditions: true }, terms)).toEqual([]);
  });
});

describe('location (spec 02 §5): on the select`s own name, only where the form has one', () => {
  it('is reported on location_id, so it shows at the select', () => {
    expect(checkLeadRules(lead({ kind: 'general' }), rules({ locationRequired: 'always' }))).toEqual([
      { path: 'location_id', message: 'Please choose a location.' },
    ]);
  });

  it.each([
    ['general', { kind: 'general' }, true],
    ['test drive', { kind: 'test_drive' }, true],
    ['valuation', { kind: 'valuation' }, true],
    ['finance', { kind: 'finance' }, true],
    ['trade-in (no location on its form)', { kind: 'trade_in', postcode: '4000' }, false],
    ['request photos (no location on its form)', { kind: 'request_photos', car_id: '1' }, false],
  ])('always: %s → required %s', (_label, body, required) => {
    expect(paths(body, rules({ locationRequired: 'always' }))).toEqual(required ? ['location_id'] : []);
    expect(paths({ ...body, location_id: '101' }, rules({ locationRequired: 'always' }))).toEqual([]);
  });

  it('new cars: only a lead about a new car, and the car`s location answers it', () => {
    const newCars = rules({ locationRequired: 'new-cars' });
    expect(paths({ kind: 'enquiry', car_id: '1', car_type: 'new' }, newCars)).toEqual(['location_id']);
    expect(paths({ kind: 'enquiry', car_id: '1', car_type: 'new', location_id: '101' }, newCars)).toEqual([]);
    expect(paths({ kind: 'enquiry', car_id: '1', car_type: 'used' }, newCars)).toEqual([]);
    expect(paths({ kind: 'general' }, newCars)).toEqual([]);
  });
});

describe('preferred dealership (spec 02 §5): shown and required only with more than one to choose', () => {
  const group = rules({ dealershipSlugs: ['north', 'south'] });
  it.each([
    ['general', { kind: 'general' }, true],
    ['offer enquiry', { kind: 'offer_enquiry', offer_id: 'o1' }, true],
    ['finance', { kind: 'finance' }, true],
    ['an enquiry about a car (its dealership is known)', { kind: 'enquiry', car_id: '1' }, false],
    ['test drive (no dealership select)', { kind: 'test_drive' }, false],
    ['trade-in', { kind: 'trade_in', postcode: '4000' }, false],
  ])('%s → required %s', (_label, body, required) => {
    expect(paths(body, group)).toEqual(required ? ['dealership_slug'] : []);
  });

  it('accepts only an offered dealership, and asks nothing when one is left or the select is hidden', () => {
    expect(paths({ kind: 'general', dealership_slug: 'south' }, group)).toEqual([]);
    expect(paths({ kind: 'general', dealership_slug: 'east' }, group)).toEqual(['dealership_slug']);
    expect(paths({ kind: 'general' }, rules({ dealershipSlugs: ['north'] }))).toEqual([]);
    expect(
      paths({ kind: 'general' }, rules({ dealershipSlugs: ['north', 'south'], dealershipSelectHidden: true })),
    ).toEqual([]);
  });
});

describe('a location belongs to its dealership (issue 20)', () => {
  const group = rules({
    dealershipSlugs: ['north', 'south'],
    locationDealerships: { n1: 'north', n2: 'north', s1: 'south' },
  });
  it.each([
    ['a location of the chosen dealership', { kind: 'general', dealership_slug: 'north', location_id: 'n2' }, []],
    [
      'a location of another dealership',
      { kind: 'general', dealership_slug: 'north', location_id: 's1' },
      ['location_id'],
    ],
    ['the same, sent as location', { kind: 'finance', dealership_slug: 'south', location: 'n1' }, ['location_id']],
    ['a location without a dealership chosen', { kind: 'test_drive', location_id: 's1' }, []],
  ])('%s → %j', (_label, body, expected) => {
    expect(paths(body, group)).toEqual(expected);
  });

  it('says so in plain words', () => {
    const [issue] = checkLeadRules(lead({ kind: 'general', dealership_slug: 'north', location_id: 's1' }), group);
    expect(issue?.message).toBe(
      "That location is not part of the dealership you chose. Please choose one of that dealership's locations, or another dealership.",
    );
  });
});

describe('event ids (spec 02 §9)', () => {
  it.each([
    ['new enquiry', { kind: 'enquiry', car_id: '1', car_type: 'new' }, 14],
    ['demo enquiry', { kind: 'enquiry', car_id: '1', car_type: 'demo' }, 14],
    ['used enquiry', { kind: 'enquiry', car_id: '1', car_type: 'used' }, 15],
    ['new test drive', { kind: 'test_drive', car_id: '1', car_type: 'new' }, 17],
    ['used Test Drive Only car', { kind: 'test_drive', car_id: '1', car_type: 'used', tag: 'test drive only' }, 17],
    ['used test drive', { kind: 'test_drive', car_id: '1', car_type: 'used' }, 48],
    ['test drive without a car', { kind: 'test_drive' }, 17],
    ['finance', { kind: 'finance' }, 9],
    ['general', { kind: 'general' }, 22],
    ['trade-in', { kind: 'trade_in', postcode: '4000' }, undefined],
  ])('%s → %s', (_label, body, id) => {
    expect(leadEventId(lead(body))).toBe(id);
  });

  it("sends a general category's configured id, and 22 for one the site does not list", () => {
    const site = { categoryEventIds: { 'General Enquiry': 22, 'Join Our Team': 51 } };
    expect(leadEventId(lead({ kind: 'general', category: 'Join Our Team' }), site)).toBe(51);
    expect(leadEventId(lead({ kind: 'general', category: 'Careers' }), site)).toBe(22);
    expect(leadEventId(lead({ kind: 'general' }), site)).toBe(22);
  });
});
