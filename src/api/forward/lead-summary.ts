/**
 * What the sales team reads about a lead, as labelled sections: who, which car, what they asked,
 * trade-in and finance answers, the booking or reservation, where it was routed. The readable
 * email renders these as HTML and as plain text.
 */
import { vehiclePath } from '../../paths';
import type { LeadKind } from '../../contracts/lead';
import type { ApiCar } from '../deps';
import type { StoredLead } from '../storage/types';
import { RESERVATION_LEAD_KIND, RESERVATION_PAID_LEAD_KIND } from './reservation-leads';
import { PHONE_REVEAL_KIND } from './channels';
import { fieldRows, LEAD_FIELDS, money, yesNo, type FieldReading } from './lead-fields';

/** Every kind of stored lead, as the sales team calls it (typed: a new kind must be named here). */
export const LEAD_KIND_TITLES: Record<
  LeadKind | typeof PHONE_REVEAL_KIND | typeof RESERVATION_LEAD_KIND | typeof RESERVATION_PAID_LEAD_KIND,
  string
> = {
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
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : undefined;

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
  return LEAD_FIELDS['Vehicle Make'].value({ p: lead.payload, car, time: str });
}

/** The labelled sections of a lead. */
export function leadSummary(lead: StoredLead, context: SummaryContext): SummarySection[] {
  const p = lead.payload;
  const who = contactOf(lead, context.parent);
  const car = context.car;
  const time = (iso: unknown) => localTime(iso, context.timeZone);
  const reading: FieldReading = { p, car, time };
  // The lead's fields read as lead-fields.ts says; the rows here come from the car and the routing.
  const sections: SummarySection[] = [
    { heading: 'Who', rows: fieldRows('Who', { ...reading, p: who }) },
    {
      heading: 'Car',
      rows: [
        ...fieldRows('Car', reading),
        ...rows([
          ['Price', money(car?.price)],
          ['Vehicle page', car ? siteLink(context.publicUrl, vehiclePath(car.slug)) : undefined],
        ]),
      ],
    },
    { heading: 'Their message', rows: fieldRows('Their message', reading) },
    { heading: 'Test drive and reservation', rows: fieldRows('Test drive and reservation', reading) },
    {
      heading: 'Trade-in',
      rows: [
        ...fieldRows('Trade-in', reading),
        ...rows(
          Object.entries(
            typeof p.adjustmentAnswers === 'object' && p.adjustmentAnswers !== null ? p.adjustmentAnswers : {},
          ).map(([question, answer]): [string, string | undefined] => [question, yesNo(answer)]),
        ),
      ],
    },
    { heading: 'Finance', rows: fieldRows('Finance', reading) },
    {
      heading: 'Lead',
      rows: rows([
        ['Dealership', context.dealershipName],
        ['Location', context.locationName],
        ['Received', localTime(new Date(lead.createdAt).toISOString(), context.timeZone)],
        ...fieldRows('Lead', reading),
        ['Lead id', lead.id],
        ['Follows lead', lead.parentLeadId ?? undefined],
      ]),
    },
  ];
  return sections.filter((section) => section.rows.length > 0);
}
