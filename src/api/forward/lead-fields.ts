/**
 * The one list of what the dealer reads about each field a lead carries: its label, the section of the
 * readable email it shows in, and whether it is a line of the ADF comments. Every field of every lead
 * body (and of the leads the API writes itself) is named, typed, so a new form field is either shown
 * here or said to be left out and why: the readable email and the ADF document both read this list.
 * The JSON webhook carries every field as sent.
 */
import { formatAud, formatAudCents } from '../../domain/money';
import type { ApiCar } from '../deps';
import type { LeadSubmission, PhoneRevealInput } from '../../contracts/lead';
import { adfText as text } from './adf-vehicle';

type KeysOf<T> = T extends unknown ? keyof T : never;
/** Fields of the leads the API writes itself: reservations and paid deposits (reservation-leads.ts). */
type WrittenField =
  | 'reservation_id'
  | 'held_until'
  | 'deposit_cents'
  | 'paid_cents'
  | 'payment_ref'
  | 'test_payment'
  | 'year';
/** Every field a stored lead's payload can hold. */
export type LeadField = Exclude<KeysOf<LeadSubmission> | keyof PhoneRevealInput | WrittenField, 'kind'>;

/** The readable email's sections, in order. */
const LEAD_SECTIONS = [
  'Who',
  'Car',
  'Their message',
  'Test drive and reservation',
  'Trade-in',
  'Finance',
  'Lead',
] as const;
/** One section of the readable email. */
export type LeadSection = (typeof LEAD_SECTIONS)[number];

/** What a field's value is read with: the payload, the car, and times in the reader's form. */
export interface FieldReading {
  p: Record<string, unknown>;
  car?: ApiCar;
  /** A time as the channel writes it (the location's zone). */
  time: (iso: unknown) => string | undefined;
}

/** A payload number as whole dollars ("$30,000"); anything else is absent. */
export const money = (value: unknown) => (typeof value === 'number' ? formatAud(value) : undefined);
/** A payload answer: true and false as Yes and No, text as it is. */
export const yesNo = (value: unknown) => (value === true ? 'Yes' : value === false ? 'No' : text(value));
const joined = (parts: (string | undefined)[], separator = ' ') => parts.filter(Boolean).join(separator) || undefined;

/** A field shown as one row (and, with `adf`, one comment line: `line` labelled, `bare` as it is). */
interface Shown {
  section: LeadSection;
  label: string;
  /** The row's value; the field as text when absent. */
  value?: (r: FieldReading) => string | undefined;
  adf?: 'line' | 'bare';
}
/** A field read by another field's row (year, make and model make one Car row). */
interface PartOf {
  partOf: LeadField;
}
/** A field the dealer does not read in the email or ADF comments, and why. */
interface LeftOut {
  leftOut: string;
}

const ADF_ELEMENT = 'an element of its own in the ADF document';

