/**
 * Issue 23 point 10: the real lead server (a child process on loopback, storage from the
 * environment as in production) is killed with SIGKILL in the middle of a burst of leads and
 * started again on the same storage. The shoppers' outboxes resend what was not acknowledged,
 * with the same Idempotency-Key. Every acknowledged lead must survive, none may be doubled, and
 * the outbox must bring each lead to the CRM (webhook and ADF) and the sales inbox (SMTP) once.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { createTransport } from 'nodemailer';
import { startSmtpCatcher, type SmtpCatcher } from '../../scripts/serve/smtp-catcher';
import type { EmailRecipient } from '../domain/lead-routing';
import { carLookups, DEFAULT_OUTBOX_POLICY } from './deps';
import { leadMessageId } from './forward/lead-email';
import { smtpMailer } from './forward/mailer';
import { processOutbox } from './forward/outbox';
import type { CrmSettings } from '../site/api-site-settings';
import { startCrmListener, type CrmListener, type CrmPost } from './testing/crm-listener';
import { STORAGE_VARIANTS } from './testing/databases';
import { enquiry, testSettings, TEST_CARS } from './testing/harness';
import { acknowledged, postLead, type LeadReply } from './testing/lead-client';
import { startServerProcess, type ServerProcess } from './testing/server-process';

const FROM = 'Sunshine Motors <leads@sunshine-motors.example>';
const SALES: EmailRecipient = { to: 'sales@sunshine-motors.example', format: 'readable', phoneReveals: false };
/** 16 shoppers with 3 leads each, from their own addresses (each has its own rate limit). */
const SHOPPERS = 16;
const LEADS_EACH = 3;
/** The server is killed once this many leads have been acknowledged (and an answer lost, and posts held). */
const KILL_AFTER = 12;
/** The CRM keeps the answers to its first webhook posts: deliveries in flight when the server dies. */
const HELD_WEBHOOKS = 3;
/** Conditions are waited for this long at most: a loaded 2-core machine is slow, never this slow. */
const PATIENCE = { timeout: 90_000, interval: 100 };

interface Submission {
  key: string;
  from: string;
  email: string;
  body: Record<string, unknown>;
  /** A double click sends the same key twice at once; a slow upload is still sending its body when the server dies. */
  style: 'once' | 'double-click' | 'slow';
  /** The server's answer never reaches the shopper, whose outbox resends it after the restart. */
  answerLost: boolean;
}

function submissions(run: string): Submission[] {
  return Array.from({ length: SHOPPERS * LEADS_EACH }, (_, i) => {
    const shopper = i % SHOPPERS;
    const email = `shopper${shopper}.lead${i}@example.com`;
    const style = i % 7 === 6 ? 'slow' : i % 6 === 0 ? 'double-click' : 'once';
    return {
      key: `crash-${run}-${i}`,
      from: `127.0.0.${10 + shopper}`,
      email,
      body: enquiry({ email, message: `Lead ${i} of the burst` }),
      style,
      answerLost: i % 5 === 2,
    };
  });
}

/** What a CRM post is recognised by: its Idempotency-Key, `<lead id>:<channel>`. */
const keyOf = (post: CrmPost) => post.idempotencyKey;
/**
 * Who may post to the CRM: the server killed mid-burst, the restarted server, and the outbox passes
 * run after it stopped. Each is given the CRM's URLs with `?sender=` naming it, so a post is told
 * apart by who sent it, not by when it arrived: what the killed server wrote just before SIGKILL
 * can still be waiting in the CRM's socket buffers and is read a moment after the kill (the CRM runs
 * in this process).
 */
const SENDERS = ['killed', 'restarted', 'catch-up'] as const;
type Sender = (typeof SENDERS)[number];
const urlOf = (post: CrmPost) => new URL(post.path, 'http://crm.invalid');
const pathOf = (post: CrmPost) => urlOf(post).pathname;
const senderOf = (post: CrmPost) => urlOf(post).searchParams.get('sender');
const count = <T>(items: T[], key: (item: T) => string) =>
  items.reduce((m, item) => m.set(key(item), (m.get(key(item)) ?? 0) + 1), new Map<string, number>());

