/**
 * The email one recipient receives for a lead: `readable` (HTML with the car's photo and a plain
 * text part, Reply-To the shopper) or `adf-xml` (the ADF 1.0 document as the plain-text body, for
 * a CRM's lead address). The Message-ID derives from the lead's idempotency key, the recipient and
 * the format, so every retry of one email carries the same id and a CRM can drop the repeat.
 */
import { createHash } from 'node:crypto';
import type { EmailRecipient } from '../../domain/lead-routing';
import { escapeMarkup as escapeHtml } from '../../domain/safe-text';
import type { StoredLead } from '../storage/types';
import { leadToAdf } from './adf';
import type { AdfParties } from './adf-parties';
import { carTitle, contactOf, leadKindTitle, leadSummary, siteLink, type SummaryContext } from './lead-summary';
import type { LeadEmail } from './mailer';

/** Everything an email is made from besides the lead. */
export interface EmailContext extends SummaryContext {
  site: string;
  /** The site's name for people (subject line, ADF provider). */
  siteName: string;
  /** ADF vendor: the dealership the lead is routed to, else the site's. */
  vendorName: string;
  /** For an ADF email: the parties the HTTP ADF channel writes too (adfPartiesFor), so both documents agree. */
  adf?: AdfParties;
}

/** The domain of an address such as `Leads <leads@dealer.com.au>`. */
export function addressDomain(address: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(address)?.[1] ?? 'forecourt.invalid';
}

/** The Message-ID of one lead's email to one recipient in one format: stable across retries. */
export function leadMessageId(
  site: string,
  idempotencyKey: string,
  recipient: Pick<EmailRecipient, 'to' | 'format'>,
  from: string,
): string {
  const hash = createHash('sha256')
    .update(`${site}\n${idempotencyKey}\n${recipient.format}\n${recipient.to.toLowerCase()}`)
    .digest('hex');
  return `<lead.${hash.slice(0, 40)}@${addressDomain(from)}>`;
}

function subject(lead: StoredLead, ctx: EmailContext): string {
  const who = contactOf(lead, ctx.parent);
  const name = [who.name, who.last_name].filter((part) => typeof part === 'string' && part !== '').join(' ');
  const car = carTitle(lead, ctx.car);
  return `${leadKindTitle(lead.kind)}${name ? ` from ${name}` : ''}${car ? `: ${car}` : ''} (${ctx.siteName})`.replace(
    /[\r\n]+/g,
    ' ',
  );
}

function readableText(lead: StoredLead, ctx: EmailContext): string {
  const sections = leadSummary(lead, ctx);
  return [
    `${leadKindTitle(lead.kind)} from the ${ctx.siteName} website`,
    ...sections.map(
      (s) =>
        `\n${s.heading}\n${s.rows.map(([label, value]) => `  ${label}: ${value.replace(/\n/g, '\n    ')}`).join('\n')}`,
    ),
    '',
  ].join('\n');
}

function readableHtml(lead: StoredLead, ctx: EmailContext): string {
  const sections = leadSummary(lead, ctx);
  const photo = ctx.car?.primary_image_url ? siteLink(ctx.publicUrl, ctx.car.primary_image_url) : undefined;
  const page = sections.flatMap((s) => s.rows).find(([label]) => label === 'Vehicle page')?.[1];
  const image = photo
    ? `<p><img src="${escapeHtml(photo)}" alt="${escapeHtml(carTitle(lead, ctx.car) ?? 'The car')}" width="480" style="max-width:100%;height:auto"></p>`
    : '';
  const cell = (label: string, value: string) =>
    label === 'Vehicle page' || (label === 'Sent from' && /^https?:/.test(value))
      ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>`
      : label === 'Email'
        ? `<a href="mailto:${escapeHtml(value)}">${escapeHtml(value)}</a>`
        : escapeHtml(value).replace(/\n/g, '<br>');
  const body = sections
    .map(
      (s) =>
        `<h2 style="font-size:16px;margin:20px 0 6px">${escapeHtml(s.heading)}</h2><table style="border-collapse:collapse">` +
        s.rows
          .map(
            ([label, value]) =>
              `<tr><th align="left" style="padding:2px 12px 2px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:2px 0">${cell(label, value)}</td></tr>`,
          )
          .join('') +
        '</table>',
    )
    .join('');
  const linkedImage = image && page ? `<a href="${escapeHtml(page)}">${image}</a>` : image;
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>${escapeHtml(subject(lead, ctx))}</title></head><body style="font-family:Arial,sans-serif;font-size:14px;color:#111"><h1 style="font-size:20px">${escapeHtml(leadKindTitle(lead.kind))}</h1>${linkedImage}${body}</body></html>`;
}

/** The email for one recipient. */
export function leadEmail(
  lead: StoredLead,
  idempotencyKey: string,
  recipient: Pick<EmailRecipient, 'to' | 'format'>,
  ctx: EmailContext,
  from: string,
): LeadEmail {
  const messageId = leadMessageId(ctx.site, idempotencyKey, recipient, from);
  if (recipient.format === 'adf-xml') {
    return {
      to: recipient.to,
      subject: `ADF lead: ${subject(lead, ctx)}`,
      text: leadToAdf(lead, ctx.adf ?? { vendorName: ctx.vendorName, siteName: ctx.siteName }),
      messageId,
    };
  }
  const replyTo = contactOf(lead, ctx.parent).email;
  return {
    to: recipient.to,
    subject: subject(lead, ctx),
    text: readableText(lead, ctx),
    html: readableHtml(lead, ctx),
    messageId,
    ...(typeof replyTo === 'string' && replyTo !== '' ? { replyTo } : {}),
  };
}
