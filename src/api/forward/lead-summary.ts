/**
 * What the sales team reads about a lead, as labelled sections: who, which car, what they asked,
 * trade-in and finance answers, the booking or reservation, where it was routed. The readable
 * email renders these as HTML and as plain text.
 */
import { formatAud, formatAudCents } from '../../domain/money';
import { vehiclePath } from '../../paths';
import type { LeadKind } from '../../contracts/lead';
import type { ApiCar } from '../deps';
import type { StoredLead } from '../storage/types';
import { RESERVATION_LEAD_KIND, RESERVATION_PAID_LEAD_KIND } from './reservation-leads';
import { PHONE_REVEAL_KIND } from './channels';

/** Every kind of stored lead, as the sales team calls it (typed: a new kind must be named here). */
export const LEAD_KIND_TITLES: Record<LeadKind | typeof PHONE_REVEAL_KIND | typeof RESERVATION_LEAD_KIND | typeof RESERVATION_PAID_LEAD_KIND, string> = {
  enquiry: 'Enquiry',
  test_drive: 'Test drive request',
  finance: 'Finance enquiry',
  trade_in: 'Trade-in enquiry',
  valuation: 'Valuation request',
  valuation_adjustments: 'Valuation answers',
  valuation_rego_lookup: 'Valuation rego lookup',
  valuation_offer_accepted: 'Valuation offer accepted',
  offer_enquiry: 'Offer enquiry',
  find_similar: 'Find me something similar',
  request_photos: 'More photos requested',
  general: 'General enquiry',
  [PHONE_REVEAL_KIND]: 'Phone number revealed',
  [RESERVATION_LEAD_KIND]: 'Car reserved online',
  [RESERVATION_PAID_LEAD_KIND]: 'Deposit paid online',
};

/** The title of a lead kind (an unknown kind reads as its own words). */
export function leadKindTitle(kind: string): string {
  return (LEAD_KIND_TITLES as Record<string, string>)[kind] ?? kind.replace(/_/g, ' ');
}

/** One section: a heading and its label/value rows (rows without a value are left out). */
export interface SummarySection {
  heading: string;
  rows: [label: string, value: string][];
}

/** Everything the summary reads beside the lead. */
export interface SummaryContext {
  car?: ApiCar;
  /** The site's public origin, for the car's page and a relative photo. */
  publicUrl?: string;
  dealershipName?: string;
  locationName?: string;
  /** The time zone the lead's times are written in (the location's). */
  timeZone: string;
  /** The first lead of a follow-up step (valuation answers, a paid deposit): its contact. */
  parent?: StoredLead;
}

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : undefined;
const money = (value: unknown) => (typeof value === 'number' ? formatAud(value) : undefined);
const yesNo = (value: unknown) => (value === true ? 'Yes' : value === false ? 'No' : str(value));

function rows(pairs: [string, string | undefined][]): [string, string][] {
  return pairs.filter((pair): pair is [string, string] => pair[1] !== undefined);
}

