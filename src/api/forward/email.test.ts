/**
 * Lead email through a real SMTP server (smtp-server on a loopback port, started here), read back
 * with mailparser: both formats for every lead kind, retries, de-duplication by Message-ID, and
 * the failures a mail server gives (down, bad login, refused recipient, message too large).
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpCatcher, type SmtpCatcher } from '../../../scripts/serve/smtp-catcher';
import type { EmailRecipient } from '../../domain/lead-routing';
import { untriedDueBefore } from '../deps';
import { openStorage } from '../storage/open-storage';
import type { Storage } from '../storage/types';
import { enquiry, harness, type Harness } from '../testing/harness';
import { NO_MAILER } from './email-delivery';
import { mailerFromEnv, smtpMailer } from './mailer';
import { processOutbox } from './outbox';

const FROM = 'Sunshine Motors <leads@sunshine-motors.example>';
const person = { name: 'Ana', last_name: 'Silva', email: 'ana@example.com', phone: '0412345678' };
const RECIPIENTS: EmailRecipient[] = [
  { to: 'sales@sunshine-motors.example', format: 'readable', phoneReveals: true },
  { to: 'leads@crm.example', format: 'adf-xml', phoneReveals: false },
];
/** Fast retries: 3 attempts, 1 s doubling. */
const POLICY = { maxAttempts: 3, baseDelayMs: 1000, maxDelayMs: 4000, timeoutMs: 5000 };

async function inbox(catcher: SmtpCatcher): Promise<(ParsedMail & { envelopeTo: string[] })[]> {
  return Promise.all(catcher.messages.map(async (m) => Object.assign(await simpleParser(m.raw), { envelopeTo: m.to })));
}

/** Runs the outbox until nothing is left to send now, moving the clock past each backoff. */
async function drain(h: Harness, rounds = 6): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await processOutbox(h.deps);
    h.clock.now += 5000;
  }
}

