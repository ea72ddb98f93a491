/**
 * Issue 23 points 1, 2 and 4: the same hostile text through every endpoint that stores text, on SQLite
 * and PostgreSQL. No answer is a 5xx, both databases store the same cleaned text (U+0000 and other
 * controls gone, lone surrogates, U+FFFE and U+FFFF as U+FFFD), and what a lead becomes (the ADF a
 * CRM parses, the email the sales team reads) is well-formed and carries the rest of the text.
 * Markup-looking text is refused with one plain message, ordinary text with < and & is kept as
 * typed, and every output escapes it (the CRM webhook's JSON carries it as data).
 */
import { XmlDocument } from 'libxml2-wasm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MARKUP_CASES, ORDINARY_CASES } from '../domain/markup-cases.fixture';
import { processOutbox } from './forward/outbox';
import type { LeadEmail } from './forward/mailer';
import { MESSAGES } from '../contracts/messages';
import { migrate } from './storage/migrations';
import { storageOver } from './storage/open-storage';
import { openPostgresDb } from './storage/postgres-db';
import type { SqlDb } from './storage/sql-db';
import { openSqliteDb } from './storage/sqlite-db';
import type { Storage } from './storage/types';
import { adfDtdErrors } from './testing/adf-dtd';
import { STORAGE_VARIANTS, TEST_DATABASE_URL } from './testing/databases';
import { enquiry, harness, type Harness } from './testing/harness';

/** [what, the text sent, the text stored]: the same table for every endpoint and both databases. */
const HOSTILE_TEXT: [string, string, string][] = [
  ['a null byte', 'Still\u0000 there?', 'Still there?'],
  ['U+FFFE and U+FFFF', 'Still \uFFFE there\uFFFF?', 'Still \uFFFD there\uFFFD?'],
  ['a lone high surrogate', 'Low \uD800 kms', 'Low \uFFFD kms'],
  ['a lone low surrogate', 'Low \uDC00 kms', 'Low \uFFFD kms'],
  ['other control characters', 'bell\u0007 and escape\u001b, vertical tab\u000b', 'bell and escape, vertical tab'],
  ['a right-to-left override', 'Call \u202E876 543 2140', 'Call \u202E876 543 2140'],
  ['emoji', 'Love it 🚗❤️👍🏽', 'Love it 🚗❤️👍🏽'],
  ['line breaks and a tab', 'Line one\nline\ttwo', 'Line one\nline\ttwo'],
];

/** 31 KB: under the 64 KB body limit, over every free-text field's own limit. */
const HUGE = 'x'.repeat(31 * 1024);

const toyotas = { name: 'Toyota', path: '/search/used-cars', filters: { make: ['Toyota'] } };

/** Each endpoint that stores text: sends `text`, then reads back from the table what it stored. */
interface Endpoint {
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: the answer of Harness.call, whose body is any JSON
  send(h: Harness, cookie: string, text: string): Promise<{ status: number; body: any }>;
  stored(db: SqlDb, site: string): Promise<unknown[]>;
}

const payloads = async (db: SqlDb, site: string, table: string) =>
  (
    await db.all<{ payload: string }>(`SELECT payload FROM ${table} WHERE site = $1 ORDER BY created_at, id`, [site])
  ).map((r) => JSON.parse(r.payload));

const ENDPOINTS: Endpoint[] = [
  {
    name: 'a lead (message, model, stock number)',
    send: (h, _c, text) =>
      h.call('POST', '/api/leads', enquiry({ message: text, 'Vehicle Model': text, stock_number: text })),
    stored: async (db, site) =>
      (await payloads(db, site, 'leads')).flatMap((p) => [p.message, p['Vehicle Model'], p.stock_number]),
  },
  {
    name: 'valuation answers (keys and values)',
    send: async (h, _c, text) => {
      const parent = await h.call('POST', '/api/leads', {
        kind: 'valuation',
        name: 'Bo',
        email: 'bo@example.com',
        phone: '0412345678',
        rego: 'ABC123',
        regoState: 'qld',
      });
      return h.call('POST', '/api/leads', {
        kind: 'valuation_adjustments',
        lead_id: parent.body.lead_id,
        adjustmentAnswers: { [`Q ${text}`]: text },
      });
    },
    stored: async (db, site) =>
      (await payloads(db, site, 'leads')).flatMap((p) =>
        p.adjustmentAnswers ? Object.entries(p.adjustmentAnswers).flat() : [],
      ),
  },
  {
    name: 'a saved search (name and filter)',
    send: (h, cookie, text) =>
      h.call('POST', '/api/saved-searches', { ...toyotas, name: text, filters: { make: [text] } }, { Cookie: cookie }),
    stored: async (db, site) =>
      (
        await db.all<{ name: string; query: string }>('SELECT name, query FROM saved_searches WHERE site = $1', [site])
      ).flatMap((r) => [r.name, JSON.parse(r.query).filters.make[0]]),
  },
  {
    name: 'a saved valuation (miscellaneous)',
    send: (h, _c, text) =>
      h.call('POST', '/api/miscellaneous', { column_name: 'valuation', valuation: { note: text, [`Q ${text}`]: 1 } }),
    stored: async (db, site) =>
      (await payloads(db, site, 'miscellaneous')).flatMap((p) => [
        p.note,
        Object.keys(p).find((k) => k.startsWith('Q ')),
      ]),
  },
];

