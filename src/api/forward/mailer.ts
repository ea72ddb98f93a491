/**
 * Sends lead emails over SMTP with nodemailer. SMTP_URL (e.g. smtps://user:pass@smtp.example.com:465)
 * and SMTP_FROM come from the environment only. A refused message throws with the server's reply,
 * which the outbox records as the attempt's error.
 */
import { createTransport } from 'nodemailer';
import * as v from 'valibot';

/** One email, ready to send. */
export interface LeadEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** `<…@…>`: the same for every attempt, so a CRM or mail client can drop a repeat. */
  messageId: string;
}

/** Sends lead emails (the outbox's email channel). */
export interface LeadMailer {
  /** The From address (SMTP_FROM); Message-IDs use its domain. */
  readonly from: string;
  send(email: LeadEmail): Promise<void>;
  close(): void;
}

/** How long one SMTP exchange may take (connection, greeting, each reply). */
export const SMTP_TIMEOUT_MS = 10_000;

/** A mailer over an SMTP URL (smtp:// or smtps://, credentials in the URL). */
export function smtpMailer(url: string, from: string): LeadMailer {
  const transport = createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  } as Parameters<typeof createTransport>[0]);
  return {
    from,
    async send(email) {
      await transport.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        messageId: email.messageId,
        text: email.text,
        ...(email.html ? { html: email.html } : {}),
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}

/** SMTP_URL as the environment gives it: smtp:// or smtps://, with a host. */
export const SmtpUrlSchema = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (url) => /^smtps?:$/.test(URL.parse(url)?.protocol ?? '') && Boolean(URL.parse(url)?.hostname),
    'SMTP_URL must be smtp://… or smtps://user:pass@host:port',
  ),
);

/** SMTP_FROM: an address, optionally with a display name (`Harbour Toyota <leads@harbourtoyota.com.au>`). */
export const SmtpFromSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(
    /^(?:[^<>@]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/,
    'SMTP_FROM must be an address such as "Harbour Toyota <leads@harbourtoyota.com.au>"',
  ),
);

/** A mailer whose every send fails with `reason` (a bad SMTP_URL): leads stay stored and are listed undelivered with it. */
export function brokenMailer(reason: string, from: string): LeadMailer {
  return {
    from,
    send: () => Promise.reject(new Error(reason)),
    close: () => undefined,
  };
}

/** The mailer the environment asks for: none without SMTP_URL; a bad SMTP_URL or SMTP_FROM fails every send with why. */
export function mailerFromEnv(
  env: { SMTP_URL?: string; SMTP_FROM?: string },
  defaultFrom: string,
): LeadMailer | undefined {
  if (!env.SMTP_URL) return undefined;
  const from = env.SMTP_FROM ? v.safeParse(SmtpFromSchema, env.SMTP_FROM) : undefined;
  if (from && !from.success) return brokenMailer(from.issues[0].message, defaultFrom);
  const url = v.safeParse(SmtpUrlSchema, env.SMTP_URL);
  if (!url.success) return brokenMailer(url.issues[0].message, defaultFrom);
  return smtpMailer(url.output, from?.output ?? defaultFrom);
}

/** The From address when SMTP_FROM is not set: leads@ the site's own host. */
export function defaultFromAddress(siteName: string, publicUrl: string | undefined): string {
  const host = publicUrl ? URL.parse(publicUrl)?.hostname : undefined;
  return `${siteName.replace(/[<>"@\r\n]/g, '')} website <leads@${host ?? 'localhost'}>`;
}
