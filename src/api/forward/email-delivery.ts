/**
 * Sends one email outbox row: finds the car, the route and (for a follow-up step) the first lead,
 * composes the recipient's email and hands it to the mailer. Throws with the SMTP server's reason.
 */
import type { EmailRecipient } from '../../domain/lead-routing';
import type { AppDeps } from '../deps';
import type { OutboxItem } from '../storage/types';
import { adfParties, leadRelations, type LeadRelations } from './adf-parties';
import { leadRouteFor } from './channels';
import { leadEmail, type EmailContext } from './lead-email';

/** Thrown when the server has no SMTP_URL: the row is retried, and listed undelivered with this reason. */
export const NO_MAILER =
  'SMTP_URL is not set: lead emails cannot be sent (set SMTP_URL and SMTP_FROM on the server, docs/deploy.md)';

/** Why an SMTP attempt failed, in the server's words when it gave some (nodemailer puts them in `response`). */
export function smtpFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, response, responseCode } = error as Error & { code?: string; response?: string; responseCode?: number };
  const reason = response ?? error.message;
  const prefix =
    `${code ?? ''}${responseCode && !reason.startsWith(String(responseCode)) ? ` ${responseCode}` : ''}`.trim();
  return prefix ? `${prefix}: ${reason}` : reason;
}

/** The context of a lead's emails. */
function emailContext(item: OutboxItem, { parent, car }: LeadRelations, deps: AppDeps): EmailContext {
  const { settings } = deps;
  const lead = item.lead;
  const route = leadRouteFor(
    settings,
    parent ? { kind: lead.kind, payload: { ...parent.payload, ...lead.payload } } : lead,
    car,
  );
  const dealership = settings.dealerships.find((d) => d.id === route.dealershipId);
  const location = settings.locations.find((l) => l.id === route.locationId);
  return {
    site: settings.site,
    siteName: settings.siteName ?? settings.site,
    vendorName:
      dealership?.name ??
      settings.crm.adfVendorName ??
      settings.dealerships[0]?.name ??
      settings.siteName ??
      settings.site,
    timeZone: location?.timeZone ?? settings.timeZone ?? 'UTC',
    ...(car ? { car } : {}),
    ...(settings.publicUrl ? { publicUrl: settings.publicUrl } : {}),
    ...(dealership ? { dealershipName: dealership.name } : {}),
    ...(location ? { locationName: location.name } : {}),
    ...(parent ? { parent } : {}),
  };
}

/** Sends the row's email; resolves once the SMTP server accepted it. */
export async function sendLeadEmail(
  item: OutboxItem,
  recipient: Pick<EmailRecipient, 'to' | 'format'>,
  deps: AppDeps,
): Promise<void> {
  if (!deps.mailer) throw new Error(NO_MAILER);
  const relations = await leadRelations(item.lead, deps);
  const adf = recipient.format === 'adf-xml' ? adfParties(item.lead, relations, deps.settings) : undefined;
  const email = leadEmail(
    item.lead,
    item.idempotencyKey,
    recipient,
    { ...emailContext(item, relations, deps), ...(adf ? { adf } : {}) },
    deps.mailer.from,
  );
  await deps.mailer.send(email);
}