describe('lead email over SMTP', () => {
  let storage: Storage;
  let catcher: SmtpCatcher;
  let h: Harness;

  async function start(options: Parameters<typeof startSmtpCatcher>[0] = {}, recipients = RECIPIENTS, url?: string) {
    catcher = await startSmtpCatcher(options);
    h = harness(
      storage,
      'sunshine',
      { mailer: smtpMailer(url ?? catcher.url, FROM), outboxPolicy: POLICY },
      {
        crm: { email: recipients },
        publicUrl: 'https://sunshine-motors.example',
        siteName: 'Sunshine Motors',
        timeZone: 'Australia/Brisbane',
      },
    );
  }
  beforeEach(async () => {
    storage = await openStorage({ site: 'sunshine', sqliteFile: ':memory:' });
  });
  afterEach(async () => {
    await catcher?.close();
    await storage.close();
  });

  it('sends a readable email (photo, price, stock, link, message, reply-to) and the ADF document for an enquiry', async () => {
    await start();
    const { body } = await h.call(
      'POST',
      '/api/leads',
      enquiry({ stock_number: 'SM1234', has_trade_in: 'Yes', under_finance: 'No' }),
    );
    expect(await processOutbox(h.deps)).toEqual({ delivered: 2, retrying: 0, gaveUp: 0 });
    const mails = await inbox(catcher);
    const readable = mails.find((m) => m.envelopeTo[0] === 'sales@sunshine-motors.example')!;
    expect(readable.subject).toBe('Enquiry from Ana Silva: 2021 Mazda CX-5 (Sunshine Motors)');
    expect(readable.from?.value[0]).toEqual({ name: 'Sunshine Motors', address: 'leads@sunshine-motors.example' });
    expect(readable.replyTo?.value[0]?.address).toBe('ana@example.com');
    expect(readable.html).toContain('<img src="https://img.example/cx5.jpg"');
    expect(readable.html).toContain('<a href="https://sunshine-motors.example/cars/2021-mazda-cx-5">');
    for (const line of [
      'Name: Ana Silva',
      'Phone: +61412345678',
      'Email: ana@example.com',
      'Car: 2021 Mazda CX-5',
      'Price: $32,990',
      'Stock number: SM1234',
      'Vehicle page: https://sunshine-motors.example/cars/2021-mazda-cx-5',
      'Message: Is it still available?',
      'Has a trade-in: Yes',
      'Current car under finance: No',
      `Lead id: ${body.lead_id}`,
    ]) {
      expect(readable.text).toContain(line);
    }
    const adf = mails.find((m) => m.envelopeTo[0] === 'leads@crm.example')!;
    expect(adf.text).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<\?ADF VERSION "1\.0"\?>\n<adf><prospect/);
    expect(adf.text).toContain(`<id sequence="1" source="Forecourt">${body.lead_id}</id>`);
    // The same document the HTTP ADF channel posts: the listed car (its year from the site's cars), not only the form's words.
    expect(adf.text).toContain(
      '<vehicle interest="buy" status="used"><id source="Forecourt">car-1</id><year>2021</year><make>Mazda</make><model>CX-5</model><stock>SM1234</stock><odometer units="km">41000</odometer><price type="asking" currency="AUD">32990</price>',
    );
    expect(adf.html).toBe(false);
    expect(readable.messageId).toMatch(/^<lead\.[0-9a-f]{40}@sunshine-motors\.example>$/);
    expect(adf.messageId).not.toBe(readable.messageId);
  });

  const contactKinds: [string, Record<string, unknown>, string][] = [
    ['enquiry', enquiry(), 'Enquiry from Ana Silva: 2021 Mazda CX-5'],
    [
      'test drive',
      {
        kind: 'test_drive',
        ...person,
        car_id: 'car-1',
        location_id: 'loc-bne',
        appointment: '2026-11-24T09:00:00+10:00',
      },
      'Test drive request from Ana Silva: 2021 Mazda CX-5',
    ],
    [
      'finance',
      { kind: 'finance', ...person, car_id: 'car-1', purchase_price: 32990, deposit: 5000, term_years: 5 },
      'Finance enquiry from Ana Silva: 2021 Mazda CX-5',
    ],
    [
      'trade-in',
      { kind: 'trade_in', ...person, postcode: '4000', rego: 'abc123', regoState: 'QLD', kms: 85000 },
      'Trade-in enquiry from Ana Silva',
    ],
    [
      'valuation',
      { kind: 'valuation', ...person, kms: 60000, rego: '123ABC', regoState: 'qld' },
      'Valuation request from Ana Silva',
    ],
    [
      'offer',
      { kind: 'offer_enquiry', ...person, offer_id: 'offer-9', offer_name: 'Drive-away deal', message: 'Tell me more' },
      'Offer enquiry from Ana Silva',
    ],
    [
      'find me something similar',
      { kind: 'find_similar', ...person, car_id: 'car-2', car_type: 'used' },
      'Find me something similar from Ana Silva: 2019 Ford Ranger',
    ],
    [
      'photo request',
      { kind: 'request_photos', ...person, car_id: 'car-1' },
      'More photos requested from Ana Silva: 2021 Mazda CX-5',
    ],
    ['general', { kind: 'general', ...person, message: 'Service booking' }, 'General enquiry from Ana Silva'],
  ];
  it.each(contactKinds)('delivers a %s lead in both formats', async (_name, lead, subject) => {
    await start();
    const { body } = await h.call('POST', '/api/leads', lead);
    expect(body.success).toBe(true);
    await drain(h, 1);
    const mails = await inbox(catcher);
    expect(mails.map((m) => m.envelopeTo[0]).sort()).toEqual(['leads@crm.example', 'sales@sunshine-motors.example']);
    const readable = mails.find((m) => m.envelopeTo[0] === 'sales@sunshine-motors.example')!;
    expect(readable.subject).toBe(`${subject} (Sunshine Motors)`);
    expect(readable.text).toContain(`Lead id: ${body.lead_id}`);
    expect(mails.find((m) => m.envelopeTo[0] === 'leads@crm.example')!.text).toContain(
      `<id sequence="1" source="Forecourt">${body.lead_id}</id>`,
    );
  });

  it('writes the test-drive time, the offer and the finance answers for people', async () => {
    await start();
    await h.call('POST', '/api/leads', contactKinds[1]![1]);
    await h.call('POST', '/api/leads', contactKinds[2]![1]);
    await h.call('POST', '/api/leads', contactKinds[5]![1]);
    await h.call('POST', '/api/leads', {
      ...contactKinds[3]![1],
      trade_year: 2015,
      trade_make: 'Holden',
      trade_model: 'Cruze',
    });
    await drain(h, 1);
    const text = (await inbox(catcher))
      .filter((m) => m.envelopeTo[0] === 'sales@sunshine-motors.example')
      .map((m) => m.text)
      .join('\n');
    expect(text).toContain('Requested test drive: Tuesday, 24 November 2026 at 9:00 am (Australia/Brisbane)');
    expect(text).toContain('Location: Brisbane');
    expect(text).toContain('Deposit: $5,000');
    expect(text).toContain('Term: 5 years');
    expect(text).toContain('Offer: Drive-away deal (offer offer-9)');
    expect(text).toContain('Vehicle: 2015 Holden Cruze');
    expect(text).toContain('Rego: ABC123 QLD');
    expect(text).toContain('Kilometres: 85,000 km');
  });

  it("sends valuation follow-up steps in both formats, naming the first lead's shopper; phone reveals only to who asked for them", async () => {
    await start(undefined, [
      ...RECIPIENTS,
      { to: 'manager@sunshine-motors.example', format: 'readable', phoneReveals: false },
    ]);
    const first = (await h.call('POST', '/api/leads', contactKinds[4]![1])).body.lead_id as string;
    await drain(h, 1);
    catcher.messages.length = 0;
    await h.call('POST', '/api/leads', {
      kind: 'valuation_adjustments',
      lead_id: first,
      adjustmentAnswers: { 'Any accident damage?': 'No', Keys: 2 },
    });
    await h.call('POST', '/api/leads', {
      kind: 'valuation_offer_accepted',
      lead_id: first,
      offer_accepted: true,
      offer_amount: 21000,
    });
    await h.call('POST', '/api/leads/phone-reveal', { car_id: 'car-1', dealership_id: 'd1' });
    await drain(h, 1);
    const mails = await inbox(catcher);
    // The CRM gets the answers as ADF under the first lead's contact; a phone reveal has no contact, so no ADF.
    expect(
      mails
        .filter((m) => m.envelopeTo[0] === 'leads@crm.example')
        .map((m) => m.subject)
        .sort(),
    ).toEqual([
      'ADF lead: Valuation answers from Ana Silva (Sunshine Motors)',
      'ADF lead: Valuation offer accepted from Ana Silva (Sunshine Motors)',
    ]);
    const sales = mails.filter((m) => m.envelopeTo[0] === 'sales@sunshine-motors.example');
    expect(sales.map((m) => m.subject).sort()).toEqual([
      'Phone number revealed: 2021 Mazda CX-5 (Sunshine Motors)',
      'Valuation answers from Ana Silva (Sunshine Motors)',
      'Valuation offer accepted from Ana Silva (Sunshine Motors)',
    ]);
    expect(sales.find((m) => m.subject?.startsWith('Valuation answers'))!.text).toContain('Any accident damage?: No');
    expect(sales.find((m) => m.subject?.startsWith('Valuation offer'))!.text).toContain('Offer accepted: Yes, $21,000');
    expect(sales.find((m) => m.subject?.startsWith('Valuation offer'))!.replyTo?.value[0]?.address).toBe(
      'ana@example.com',
    );
    expect(
      mails
        .filter((m) => m.envelopeTo[0] === 'manager@sunshine-motors.example')
        .map((m) => m.subject)
        .sort(),
    ).toEqual([
      'Valuation answers from Ana Silva (Sunshine Motors)',
      'Valuation offer accepted from Ana Silva (Sunshine Motors)',
    ]);
  });

  it('delivers a reservation and its paid deposit in both formats', async () => {
    await start();
    const { body } = await h.call('POST', '/api/reservations', { car_id: 'car-1', ...person });
    const checkout = await h.call('POST', '/api/payments/checkout', {
      reservation_id: body.reservation_id,
      car_id: 'car-1',
      return_path: '/cars/2021-mazda-cx-5/checkout',
    });
    expect((await h.app.request(checkout.body.url)).status).toBe(303);
    await drain(h, 1);
    const mails = await inbox(catcher);
    expect(mails.map((m) => `${m.envelopeTo[0]} ${m.subject}`).sort()).toEqual([
      'leads@crm.example ADF lead: Car reserved online from Ana: 2021 Mazda CX-5 (Sunshine Motors)',
      'leads@crm.example ADF lead: Deposit paid online from Ana: 2021 Mazda CX-5 (Sunshine Motors)',
      'sales@sunshine-motors.example Car reserved online from Ana: 2021 Mazda CX-5 (Sunshine Motors)',
      'sales@sunshine-motors.example Deposit paid online from Ana: 2021 Mazda CX-5 (Sunshine Motors)',
    ]);
    const paid = mails.find(
      (m) => m.subject?.startsWith('Deposit paid') && m.envelopeTo[0] === 'sales@sunshine-motors.example',
    )!;
    expect(paid.text).toMatch(/Paid: \$200\.00 \(TEST: no money taken\)/);
  });

  it('retries while the server is down and delivers each lead once it is up; none twice by Message-ID', async () => {
    await start();
    const port = catcher.port;
    await catcher.close();
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const started = performance.now();
      ids.push((await h.call('POST', '/api/leads', enquiry({ message: `Lead ${n}` }))).body.lead_id);
      expect(performance.now() - started).toBeLessThan(1000);
    }
    expect(await processOutbox(h.deps)).toEqual({ delivered: 0, retrying: 6, gaveUp: 0 });
    const waiting = await storage.listUndelivered(untriedDueBefore(h.clock.now));
    expect(waiting.map((r) => r.lastError)).toEqual(
      Array(6).fill(expect.stringMatching(/^ESOCKET: connect ECONNREFUSED 127\.0\.0\.1:\d+$/)),
    );
    catcher = await startSmtpCatcher({ port, loseAnswers: 2 });
    h.deps.mailer = smtpMailer(catcher.url, FROM);
    await drain(h);
    const mails = await inbox(catcher);
    // The server kept two messages whose answers were lost: those were sent again, with the same Message-ID.
    expect(mails).toHaveLength(8);
    const unique = new Map(mails.map((m) => [m.messageId, m]));
    expect(unique.size).toBe(6);
    for (const id of ids)
      expect(
        [...unique.values()].filter((m) => m.text?.includes(`Lead id: ${id}`) || m.text?.includes(`>${id}</id>`)),
      ).toHaveLength(2);
    expect(await storage.listUndelivered(untriedDueBefore(h.clock.now))).toEqual([]);
  });

  it.each([
    [
      'a wrong login',
      { login: { user: 'forecourt', pass: 'right' } },
      (url: string) => url.replace('forecourt:right', 'forecourt:wrong'),
      /^EAUTH: 535 5\.7\.8 Authentication credentials invalid/,
    ],
    [
      'a refused recipient',
      {
        refuse: (a: string) =>
          a.startsWith('sales@') ? '5.1.1 <sales@sunshine-motors.example>: Recipient address rejected' : undefined,
      },
      undefined,
      /^EENVELOPE: 550 5\.1\.1 <sales@sunshine-motors\.example>: Recipient address rejected/,
    ],
    [
      'a message over the size limit',
      { size: 200 },
      undefined,
      /^(EMESSAGE|EENVELOPE): 552 5\.3\.4 Message size exceeds fixed limit/,
    ],
  ] as const)(
    "keeps the lead, retries and reports it undelivered with the server's reason after %s",
    async (_name, options, rewrite, reason) => {
      await start(options, [RECIPIENTS[0]!]);
      if (rewrite) h.deps.mailer = smtpMailer(rewrite(catcher.url), FROM);
      const { body } = await h.call('POST', '/api/leads', enquiry());
      expect(body.success).toBe(true);
      await drain(h);
      expect(await storage.getLead(body.lead_id)).toBeDefined();
      const [row, ...rest] = await storage.listUndelivered(untriedDueBefore(h.clock.now));
      expect(rest).toEqual([]);
      expect(row).toMatchObject({
        leadId: body.lead_id,
        channel: 'email:readable:sales@sunshine-motors.example',
        status: 'failed',
        attempts: 3,
      });
      expect(row!.lastError).toMatch(reason);
      expect(h.logs.at(-1)).toMatch(
        /could not be delivered by email:readable:sales@sunshine-motors\.example after 3 attempts/,
      );
      expect(catcher.messages).toEqual([]);
    },
  );

  it('without SMTP_URL keeps the email rows waiting with the reason', async () => {
    await start();
    delete h.deps.mailer;
    await h.call('POST', '/api/leads', enquiry());
    await processOutbox(h.deps);
    expect((await storage.listUndelivered(untriedDueBefore(h.clock.now))).map((r) => r.lastError)).toEqual([
      NO_MAILER,
      NO_MAILER,
    ]);
  });

  it('waits no longer than the outbox timeout for a server that accepts the connection and never answers', async () => {
    const { createServer } = await import('node:net');
    const sockets: import('node:net').Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    await start();
    h.deps.mailer = smtpMailer(`smtp://127.0.0.1:${port}`, FROM);
    h.deps.outboxPolicy = { ...POLICY, timeoutMs: 300 };
    await h.call('POST', '/api/leads', enquiry());
    const started = performance.now();
    expect(await processOutbox(h.deps)).toEqual({ delivered: 0, retrying: 2, gaveUp: 0 });
    expect(performance.now() - started).toBeLessThan(2000);
    expect((await storage.listUndelivered(untriedDueBefore(h.clock.now))).map((r) => r.lastError)).toEqual(
      Array(2).fill('ETIMEDOUT: SMTP server did not answer within 0.3 s'),
    );
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it.each([
    [
      'a URL that is not smtp',
      { SMTP_URL: 'https://mail.example' },
      'SMTP_URL must be smtp://… or smtps://user:pass@host:port',
    ],
    [
      'a From that is not an address',
      { SMTP_URL: 'smtp://127.0.0.1:2525', SMTP_FROM: 'leads at dealer' },
      'SMTP_FROM must be an address such as "Harbour Toyota <leads@harbourtoyota.com.au>"',
    ],
  ])('with %s keeps the leads and lists each email with what to fix', async (_name, env, reason) => {
    await start();
    h.deps.mailer = mailerFromEnv(env, FROM);
    await h.call('POST', '/api/leads', enquiry());
    await processOutbox(h.deps);
    expect((await storage.listUndelivered(untriedDueBefore(h.clock.now))).map((r) => r.lastError)).toEqual([
      reason,
      reason,
    ]);
    expect(mailerFromEnv({}, FROM)).toBeUndefined();
  });

  it("lists failed email rows on the admin endpoint with the recipient and the server's reason", async () => {
    await start({ refuse: () => '5.1.1 Recipient address rejected' }, [RECIPIENTS[0]!]);
    h = harness(
      storage,
      'sunshine',
      { mailer: smtpMailer(catcher.url, FROM), outboxPolicy: POLICY, adminToken: 'admin-token' },
      { crm: { email: [RECIPIENTS[0]!] } },
    );
    const { body } = await h.call('POST', '/api/leads', enquiry());
    await processOutbox(h.deps);
    const listed = await h.call('GET', '/api/admin/undelivered', undefined, { Authorization: 'Bearer admin-token' });
    expect(listed.body.undelivered).toEqual([
      expect.objectContaining({
        lead_id: body.lead_id,
        channel: 'email:readable:sales@sunshine-motors.example',
        status: 'pending',
        attempts: 1,
        last_error: 'EENVELOPE: 550 5.1.1 Recipient address rejected',
      }),
    ]);
  });
});
