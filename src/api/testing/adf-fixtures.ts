/** One valid submission of every lead kind, a car and a group's place, for the ADF tests. */
import * as v from 'valibot';
import { LeadSubmissionSchema, type LeadKind } from '../../contracts/lead';
import type { StoredLead } from '../storage/types';
import type { AdfParties } from '../forward/adf-parties';

const contact = {
  name: 'Zoë',
  last_name: "O'Brien",
  email: 'zoe@example.com',
  phone: '0412 345 678',
  postcode: '2750',
};
const carFields = {
  car_id: 'car-9',
  'Vehicle Make': 'Toyota',
  'Vehicle Model': 'Corolla',
  stock_number: 'PEN-77',
  car_type: 'demo',
};
const ownCar = {
  rego: 'abc 123',
  regoState: 'nsw',
  kms: 45_000,
  trade_year: 2015,
  trade_make: 'Ford',
  trade_model: 'Ranger',
};

/** A body of each kind; the type makes the compiler name a kind left out. */
export const ADF_BODIES: Record<LeadKind, Record<string, unknown>> = {
  enquiry: { ...contact, under_finance: 'Yes', has_trade_in: 'No', message: 'Is it still there?' },
  test_drive: { ...contact, location_id: 'loc-penrith', appointment: '2026-11-23T09:00:00+11:00' },
  finance: { ...contact, purchase_price: 30_000, deposit: 5_000, term_years: 5, repayment_frequency: 'weekly' },
  trade_in: { ...contact, ...ownCar },
  valuation: { ...contact, ...ownCar },
  valuation_adjustments: { lead_id: 'lead-parent', adjustmentAnswers: { accident: 'No', keys: '2+', serviced: true } },
  valuation_rego_lookup: { lead_id: 'lead-parent', rego: 'xyz 9', regoState: 'vic' },
  valuation_offer_accepted: { lead_id: 'lead-parent', offer_accepted: true, offer_amount: 21_500 },
  offer_enquiry: { ...contact, offer_id: 'spring-sale', offer_name: 'Spring Sale: $0 deposit' },
  find_similar: { ...contact, message: 'Something like it, but blue' },
  request_photos: contact,
  general: { ...contact, category: 'Service', Rego: 'QWE12', additional_services: ['Tyres', 'Wheel alignment'] },
};

/** Kinds whose schema carries the car fields. */
const WITH_CAR_FIELDS = new Set<LeadKind>([
  'enquiry',
  'test_drive',
  'finance',
  'trade_in',
  'offer_enquiry',
  'find_similar',
  'request_photos',
]);

/** The parent of the valuation steps: the valuation lead that created them. */
export const PARENT_LEAD: StoredLead = {
  id: 'lead-parent',
  kind: 'valuation',
  parentLeadId: null,
  carId: null,
  eventId: 22,
  createdAt: Date.parse('2026-11-22T23:00:00Z'),
  payload: v.parse(LeadSubmissionSchema, { kind: 'valuation', ...ADF_BODIES.valuation }) as Record<string, unknown>,
};

/** A stored lead of a kind, about the car or not, as the lead API stores it. */
export function storedLead(kind: LeadKind, withCar: boolean): StoredLead {
  const car = withCar && WITH_CAR_FIELDS.has(kind);
  const { idempotency_key: _key, ...payload } = v.parse(LeadSubmissionSchema, {
    kind,
    ...ADF_BODIES[kind],
    ...(car ? carFields : {}),
  });
  return {
    id: `lead-${kind}`,
    kind,
    parentLeadId: 'lead_id' in payload ? String(payload.lead_id) : null,
    carId: car ? 'car-9' : null,
    eventId: null,
    createdAt: Date.parse('2026-11-22T23:30:00Z'),
    payload: payload as Record<string, unknown>,
  };
}

/** A group dealership's Penrith yard (NSW), for a group whose head office is in Queensland. */
export const PENRITH: NonNullable<AdfParties['location']> = {
  id: 'loc-penrith',
  name: 'Penrith',
  timeZone: 'Australia/Sydney',
  phone: '02 4700 0000',
  address: { street: '1 Mulgoa Rd', city: 'Penrith', state: 'NSW', postcode: '2750' },
};

/** Everything a lead about the Penrith car resolves to. */
export function penrithParties(withCar: boolean, parent?: StoredLead): AdfParties {
  return {
    vendorName: 'Southern Cross Motor Group Pty Ltd',
    siteName: 'southern-cross-motor-group',
    dealership: { id: 'scm-toyota', name: 'Southern Cross Toyota' },
    location: PENRITH,
    ...(withCar
      ? {
          car: {
            id: 'car-9',
            make: 'Toyota',
            model: 'Corolla',
            car_type: 'demo' as const,
            year: 2025,
            badge: 'Ascent Sport',
            vin: 'JTNB23HE80J000001',
            stocknum: 'PEN-77',
            price: 31_990,
            km: 1_200,
          },
        }
      : {}),
    ...(parent ? { parent } : {}),
  };
}
