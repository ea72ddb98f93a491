/**
 * Which outbox channels a stored lead goes to: the JSON webhook; ADF when the lead carries a
 * customer contact; and one email per recipient routed to it (src/domain/lead-routing.ts).
 */
import { emailRecipientsFor, routeLead, type EmailRecipient, type LeadRoute } from '../../domain/lead-routing';
import type { ApiCar } from '../deps';
import type { ApiSiteSettings } from '../../site/api-site-settings';
import type { EmailChannel, OutboxChannel } from '../storage/types';

/** The lead kind a phone reveal is stored as. */
export const PHONE_REVEAL_KIND = 'phone_reveal';

/** What channel choice reads of a lead. */
export interface ChannelLead {
  kind: string;
  payload: Record<string, unknown>;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The outbox channel of one email recipient. */
export function emailChannel(recipient: Pick<EmailRecipient, 'format' | 'to'>): EmailChannel {
  return `email:${recipient.format}:${recipient.to}`;
}

/** The recipient an email channel names, or undefined for another channel. */
export function parseEmailChannel(channel: OutboxChannel): Pick<EmailRecipient, 'format' | 'to'> | undefined {
  const match = /^email:(readable|adf-xml):(.+)$/.exec(channel);
  return match ? { format: match[1] as EmailRecipient['format'], to: match[2]! } : undefined;
}

/** True when the site forwards leads anywhere at all (webhook, ADF or email). */
export function forwardsLeads(crm: ApiSiteSettings['crm']): boolean {
  return Boolean(crm.webhookUrl || crm.adfUrl || (crm.email?.length ?? 0) > 0);
}

type RoutedCar = Pick<ApiCar, 'dealership_id' | 'location_id'>;

/** The dealership and location a lead goes to: the car's, else the shopper's choice. */
export function leadRouteFor(
  settings: Pick<ApiSiteSettings, 'locations' | 'dealerships'>,
  lead: ChannelLead,
  car?: RoutedCar,
): LeadRoute {
  const p = lead.payload;
  return routeLead({
    ...(car ? { car } : {}),
    chosenLocationId: text(p.location_id) ?? text(p.location),
    chosenDealership: text(p.dealership_slug) ?? text(p.car_dealership_id) ?? text(p.dealership_id),
    locations: settings.locations,
    dealerships: settings.dealerships,
  });
}

/**
 * ADF needs a customer contact — the lead's own, or for a follow-up step its first lead's — so phone
 * reveals go to the webhook and readable email only. A follow-up step is routed by its first lead's
 * choices (`parent`) under its own.
 */
export function leadChannels(
  settings: Pick<ApiSiteSettings, 'crm' | 'locations' | 'dealerships'>,
  lead: ChannelLead,
  car?: RoutedCar,
  parent?: ChannelLead,
): OutboxChannel[] {
  const { crm } = settings;
  const hasContact = 'name' in lead.payload || parent !== undefined;
  const route = leadRouteFor(
    settings,
    parent ? { kind: lead.kind, payload: { ...parent.payload, ...lead.payload } } : lead,
    car,
  );
  const emails = emailRecipientsFor(crm.email ?? [], route, {
    phoneReveal: lead.kind === PHONE_REVEAL_KIND,
    hasContact,
  });
  return [
    ...(crm.webhookUrl ? (['webhook'] as const) : []),
    ...(crm.adfUrl && hasContact ? (['adf'] as const) : []),
    ...new Set(emails.map(emailChannel)),
  ];
}
