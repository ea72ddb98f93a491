/**
 * `/_dev/inbox` on the local server: the lead emails the SMTP catcher caught, as the dealer would
 * receive them: a list, each message with its headers, the rendered HTML (sandboxed), the text
 * part and the raw ADF document. Mounted only by `npm start` / `npm run serve`, never in production.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { Hono } from 'hono';
import { escapeMarkup as esc } from '../../src/domain/safe-text';
import type { CaughtEmail } from './smtp-catcher';

/** Where the inbox is served. */
export const DEV_INBOX_PATH = '/_dev/inbox';

/** What the inbox shows: the caught messages, or why there are none (SMTP_URL points elsewhere). */
export interface DevInboxSource {
  messages: readonly CaughtEmail[];
  /** Set when lead emails go to a real SMTP server instead (its host, never its credentials). */
  elsewhere?: string;
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)}</title>` +
  '<style>body{font:15px/1.5 system-ui,sans-serif;margin:24px;color:#111;max-width:1100px}table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:6px 10px;border-bottom:1px solid #ddd;vertical-align:top}pre{background:#f4f4f4;padding:12px;overflow:auto;white-space:pre-wrap}iframe{width:100%;height:85vh;min-height:640px;resize:vertical;border:1px solid #ccc}.badge{font-size:12px;padding:1px 6px;border-radius:4px;background:#e6eefc}</style>' +
  `</head><body>${body}</body></html>`;

const isAdf = (mail: ParsedMail) => /^\s*<\?xml[\s\S]*<adf>/.test(mail.text ?? '');
const address = (field: ParsedMail['to'] | ParsedMail['from']) =>
  Array.isArray(field) ? field.map((a) => a.text).join(', ') : (field?.text ?? '');

/** The inbox routes, over a live list of caught messages. */
export function devInbox(source: DevInboxSource): Hono {
  const app = new Hono();
  const parsed = new Map<number, Promise<ParsedMail>>();
  const parse = (email: CaughtEmail) => {
    let mail = parsed.get(email.id);
    if (!mail) parsed.set(email.id, (mail = simpleParser(email.raw)));
    return mail;
  };
  const find = (id: string) => source.messages.find((m) => String(m.id) === id);

  app.get(`${DEV_INBOX_PATH}.json`, async (c) =>
    c.json({
      messages: await Promise.all(
        [...source.messages].reverse().map(async (email) => {
          const mail = await parse(email);
          return {
            id: email.id,
            to: email.to,
            from: email.from,
            subject: mail.subject ?? '',
            messageId: mail.messageId ?? '',
            format: isAdf(mail) ? 'adf-xml' : 'readable',
            receivedAt: new Date(email.receivedAt).toISOString(),
          };
        }),
      ),
    }),
  );

  app.get(DEV_INBOX_PATH, async (c) => {
    const rows = await Promise.all(
      [...source.messages].reverse().map(async (email) => {
        const mail = await parse(email);
        const when = new Date(email.receivedAt).toLocaleTimeString('en-AU');
        return `<tr><td>${esc(when)}</td><td>${esc(email.to.join(', '))}</td><td><a href="${DEV_INBOX_PATH}/${email.id}">${esc(mail.subject ?? '(no subject)')}</a></td><td><span class="badge">${isAdf(mail) ? 'ADF/XML' : 'readable'}</span></td></tr>`;
      }),
    );
    const note = source.elsewhere
      ? `<p>Lead emails go to the SMTP server at <strong>${esc(source.elsewhere)}</strong> (SMTP_URL is set), so nothing is caught here.</p>`
      : '<p>Every lead email this local server sends is caught here instead of being delivered (unset SMTP_URL). Newest first; reload to see new ones.</p>';
    const table =
      rows.length > 0
        ? `<table><thead><tr><th>Received</th><th>To</th><th>Subject</th><th>Format</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
        : '<p>No lead emails yet. Send an enquiry from a vehicle page.</p>';
    return c.html(page('Local inbox', `<h1>Local inbox</h1>${note}${table}`));
  });

  app.get(`${DEV_INBOX_PATH}/:id`, async (c) => {
    const email = find(c.req.param('id'));
    if (!email)
      return c.html(
        page(
          'Not found',
          `<p>No message ${esc(c.req.param('id'))}. <a href="${DEV_INBOX_PATH}">Back to the inbox</a></p>`,
        ),
        404,
      );
    const mail = await parse(email);
    const headers = [
      ['From', address(mail.from)],
      ['To', email.to.join(', ')],
      ['Reply-To', address(mail.replyTo)],
      ['Subject', mail.subject ?? ''],
      ['Message-ID', mail.messageId ?? ''],
      ['Date', mail.date?.toISOString() ?? ''],
    ]
      .filter(([, value]) => value)
      .map(([name, value]) => `<tr><th>${name}</th><td>${esc(value!)}</td></tr>`)
      .join('');
    const body = isAdf(mail)
      ? `<h2>ADF/XML</h2><pre data-format="adf-xml">${esc(mail.text ?? '')}</pre>`
      : `${mail.html ? `<h2>Rendered</h2><iframe title="The email as the dealer sees it" sandbox src="${DEV_INBOX_PATH}/${email.id}/html"></iframe>` : ''}<h2>Plain text</h2><pre data-format="text">${esc(mail.text ?? '')}</pre>`;
    return c.html(
      page(
        mail.subject ?? 'Message',
        `<p><a href="${DEV_INBOX_PATH}">← Inbox</a> · <a href="${DEV_INBOX_PATH}/${email.id}/raw">Raw message</a></p><h1>${esc(mail.subject ?? '(no subject)')}</h1><table>${headers}</table>${body}`,
      ),
    );
  });

  app.get(`${DEV_INBOX_PATH}/:id/html`, async (c) => {
    const email = find(c.req.param('id'));
    const html = email ? (await parse(email)).html : false;
    if (!email || !html) return c.text('No HTML part', 404);
    // The email's own HTML, shown in a sandboxed frame: no scripts, no forms, no same-origin access.
    c.header('Content-Security-Policy', "sandbox; default-src 'none'; img-src * data:; style-src 'unsafe-inline'");
    return c.html(html);
  });

  app.get(`${DEV_INBOX_PATH}/:id/raw`, (c) => {
    const email = find(c.req.param('id'));
    return email ? c.text(email.raw.toString('utf8')) : c.text('Not found', 404);
  });
  return app;
}
