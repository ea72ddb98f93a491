/**
 * ADF 1.0 (Auto-lead Data Format) XML for CRMs that take leads that way, by HTTP POST or as the body
 * of an email: one prospect with the vehicle of interest and the shopper's own car, the customer
 * contact (state from the postcode), the dealership and location as vendor, and the site as provider.
 * Valid against the ADF 1.0 DTD (src/api/forward/adf-1.0.dtd) for every lead, and well-formed for any
 * text a shopper sends. Times are written in the location's time zone.
 */
import { postcodeState } from '../../domain/postcode-state';
import type { StoredLead } from '../storage/types';
import type { AdfParties } from './adf-parties';
import { adfCommentLines } from './lead-fields';
import { adfText, interestVehicle, ownVehicle } from './adf-vehicle';
import { isoAt, localTime } from './lead-time';
import { xmlElement, xmlRequired } from './xml-text';

export type { AdfParties };

const ADF_TIME = { Phone: 'nopreference', Email: 'nopreference', SMS: 'nopreference' } as const;

function customerContact(p: Record<string, unknown>): string {
  const method = (adfText(p.PreferredContactMethod) ?? 'Phone') as keyof typeof ADF_TIME;
  const email = xmlElement('email', adfText(p.email), method === 'Email' ? { preferredcontact: '1' } : {});
  const phone = xmlElement('phone', adfText(p.phone), {
    type: method === 'SMS' ? 'cellphone' : 'voice',
    time: ADF_TIME[method] ?? 'nopreference',
    ...(method !== 'Email' ? { preferredcontact: '1' } : {}),
  });
  const postcode = adfText(p.postcode);
  // The shopper's state comes from their postcode, never from a form's default state.
  const state = postcode ? postcodeState(postcode) : undefined;
  const address = postcode
    ? `<address type="home">${xmlRequired('street', undefined, { line: '1' })}${xmlElement('regioncode', state)}${xmlElement('postalcode', postcode)}<country>AU</country></address>`
    : '';
  const names =
    xmlElement('name', adfText(p.name), { part: 'first' }) + xmlElement('name', adfText(p.last_name), { part: 'last' });
  return (
    '<contact primarycontact="1">' +
    (names || xmlRequired('name', undefined, { part: 'full' })) +
    // ADF needs an email or a phone: an empty phone keeps the document valid when a lead has neither.
    (email || phone ? email + phone : xmlRequired('phone', undefined)) +
    address +
    '</contact>'
  );
}

function commentLines(lead: StoredLead, p: Record<string, unknown>, timeZone: string | undefined): string {
  // The lead's fields read as lead-fields.ts says, the same words as the readable email.
  const time = (iso: unknown) => (adfText(iso) ? localTime(adfText(iso)!, timeZone) : undefined);
  return [`Forecourt ${lead.kind.replace(/_/g, ' ')} lead`, ...adfCommentLines({ p, time })].join('\n');
}

function vendor(parties: AdfParties): string {
  const { dealership, location } = parties;
  const name = [dealership?.name, location?.name].filter(Boolean).join(', ') || parties.vendorName;
  const a = location?.address;
  const address =
    a && (a.street || a.city || a.postcode)
      ? `<address type="work">${xmlRequired('street', a.street, { line: '1' })}${xmlElement('city', a.city)}${xmlElement('regioncode', a.state?.toUpperCase())}${xmlElement('postalcode', a.postcode)}<country>AU</country></address>`
      : '';
  return (
    '<vendor>' +
    xmlElement('id', dealership?.id, { source: 'Forecourt dealership' }) +
    xmlElement('id', location?.id, { source: 'Forecourt location' }) +
    xmlRequired('vendorname', parties.vendorName) +
    `<contact primarycontact="1">${xmlRequired('name', name, { part: 'full', type: 'business' })}${xmlRequired('phone', location?.phone, { type: 'voice' })}${address}</contact>` +
    '</vendor>'
  );
}

/** The ADF 1.0 document for a lead (a follow-up step carries the contact of the lead it belongs to). */
export function leadToAdf(lead: StoredLead, parties: AdfParties): string {
  const p: Record<string, unknown> = { ...parties.parent?.payload, ...lead.payload };
  const timeZone = parties.location?.timeZone;
  const appointment = adfText(p.appointment);
  const offerId = adfText(p.offer_id);
  const timeframe = appointment
    ? `<timeframe>${xmlRequired('description', 'Test drive')}${xmlElement('earliestdate', Number.isNaN(Date.parse(appointment)) ? appointment : isoAt(Date.parse(appointment), timeZone))}</timeframe>`
    : '';
  const carId = lead.carId ?? parties.parent?.carId ?? undefined;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<?ADF VERSION "1.0"?>\n<adf><prospect status="new">' +
    xmlElement('id', lead.id, { sequence: '1', source: 'Forecourt' }) +
    xmlElement('id', parties.parent?.id, { sequence: '2', source: 'Forecourt parent lead' }) +
    xmlRequired('requestdate', isoAt(lead.createdAt, timeZone)) +
    interestVehicle(lead.kind, p, parties.car, carId) +
    ownVehicle(lead.kind, p) +
    '<customer>' +
    customerContact(p) +
    xmlElement('id', offerId, { source: 'Forecourt offer' }) +
    xmlElement('id', adfText(p.reservation_id), { source: 'Forecourt reservation' }) +
    timeframe +
    xmlElement('comments', commentLines(lead, p, timeZone)) +
    '</customer>' +
    vendor(parties) +
    `<provider>${xmlRequired('name', parties.siteName, { part: 'full' })}${xmlRequired('service', 'Website')}</provider>` +
    '</prospect></adf>\n'
  );
}