/** A time in the location's zone, e.g. "Saturday 21 November 2026, 9:00 am (Australia/Brisbane)". */
export function localTime(iso: unknown, timeZone: string): string | undefined {
  const text = str(iso);
  const at = text === undefined ? NaN : Date.parse(text);
  if (Number.isNaN(at)) return text;
  const shown = new Intl.DateTimeFormat('en-AU', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(at);
  return `${shown} (${timeZone})`;
}

/** An absolute link on the public site. */
export function siteLink(publicUrl: string | undefined, path: string): string | undefined {
  if (/^https?:\/\//i.test(path)) return path;
  return publicUrl ? new URL(path, publicUrl).href : undefined;
}

/** The shopper: the lead's own contact, else its first lead's. */
export function contactOf(lead: StoredLead, parent?: StoredLead): Record<string, unknown> {
  return 'name' in lead.payload || !parent ? lead.payload : parent.payload;
}

/** The car's name as a person says it: the feed's name, else year, make and model from the lead. */
export function carTitle(lead: StoredLead, car?: ApiCar): string | undefined {
  const p = lead.payload;
  return car?.name ?? ([str(p.year), str(p['Vehicle Make']), str(p['Vehicle Model'])].filter(Boolean).join(' ') || undefined);
}

/** The labelled sections of a lead. */
export function leadSummary(lead: StoredLead, context: SummaryContext): SummarySection[] {
  const p = lead.payload;
  const who = contactOf(lead, context.parent);
  const car = context.car;
  const sections: SummarySection[] = [
    {
      heading: 'Who',
      rows: rows([
        ['Name', [str(who.name), str(who.last_name)].filter(Boolean).join(' ') || undefined],
        ['Phone', str(who.phone)],
        ['Email', str(who.email)],
        // The state alone is the form's default, not the shopper's: shown only beside their postcode.
        ['Postcode', str(who.postcode) && [str(who.postcode), str(who.state)?.toUpperCase()].filter(Boolean).join(' ')],
        ['Prefers', str(who.PreferredContactMethod)],
      ]),
    },
    {
      heading: 'Car',
      rows: rows([
        ['Car', carTitle(lead, car)],
        ['Price', money(car?.price)],
        ['Stock number', str(car?.stocknum) ?? str(p.stock_number)],
        ['Condition', str(p.car_type) ?? str(car?.car_type)],
        ['Vehicle page', car ? siteLink(context.publicUrl, vehiclePath(car.slug)) : undefined],
      ]),
    },
    {
      heading: 'Their message',
      rows: rows([
        ['Message', str(p.message)],
        ['Category', str(p.category)],
        ['Subcategory', str(p.subcategory)],
        ['Photos wanted', str(p.request_text)],
        ['Services', Array.isArray(p.additional_services) ? p.additional_services.join(', ') : undefined],
        ['Offer', [str(p.offer_name), str(p.offer_id) && `(offer ${str(p.offer_id)})`].filter(Boolean).join(' ') || undefined],
      ]),
    },
    {
      heading: 'Test drive and reservation',
      rows: rows([
        ['Requested time', localTime(p.appointment, context.timeZone)],
        ['Held until', localTime(p.held_until, context.timeZone)],
        ['Deposit', typeof p.deposit_cents === 'number' ? `${formatAudCents(p.deposit_cents / 100)} to be paid online` : undefined],
        ['Paid', typeof p.paid_cents === 'number' ? `${formatAudCents(p.paid_cents / 100)}${p.test_payment === true ? ' (TEST: no money taken)' : ''}` : undefined],
        ['Payment reference', str(p.payment_ref)],
      ]),
    },
    {
      heading: 'Trade-in',
      rows: rows([
        ['Has a trade-in', yesNo(p.has_trade_in)],
        ['Vehicle', [str(p.trade_year), str(p.trade_make), str(p.trade_model)].filter(Boolean).join(' ') || undefined],
        ['Rego', [str(p.rego), str(p.regoState)?.toUpperCase()].filter(Boolean).join(' ') || undefined],
        ['Kilometres', typeof p.kms === 'number' ? `${p.kms.toLocaleString('en-AU')} km` : undefined],
        ['Offer accepted', p.offer_accepted === true ? `Yes${money(p.offer_amount) ? `, ${[money(p.offer_amount), money(p.offer_amount_high)].filter(Boolean).join(' – ')}` : ''}` : undefined],
        ...Object.entries(typeof p.adjustmentAnswers === 'object' && p.adjustmentAnswers !== null ? p.adjustmentAnswers : {}).map(
          ([question, answer]): [string, string | undefined] => [question, yesNo(answer)],
        ),
      ]),
    },
    {
      heading: 'Finance',
      rows: rows([
        ['Current car under finance', yesNo(p.under_finance)],
        ['Purchase price', money(p.purchase_price)],
        ['Deposit', money(p.deposit)],
        ['Term', typeof p.term_years === 'number' ? `${p.term_years} years` : undefined],
      ]),
    },
    {
      heading: 'Lead',
      rows: rows([
        ['Dealership', context.dealershipName],
        ['Location', context.locationName],
        ['Received', localTime(new Date(lead.createdAt).toISOString(), context.timeZone)],
        ['Sent from', str(p.url)],
        ['Lead id', lead.id],
        ['Follows lead', lead.parentLeadId ?? undefined],
      ]),
    },
  ];
  return sections.filter((section) => section.rows.length > 0);
}
