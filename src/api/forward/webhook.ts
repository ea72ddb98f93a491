/**
 * The JSON webhook a dealer's CRM receives. Signed like Stripe's: header
 * `X-Forecourt-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, so the CRM can
 * check origin and freshness; `Idempotency-Key` lets it drop a repeat after a lost answer.
 */
import { createHmac } from 'node:crypto';
import type { StoredLead } from '../storage/types';

/** Header carrying the signature. */
export const SIGNATURE_HEADER = 'X-Forecourt-Signature';

/** The webhook body for a lead. */
export function webhookBody(site: string, lead: StoredLead): string {
  return JSON.stringify({
    event: lead.parentLeadId ? 'lead.updated' : 'lead.created',
    site,
    lead: {
      id: lead.id,
      parent_lead_id: lead.parentLeadId,
      kind: lead.kind,
      car_id: lead.carId,
      event_id: lead.eventId,
      created_at: new Date(lead.createdAt).toISOString(),
      ...lead.payload,
    },
  });
}

/** The signature header value for a body at a time. */
export function signature(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}