/** Every lead field, in the order the readable email shows them within their sections. */
export const LEAD_FIELDS = {
  name: { section: 'Who', label: 'Name', value: ({ p }) => joined([text(p.name), text(p.last_name)]) },
  last_name: { partOf: 'name' },
  phone: { section: 'Who', label: 'Phone' },
  email: { section: 'Who', label: 'Email' },
  // The state alone is the form's default, not the shopper's: shown only beside their postcode.
  postcode: {
    section: 'Who',
    label: 'Postcode',
    value: ({ p }) => text(p.postcode) && joined([text(p.postcode), text(p.state)?.toUpperCase()]),
  },
  state: { partOf: 'postcode' },
  PreferredContactMethod: { section: 'Who', label: 'Prefers' },
  'Vehicle Make': {
    section: 'Car',
    label: 'Car',
    value: ({ p, car }) => car?.name ?? joined([text(p.year), text(p['Vehicle Make']), text(p['Vehicle Model'])]),
  },
  'Vehicle Model': { partOf: 'Vehicle Make' },
  year: { partOf: 'Vehicle Make' },
  stock_number: {
    section: 'Car',
    label: 'Stock number',
    value: ({ p, car }) => text(car?.stocknum) ?? text(p.stock_number),
  },
  car_type: { section: 'Car', label: 'Condition', value: ({ p, car }) => text(p.car_type) ?? text(car?.car_type) },
  message: { section: 'Their message', label: 'Message', adf: 'bare' },
  category: { section: 'Their message', label: 'Category', adf: 'line' },
  subcategory: { section: 'Their message', label: 'Subcategory', adf: 'line' },
  request_text: { section: 'Their message', label: 'Photos wanted', adf: 'bare' },
  additional_services: {
    section: 'Their message',
    label: 'Additional services',
    value: ({ p }) =>
      Array.isArray(p.additional_services)
        ? joined(
            p.additional_services.filter((s) => typeof s === 'string'),
            ', ',
          )
        : undefined,
    adf: 'line',
  },
  Rego: { section: 'Their message', label: 'Registration', adf: 'line' },
  offer_name: {
    section: 'Their message',
    label: 'Offer',
    value: ({ p }) => joined([text(p.offer_name), text(p.offer_id) && `(offer ${text(p.offer_id)})`]),
    adf: 'line',
  },
  offer_id: { partOf: 'offer_name' },
  appointment: {
    section: 'Test drive and reservation',
    label: 'Requested test drive',
    value: ({ p, time }) => time(p.appointment),
    adf: 'line',
  },
  held_until: {
    section: 'Test drive and reservation',
    label: 'Held until',
    value: ({ p, time }) => time(p.held_until),
    adf: 'line',
  },
  deposit_cents: {
    section: 'Test drive and reservation',
    label: 'Deposit',
    value: ({ p }) =>
      typeof p.deposit_cents === 'number' ? `${formatAudCents(p.deposit_cents / 100)} to be paid online` : undefined,
  },
  paid_cents: {
    section: 'Test drive and reservation',
    label: 'Paid',
    value: ({ p }) =>
      typeof p.paid_cents === 'number'
        ? `${formatAudCents(p.paid_cents / 100)}${p.test_payment === true ? ' (TEST: no money taken)' : ''}`
        : undefined,
  },
  test_payment: { partOf: 'paid_cents' },
  payment_ref: { section: 'Test drive and reservation', label: 'Payment reference' },
  has_trade_in: { section: 'Trade-in', label: 'Has a trade-in', value: ({ p }) => yesNo(p.has_trade_in), adf: 'line' },
  trade_year: {
    section: 'Trade-in',
    label: 'Vehicle',
    value: ({ p }) => joined([text(p.trade_year), text(p.trade_make), text(p.trade_model)]),
  },
  trade_make: { partOf: 'trade_year' },
  trade_model: { partOf: 'trade_year' },
  rego: {
    section: 'Trade-in',
    label: 'Rego',
    value: ({ p }) => joined([text(p.rego), text(p.regoState)?.toUpperCase()]),
  },
  regoState: { partOf: 'rego' },
  kms: {
    section: 'Trade-in',
    label: 'Kilometres',
    value: ({ p }) => (typeof p.kms === 'number' ? `${p.kms.toLocaleString('en-AU')} km` : undefined),
  },
  offer_accepted: {
    section: 'Trade-in',
    label: 'Offer accepted',
    value: ({ p }) =>
      p.offer_accepted === true
        ? `Yes${money(p.offer_amount) ? `, ${joined([money(p.offer_amount), money(p.offer_amount_high)], ' – ')}` : ''}`
        : undefined,
  },
  offer_amount: { partOf: 'offer_accepted' },
  offer_amount_high: { partOf: 'offer_accepted' },
  adjustmentAnswers: {
    leftOut:
      'not one row: each answer is a row of its own under Trade-in, labelled by its question (lead-summary.ts), and a comment of the ADF trade-in vehicle',
  },
  under_finance: {
    section: 'Finance',
    label: 'Current car under finance',
    value: ({ p }) => yesNo(p.under_finance),
    adf: 'line',
  },
  purchase_price: {
    section: 'Finance',
    label: 'Purchase price',
    value: ({ p }) => money(p.purchase_price),
    adf: 'line',
  },
  deposit: { section: 'Finance', label: 'Deposit', value: ({ p }) => money(p.deposit), adf: 'line' },
  term_years: {
    section: 'Finance',
    label: 'Term',
    value: ({ p }) => (typeof p.term_years === 'number' ? `${p.term_years} years` : undefined),
    adf: 'line',
  },
  repayment_frequency: { section: 'Finance', label: 'Repayments', adf: 'line' },
  url: { section: 'Lead', label: 'Sent from' },
  car_id: { leftOut: "the car itself is shown (Car, Price, Vehicle page) and its id is the lead's car id" },
  car_dealership_id: { leftOut: 'routes the lead (channels.ts); the Dealership row names where it went' },
  dealership_slug: { leftOut: 'routes the lead (channels.ts); the Dealership row names where it went' },
  dealership_id: { leftOut: 'routes a phone reveal (channels.ts); the Dealership row names where it went' },
  location_id: { leftOut: 'routes the lead (channels.ts); the Location row names where it went' },
  location: { leftOut: 'routes the lead (channels.ts); the Location row names where it went' },
  manufacturer_slug: { leftOut: "the car's make is shown" },
  vehicle_status: { leftOut: 'the status when the shopper asked; the car shown is as it is now' },
  tag: { leftOut: "the car's feed tag, which picks the lead's event id (spec 02 §9)" },
  opt_in: { leftOut: 'marketing consent, kept with the stored lead for the dealer systems that read it' },
  terms_conditions: { leftOut: 'kept with the stored lead as the record of consent' },
  source: { leftOut: 'always Website' },
  user_agent: { leftOut: 'kept with the stored lead for fraud checks' },
  website_id: { leftOut: 'the site the lead came from is the email itself' },
  page_id: { leftOut: 'kept with the stored lead for analytics' },
  lead_attributes: { leftOut: 'pages visited and campaign parameters, kept for analytics' },
  idempotency_key: { leftOut: 'only tells a resent form from a new lead' },
  lead_id: { leftOut: 'the lead a follow-up belongs to: shown as Follows lead' },
  form_completed: { leftOut: 'always true on an accepted offer' },
  reservation_id: { leftOut: ADF_ELEMENT },
} as const satisfies Record<LeadField, Shown | PartOf | LeftOut>;

const ENTRIES = Object.entries(LEAD_FIELDS) as [LeadField, Shown | PartOf | LeftOut][];
const SHOWN = ENTRIES.filter((entry): entry is [LeadField, Shown] => 'section' in entry[1]);

/** The value of a shown field's row. */
const rowValue = ([field, shown]: [LeadField, Shown], r: FieldReading): string | undefined =>
  shown.value ? shown.value(r) : text(r.p[field]);

/** A section's rows from the payload, in list order (rows without a value are left out). */
export function fieldRows(section: LeadSection, r: FieldReading): [label: string, value: string][] {
  return SHOWN.filter(([, shown]) => shown.section === section).flatMap((entry) => {
    const value = rowValue(entry, r);
    return value === undefined ? [] : [[entry[1].label, value] as [string, string]];
  });
}

/** The lines of the ADF comments the list marks, in list order. */
export function adfCommentLines(r: FieldReading): string[] {
  return SHOWN.filter(([, shown]) => shown.adf !== undefined).flatMap((entry) => {
    const value = rowValue(entry, r);
    return value === undefined ? [] : [entry[1].adf === 'bare' ? value : `${entry[1].label}: ${value}`];
  });
}