/** The stored text of each endpoint and case, per database, to compare the two at the end. */
const storedBy = new Map<string, Map<string, unknown[]>>();

/** A storage with its database at hand, so the tests read the tables themselves. */
async function openWithDb(variant: string, site: string): Promise<{ db: SqlDb; storage: Storage }> {
  const db = variant === 'SQLite' ? openSqliteDb(':memory:') : openPostgresDb(TEST_DATABASE_URL!);
  await migrate(db);
  return { db, storage: storageOver(db, site) };
}

for (const variant of STORAGE_VARIANTS) {
  describe.skipIf(variant.skip)(`hostile text on ${variant.name}`, () => {
    let db: SqlDb;
    let storage: Storage;
    let h: Harness;
    let site: string;
    let cookie: string;
    let mails: LeadEmail[];
    let crm: { url: string; body: string }[];
    beforeEach(async () => {
      site = `text-${Math.random().toString(36).slice(2)}`;
      ({ db, storage } = await openWithDb(variant.name.split(' ')[0]!, site));
      mails = [];
      const mailer = {
        from: 'Leads <leads@sunshine-motors.example>',
        send: async (m: LeadEmail) => void mails.push(m),
        close: () => undefined,
      };
      crm = [];
      const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
        crm.push({ url: String(url), body: String(init?.body) });
        return new Response('ok');
      }) as typeof globalThis.fetch;
      h = harness(
        storage,
        site,
        { fetch, mailer },
        {
          crm: {
            webhookUrl: 'https://crm.example/hook',
            adfUrl: 'https://crm.example/adf',
            email: [
              { to: 'sales@sunshine-motors.example', format: 'readable', phoneReveals: false },
              { to: 'leads@crm.example', format: 'adf-xml', phoneReveals: false },
            ],
          },
        },
      );
      cookie = await h.signIn('0412 345 678');
    });
    afterEach(() => storage.close());

    for (const endpoint of ENDPOINTS) {
      it.each(HOSTILE_TEXT)(`${endpoint.name} with %s: stored cleaned, never a 5xx`, async (label, sent, expected) => {
        const res = await endpoint.send(h, cookie, sent);
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
        const stored = await endpoint.stored(db, site);
        // Answer keys are stored as "Q <text>"; every other value is the text itself.
        expect(stored.map((s) => String(s).replace(/^Q /, ''))).toEqual(stored.map(() => expected));
        expect(stored.length).toBeGreaterThan(0);
        const key = `${endpoint.name} / ${label}`;
        storedBy.set(key, (storedBy.get(key) ?? new Map()).set(variant.name, stored));
      });

      it(`${endpoint.name} with 31 KB of text: a clear error, nothing stored`, async () => {
        const res = await endpoint.send(h, cookie, HUGE);
        // One long field is "too long"; several together pass the 64 KB body limit and are "too large".
        if (res.status === 413) expect(res.body.error.message).toBe(MESSAGES.tooLarge);
        else {
          expect(res.status).toBe(400);
          const messages = res.body.error.fields.map((f: { message: string }) => f.message);
          expect(messages.length).toBeGreaterThan(0);
          expect(new Set(messages)).toEqual(new Set([MESSAGES.textTooLong]));
        }
        expect(await endpoint.stored(db, site)).toEqual([]);
      });
    }

    it.each(['An\u0000a', 'An\uFFFEa', 'An\uD800a', 'An\u0007a', 'An\u202Ea', 'Ana 🚗'])(
      'a name such as %j is refused with the same message',
      async (name) => {
        for (const [path, body] of [
          ['/api/leads', enquiry({ name })],
          ['/api/reservations', { car_id: 'car-1', name, email: 'ana@example.com', phone: '0412345678' }],
        ] as const) {
          const res = await h.call('POST', path, body, { Cookie: cookie });
          expect(res.status).toBe(400);
          expect(res.body.error.message).toBe(MESSAGES.nameInvalid);
        }
        expect(await storage.countLeads()).toBe(0);
      },
    );

    it.each(HOSTILE_TEXT)(
      'a lead with %s: its ADF parses and its email escapes, with the rest of the text',
      async (_label, sent, expected) => {
        const res = await h.call(
          'POST',
          '/api/leads',
          enquiry({ car_id: undefined, message: sent, 'Vehicle Model': sent }),
        );
        expect(res.status).toBe(200);
        await processOutbox(h.deps);
        const documents = [
          ...crm.filter((r) => r.url === 'https://crm.example/adf').map((r) => r.body),
          ...mails.filter((m) => m.to === 'leads@crm.example').map((m) => m.text),
        ];
        expect(documents).toHaveLength(2);
        for (const xml of documents) {
          expect(adfDtdErrors(xml)).toEqual([]);
          const doc = XmlDocument.fromString(xml);
          try {
            expect(doc.get('//vehicle[@interest="buy"]/model')?.content).toBe(expected);
            expect(doc.get('//customer/comments')?.content).toContain(expected.replace(/\r\n?/g, '\n'));
          } finally {
            doc.dispose();
          }
        }
        const readable = mails.find((m) => m.to === 'sales@sunshine-motors.example')!;
        expect(readable.html).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/);
        expect(readable.html).toContain(expected.split('\n')[0]!.replace(/&/g, '&amp;'));
      },
    );

    it.each(MARKUP_CASES)('refuses markup-looking text %j in a message and a search name', async (text) => {
      const lead = await h.call('POST', '/api/leads', enquiry({ message: text }));
      const search = await h.call('POST', '/api/saved-searches', { ...toyotas, name: text }, { Cookie: cookie });
      for (const [res, field] of [
        [lead, 'message'],
        [search, 'name'],
      ] as const) {
        expect(res.status).toBe(400);
        expect(res.body.error.message).toBe(MESSAGES.htmlNotAllowed);
        expect(res.body.error.fields.map((f: { path: string }) => f.path)).toEqual([field]);
      }
      expect(await storage.countLeads()).toBe(0);
    });

    it.each(ORDINARY_CASES.filter((text) => text.trim() !== ''))('keeps ordinary text %j as typed', async (text) => {
      const res = await h.call('POST', '/api/leads', enquiry({ message: text }));
      expect(res.status).toBe(200);
      expect((await storage.getLead(res.body.lead_id))?.payload.message).toBe(text.trim());
    });

    it('escapes text with < and & in every output: the email, the ADF; the webhook carries it as data', async () => {
      const message = ORDINARY_CASES.filter((text) => text !== '').join('\n');
      const collected = {
        url: 'https://sunshine-motors.example/cars/x?utm="><img src=x onerror=alert(1)>',
        user_agent: '<script>alert(1)</script>',
        lead_attributes: {
          visited_pages: ['/cars/<svg/onload=alert(1)>'],
          linked_query_params: { utm_source: '<b onmouseover=alert(1)>' },
        },
      };
      const res = await h.call('POST', '/api/leads', enquiry({ message, ...collected }));
      expect(res.status).toBe(200);
      await processOutbox(h.deps);
      const html = mails.find((m) => m.to === 'sales@sunshine-motors.example')!.html!;
      expect(html).not.toMatch(/<(script|img src=x|svg|b onmouseover|ana@)/i);
      expect(html).toContain('I&#39;d pay &lt; $20k');
      expect(html).toContain('Ana Silva &lt;ana@example.com&gt;');
      expect(html).toContain(
        'href="https://sunshine-motors.example/cars/x?utm=&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"',
      );
      const adf = crm.find((r) => r.url === 'https://crm.example/adf')!.body;
      expect(adfDtdErrors(adf)).toEqual([]);
      const doc = XmlDocument.fromString(adf);
      try {
        expect(doc.get('//customer/comments')?.content).toContain(message);
      } finally {
        doc.dispose();
      }
      const hook = JSON.parse(crm.find((r) => r.url === 'https://crm.example/hook')!.body);
      expect(hook.lead).toMatchObject({ message, ...collected });
    });
  });
}

afterAll(() => {
  // Both databases ran: each endpoint stored exactly the same text on both.
  for (const [key, byDb] of storedBy)
    if (byDb.size === 2) expect([...byDb.values()][0], key).toEqual([...byDb.values()][1]);
});
