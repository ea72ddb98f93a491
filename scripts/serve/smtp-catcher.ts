/**
 * An SMTP server in this process, bound to 127.0.0.1, that keeps every message it accepts: what the
 * dealer would receive, shown at /_dev/inbox by `npm start` and `npm run serve`, and the real SMTP
 * server the lead email tests send through. Never part of a production build or the API bundle.
 * Knobs for the failure tests: a required login, refused recipients, a size limit, lost answers.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** A message as it arrived: its envelope and raw bytes. */
export interface CaughtEmail {
  /** Its place in the catcher, from 1. */
  id: number;
  from: string;
  to: string[];
  raw: Buffer;
  receivedAt: number;
}

/** What the catcher does besides accepting mail. */
export interface SmtpCatcherOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Require this login (AUTH PLAIN/LOGIN). */
  login?: { user: string; pass: string };
  /** Refuse recipients for which this returns a reason (550). */
  refuse?: (address: string) => string | undefined;
  /** Largest message accepted, in bytes (552 above it). */
  size?: number;
  /** Keep this many messages, then answer 451 as if the answer were lost: the client must send again. */
  loseAnswers?: number;
  /** Keep at most this many messages (oldest dropped); default 500. */
  keep?: number;
  onMessage?: (email: CaughtEmail) => void;
}

/** A running catcher. */
export interface SmtpCatcher {
  /** smtp://[user:pass@]127.0.0.1:port — what SMTP_URL should be. */
  url: string;
  port: number;
  messages: CaughtEmail[];
  close(): Promise<void>;
}

const failure = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

/** Starts a catcher; resolves once it listens. */
export async function startSmtpCatcher(options: SmtpCatcherOptions = {}): Promise<SmtpCatcher> {
  const messages: CaughtEmail[] = [];
  let next = 1;
  let toLose = options.loseAnswers ?? 0;
  const settings: SMTPServerOptions = {
    banner: 'Forecourt local inbox',
    logger: false,
    disabledCommands: options.login ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    hideSTARTTLS: true,
    allowInsecureAuth: true,
    authOptional: !options.login,
    ...(options.size !== undefined ? { size: options.size } : {}),
    onAuth(auth, _session, callback) {
      const ok = options.login && auth.username === options.login.user && auth.password === options.login.pass;
      callback(
        ok ? null : failure(535, '5.7.8 Authentication credentials invalid'),
        ok ? { user: auth.username } : undefined,
      );
    },
    onRcptTo(address, _session, callback) {
      const reason = options.refuse?.(address.address);
      callback(reason ? failure(550, reason) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stream.sizeExceeded)
          return callback(failure(552, `5.3.4 Message size exceeds fixed limit of ${options.size} bytes`));
        const email: CaughtEmail = {
          id: next++,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
          receivedAt: Date.now(),
        };
        messages.push(email);
        if (messages.length > (options.keep ?? 500)) messages.shift();
        options.onMessage?.(email);
        if (toLose > 0) {
          toLose -= 1;
          return callback(failure(451, '4.3.0 Answer lost (test): the message was kept'));
        }
        callback();
      });
    },
  };
  const server = new SMTPServer(settings);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A client that drops mid-message (a lead server killed while sending) loses only that message;
  // without a listener the second such reset would throw out of this process.
  server.on('error', () => {});
  const port = (server.server.address() as AddressInfo).port;
  const login = options.login
    ? `${encodeURIComponent(options.login.user)}:${encodeURIComponent(options.login.pass)}@`
    : '';
  return {
    url: `smtp://${login}127.0.0.1:${port}`,
    port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