for (const variant of STORAGE_VARIANTS) {
  describe.skipIf(variant.skip)(`SIGKILL in the middle of a burst of leads, on ${variant.name}`, () => {
    let dir: string;
    let crm: CrmListener;
    let smtp: SmtpCatcher;
    const servers: ServerProcess[] = [];

    afterEach(async () => {
      await Promise.all(servers.splice(0).map((s) => s.kill()));
      await crm?.close();
      await smtp?.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    // One retry: on a loaded machine (seen once on PostgreSQL at load 13, a 108 s run) the CRM stub in
    // this test's own process can answer after the outbox's 10 s send timeout, so the worker records a
    // failed try and sends again, as designed (at least once; the CRM drops the repeat by its key).
    // Open: assert that exception exactly (a repeat only after a recorded failed try) and drop this.
    it('keeps every acknowledged lead, doubles none, and delivers each lead once to the CRM and the inbox', {
      timeout: 240_000,
      retry: 1,
    }, async () => {
      dir = mkdtempSync(join(tmpdir(), 'forecourt-crash-'));
      const staticDir = join(dir, 'site');
      mkdirSync(staticDir);
      const run = Math.random().toString(36).slice(2, 10);
      const site = `crash-${run}`;
      crm = await startCrmListener();
      smtp = await startSmtpCatcher();
      const crmFor = (sender: Sender): CrmSettings => ({
        webhookUrl: `${crm.base}/hook?sender=${sender}`,
        adfUrl: `${crm.base}/adf?sender=${sender}`,
        secret: 'crm-secret',
        email: [SALES],
      });
      const env = { ...variant.serverEnv(dir), FORECOURT_SECRET: 'crash-secret', SMTP_URL: smtp.url, SMTP_FROM: FROM };
      const start = async (sender: Sender) => {
        const server = await startServerProcess({ site, crm: crmFor(sender), staticDir }, env);
        servers.push(server);
        return server;
      };

      // First life: 16 shoppers at once, some double-clicking, some on slow uploads, some losing
      // the answer. The server is killed once KILL_AFTER leads are acknowledged, an answer has
      // been lost, and the CRM holds HELD_WEBHOOKS deliveries unanswered.
      const all = submissions(run);
      const first = await start('killed');
      const acks = new Map<string, string[]>();
      const record = (key: string, reply: LeadReply) => {
        if (acknowledged(reply)) acks.set(key, [...(acks.get(key) ?? []), reply.leadId]);
      };
      let killed: Promise<void> | undefined;
      let killStarted!: () => void;
      const killing = new Promise<void>((resolve) => (killStarted = resolve));
      const kill = () => {
        killStarted();
        return (killed ??= first.kill());
      };
      const held: CrmPost[] = [];
      const killWhenReady = () => {
        if (acks.size >= KILL_AFTER && held.length >= HELD_WEBHOOKS && lost.size > 0) void kill();
      };
      crm.answer = (post) => {
        if (pathOf(post) !== '/hook' || held.length >= HELD_WEBHOOKS) return 200;
        held.push(post);
        killWhenReady();
        return 'hold';
      };
      const lost = new Map<string, string>();
      const send = (s: Submission, rest?: Promise<unknown>) =>
        postLead({ port: first.port, key: s.key, body: s.body, from: s.from, ...(rest ? { rest } : {}) }).then(
          (reply) => {
            // An answer lost on its way back (the shopper's signal dropped): the outbox resends later.
            if (s.answerLost && acknowledged(reply)) lost.set(s.key, reply.leadId);
            else record(s.key, reply);
            killWhenReady();
            return reply;
          },
        );
      // Each shopper sends its leads one after the other, and goes on while the server is down.
      const shoppers = Array.from({ length: SHOPPERS }, async (_, shopper) => {
        const replies: LeadReply[] = [];
        for (const s of all.filter((_, i) => i % SHOPPERS === shopper)) {
          if (s.style === 'slow')
            replies.push(
              await send(
                s,
                killing.then(() => killed),
              ),
            );
          else if (s.style === 'double-click') replies.push(...(await Promise.all([send(s), send(s)])));
          else replies.push(await send(s));
        }
        return replies;
      });
      const sends = Promise.all(shoppers).then((replies) => replies.flat());
      await Promise.race([killing, new Promise((resolve) => setTimeout(resolve, PATIENCE.timeout))]);
      await kill();
      const killedAt = Date.now();
      crm.answer = () => 200;
      crm.release();
      const firstReplies = await sends;
      expect(held, 'deliveries in flight when the server died').toHaveLength(HELD_WEBHOOKS);
      const ackedBeforeKill = new Map([...acks].map(([key, ids]) => [key, ids[0]!]));
      expect(ackedBeforeKill.size, 'leads acknowledged before the kill').toBeGreaterThanOrEqual(KILL_AFTER);
      expect(
        all.filter((s) => s.style === 'slow' && acks.has(s.key)),
        'slow uploads acknowledged',
      ).toEqual([]);
      expect(lost.size, 'answers lost on the way').toBeGreaterThan(0);
      expect(
        firstReplies.filter((r) => 'status' in r && r.status !== 200),
        'no answer but 200 before the kill',
      ).toEqual([]);

      // Every acknowledged lead is on disk although the process had no chance to clean up.
      const afterKill = await variant.openDurable(site, dir);
      for (const [key, id] of [...ackedBeforeKill, ...lost])
        expect(await afterKill.getLead(id), `acknowledged lead ${key}`).toMatchObject({ id });
      // The deliveries the killed server had not recorded as made: only these may reach the CRM again.
      const unrecordedAtKill = new Set(
        (await afterKill.listUndelivered(Number.MAX_SAFE_INTEGER)).map((row) => `${row.leadId}:${row.channel}`),
      );
      await afterKill.close();

      // Second life on the same storage: each shopper's outbox resends what got no answer.
      const second = await start('restarted');
      for (let round = 0; round < 5 && acks.size < all.length; round++) {
        const missing = all.filter((s) => !acks.has(s.key));
        await Promise.all(
          missing.map((s) =>
            postLead({ port: second.port, key: s.key, body: s.body, from: s.from }).then((reply) =>
              record(s.key, reply),
            ),
          ),
        );
      }
      expect(
        all.filter((s) => !acks.has(s.key)).map((s) => s.key),
        'submissions never acknowledged',
      ).toEqual([]);
      for (const [key, ids] of acks) expect(new Set(ids).size, `every answer to ${key} names one lead`).toBe(1);
      for (const [key, id] of lost)
        expect(acks.get(key)?.[0], `the resend of ${key} after the restart names the lead stored before`).toBe(id);
      const leadOf = new Map([...acks].map(([key, ids]) => [key, ids[0]!]));

      // The restarted server forwards the leads stored since it started straight away.
      const storage = await variant.openDurable(site, dir);
      const stored = await Promise.all([...leadOf.values()].map((id) => storage.getLead(id)));
      const newIds = stored.filter((lead) => lead && lead.createdAt > killedAt).map((lead) => lead!.id);
      const delivered = (key: string) => crm.posts.some((p) => p.idempotencyKey === key && p.status === 200);
      await expect
        .poll(() => newIds.filter((id) => !delivered(`${id}:webhook`) || !delivered(`${id}:adf`)), PATIENCE)
        .toEqual([]);
      expect(await second.stop(), 'the server stops cleanly on SIGTERM').toBe(0);

      // What the dead server had claimed stays claimed for the outbox lock (3 × the send timeout, so
      // no other worker sends it meanwhile); the passes after that send it: here, the clock moved on.
      const mailer = smtpMailer(smtp.url, FROM);
      // A send that fails here (an SMTP exchange too slow on a loaded machine) is retried as the
      // worker would: the clock moves past its backoff.
      let skew = 3 * DEFAULT_OUTBOX_POLICY.timeoutMs + 1000;
      const worker = {
        settings: testSettings(site, { crm: crmFor('catch-up') }),
        storage,
        secret: 'crash-secret',
        mailer,
        log: () => {},
        ...carLookups(TEST_CARS),
        now: () => Date.now() + skew,
      };
      let gaveUp = 0;
      for (let passes = 0; passes < 20; passes++) {
        const pass = await processOutbox(worker);
        gaveUp += pass.gaveUp;
        if (pass.delivered + pass.retrying + pass.gaveUp === 0) break;
        if (pass.retrying > 0) skew += DEFAULT_OUTBOX_POLICY.maxDelayMs;
      }
      mailer.close();
      expect(await storage.listUndelivered(Number.MAX_SAFE_INTEGER), 'nothing left to send').toEqual([]);
      expect(gaveUp, 'deliveries given up').toBe(0);
      expect(
        await storage.countLeads(),
        'one stored lead per submission: none doubled by the crash or the resends',
      ).toBe(all.length);
      await storage.close();

      // The CRM got every lead on both channels, each webhook body naming the lead its key names.
      const expectedKeys = [...leadOf.values()].flatMap((id) => [`${id}:webhook`, `${id}:adf`]);
      expect(new Set(crm.posts.filter((p) => p.status === 200).map(keyOf))).toEqual(new Set(expectedKeys));
      for (const post of crm.posts.filter((p) => pathOf(p) === '/hook')) {
        expect(post.idempotencyKey).toBe(`${(JSON.parse(post.body) as { lead: { id: string } }).lead.id}:webhook`);
      }
      // A key reaches the CRM twice only when the killed server sent it and died before recording the
      // answer (the CRM drops the repeat by its Idempotency-Key); after the restart, once at most.
      expect(
        crm.posts.filter((p) => !SENDERS.includes(senderOf(p) as Sender)).map((p) => p.path),
        'posts from no known sender',
      ).toEqual([]);
      const afterRestart = count(
        crm.posts.filter((p) => senderOf(p) !== 'killed'),
        keyOf,
      );
      const beforeKill = count(
        crm.posts.filter((p) => senderOf(p) === 'killed'),
        keyOf,
      );
      expect(
        [...afterRestart].filter(([, n]) => n > 1),
        'keys sent twice after the restart',
      ).toEqual([]);
      expect(
        [...beforeKill].filter(([, n]) => n > 1),
        'keys sent twice by the first server',
      ).toEqual([]);
      expect(
        [...beforeKill.keys()].filter((key) => afterRestart.has(key) && !unrecordedAtKill.has(key)),
        'deliveries recorded before the kill and sent again',
      ).toEqual([]);
      for (const post of held) expect(afterRestart.get(keyOf(post)), `held delivery ${keyOf(post)} sent again`).toBe(1);

      // The sales inbox got one email per lead (a repeat would carry the same Message-ID).
      const mails = await Promise.all(smtp.messages.map((m) => simpleParser(m.raw)));
      const byMessageId = new Map(all.map((s) => [leadMessageId(site, s.key, SALES, FROM), s]));
      expect(new Set(mails.map((m) => m.messageId))).toEqual(new Set(byMessageId.keys()));
      for (const mail of mails) expect(mail.text).toContain(byMessageId.get(mail.messageId!)!.email);
    });
  });
}

describe('the local inbox when a sending server dies mid-email', () => {
  it('drops the half-sent message and goes on taking mail', async () => {
    const inbox = await startSmtpCatcher();
    try {
      // Lead servers killed while they send: each connection is reset after DATA and part of a message.
      for (const dying of ['first', 'second']) {
        const socket = connect(inbox.port, '127.0.0.1').setEncoding('utf8');
        let heard = '';
        socket.on('data', (chunk: string) => (heard += chunk));
        /** Waits for the next complete reply (a multi-line reply ends with "NNN "). */
        const reply = () =>
          expect
            .poll(() => {
              const end = /^(\d{3}) .*\r\n/m.exec(heard);
              if (end) heard = heard.slice(end.index + end[0].length);
              return end?.[1];
            }, PATIENCE)
            .toBeDefined();
        await reply();
        for (const line of [
          `EHLO ${dying}.example`,
          'MAIL FROM:<leads@sunshine-motors.example>',
          'RCPT TO:<sales@sunshine-motors.example>',
          'DATA',
        ]) {
          socket.write(`${line}\r\n`);
          await reply();
        }
        await new Promise((resolve) => socket.write('Subject: half of a lead\r\n', resolve));
        socket.resetAndDestroy();
      }
      const mailer = createTransport({ url: inbox.url } as Parameters<typeof createTransport>[0]);
      await mailer.sendMail({ from: FROM, to: SALES.to, subject: 'after the crash', text: 'still here' });
      mailer.close();
      expect(inbox.messages.map((m) => m.raw.toString())).toEqual([expect.stringContaining('after the crash')]);
    } finally {
      await inbox.close();
    }
  });
});
