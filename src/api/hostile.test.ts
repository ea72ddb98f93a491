import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../contracts/messages';
import type { Storage } from './storage/types';
import { STORAGE_VARIANTS } from './testing/databases';
import { enquiry, harness, type Harness } from './testing/harness';

const big = 'x'.repeat(70 * 1024);

/**
 * [label, method, path, body (string = raw), expected status, expected message, the field the answer
 * names (null: the body as a whole is at fault, so the answer names none), request headers]
 */
const HOSTILE: [string, string, string, unknown, number, string, string | null, Record<string, string>?][] = [
  ['oversized body', 'POST', '/api/leads', JSON.stringify(enquiry({ message: big })), 413, MESSAGES.tooLarge, null],
  [
    'oversized sign-in body',
    'POST',
    '/api/auth/request-code',
    JSON.stringify({ phone: '0412345678', pad: big }),
    413,
    MESSAGES.tooLarge,
    null,
  ],
  ['not JSON', 'POST', '/api/leads', '{"kind": "enquiry", name:', 400, MESSAGES.notJson, null],
  [
    'JSON array',
    'POST',
    '/api/leads',
    [1, 2, 3],
    400,
    'kind must be one of: enquiry, test_drive, finance, trade_in, valuation, valuation_adjustments, valuation_rego_lookup, valuation_offer_accepted, offer_enquiry, find_similar, request_photos, general.',
    'kind',
  ],
  [
    'unknown kind',
    'POST',
    '/api/leads',
    enquiry({ kind: 'drop_table' }),
    400,
    'kind must be one of: enquiry, test_drive, finance, trade_in, valuation, valuation_adjustments, valuation_rego_lookup, valuation_offer_accepted, offer_enquiry, find_similar, request_photos, general.',
    'kind',
  ],
  ['name as a number', 'POST', '/api/leads', enquiry({ name: 42 }), 400, MESSAGES.nameRequired, 'name'],
  ['email as an object', 'POST', '/api/leads', enquiry({ email: { $ne: null } }), 400, MESSAGES.emailInvalid, 'email'],
  [
    'kms as a string',
    'POST',
    '/api/leads',
    { kind: 'valuation', name: 'Al', email: 'al@example.com', phone: '0412345678', kms: '100k' },
    400,
    'Please enter kilometres as a number, like 45000.',
    'kms',
  ],
  [
    'SQL in the name',
    'POST',
    '/api/leads',
    enquiry({ name: "Robert'); DROP TABLE leads;--" }),
    400,
    MESSAGES.nameInvalid,
    'name',
  ],
  [
    'SQL in the email',
    'POST',
    '/api/leads',
    enquiry({ email: "a@b.co' OR '1'='1" }),
    400,
    MESSAGES.emailInvalid,
    'email',
  ],
  [
    'SQL in the car id',
    'POST',
    '/api/leads',
    enquiry({ car_id: '1; DELETE FROM leads' }),
    400,
    MESSAGES.idInvalid,
    'car_id',
  ],
  [
    'SQL in the lead id',
    'POST',
    '/api/leads',
    { kind: 'valuation_rego_lookup', lead_id: "x' OR 1=1--", rego: 'ABC', regoState: 'qld' },
    400,
    MESSAGES.idInvalid,
    'lead_id',
  ],
  [
    'HTML in the message',
    'POST',
    '/api/leads',
    enquiry({ message: 'Hi <script>alert(1)</script>' }),
    400,
    MESSAGES.htmlNotAllowed,
    'message',
  ],
  [
    'HTML in the name',
    'POST',
    '/api/leads',
    enquiry({ name: '<img src=x onerror=alert(1)>' }),
    400,
    MESSAGES.nameInvalid,
    'name',
  ],
  [
    'javascript: URL in a free-text field',
    'POST',
    '/api/leads',
    enquiry({ stock_number: 'javascript:alert(1)' }),
    400,
    MESSAGES.htmlNotAllowed,
    'stock_number',
  ],
  [
    'javascript: page URL',
    'POST',
    '/api/leads',
    enquiry({ url: 'javascript:alert(1)' }),
    400,
    'Please send a web address starting with http or https.',
    'url',
  ],
  [
    'landline as the sign-in phone',
    'POST',
    '/api/auth/request-code',
    { phone: '02 9876 5432' },
    400,
    MESSAGES.mobileInvalid,
    'phone',
  ],
  ['too few digits', 'POST', '/api/leads', enquiry({ phone: '0412 345' }), 400, MESSAGES.phoneInvalid, 'phone'],
  ['foreign phone', 'POST', '/api/leads', enquiry({ phone: '+44 7700 900123' }), 400, MESSAGES.phoneInvalid, 'phone'],
  [
    'letters in the phone',
    'POST',
    '/api/leads',
    enquiry({ phone: '04one2345678' }),
    400,
    MESSAGES.phoneInvalid,
    'phone',
  ],
  [
    '3-digit postcode',
    'POST',
    '/api/leads',
    { kind: 'trade_in', name: 'Al', email: 'al@example.com', phone: '0412345678', postcode: '400' },
    400,
    MESSAGES.postcodeInvalid,
    'postcode',
  ],
  [
    'postcode with letters',
    'GET',
    '/api/delivery/price?postcode=4OOO',
    undefined,
    400,
    MESSAGES.postcodeInvalid,
    'postcode',
  ],
  [
    'SQL in the postcode',
    'GET',
    `/api/delivery/price?postcode=${encodeURIComponent("4000' OR '1'='1")}`,
    undefined,
    400,
    MESSAGES.postcodeInvalid,
    'postcode',
  ],
  [
    'bad contact method',
    'POST',
    '/api/leads',
    enquiry({ PreferredContactMethod: 'Pigeon' }),
    400,
    MESSAGES.contactMethodInvalid,
    'PreferredContactMethod',
  ],
  [
    'bad idempotency key',
    'POST',
    '/api/leads',
    enquiry({ idempotency_key: "'; DROP TABLE leads; --" }),
    400,
    MESSAGES.idempotencyKeyInvalid,
    'idempotency_key',
  ],
  [
    'bad Idempotency-Key header',
    'POST',
    '/api/leads',
    enquiry(),
    400,
    MESSAGES.idempotencyKeyInvalid,
    'Idempotency-Key',
    { 'Idempotency-Key': 'short' },
  ],
  [
    'bad key on a phone reveal',
    'POST',
    '/api/leads/phone-reveal',
    { car_id: 'car-1', idempotency_key: 'x y' },
    400,
    MESSAGES.idempotencyKeyInvalid,
    'idempotency_key',
  ],
  [
    'too many visited pages',
    'POST',
    '/api/leads',
    enquiry({ lead_attributes: { visited_pages: Array(51).fill('/a') } }),
    400,
    'Too many visited pages.',
    'lead_attributes.visited_pages',
  ],
  [
    'negative quote price',
    'POST',
    '/api/youx/quote',
    { purchasePrice: -5 },
    400,
    MESSAGES.priceInvalid,
    'purchasePrice',
  ],
  [
    'SQL as the view slug',
    'GET',
    `/cars/${encodeURIComponent("a' OR '1'='1")}/view.json`,
    undefined,
    400,
    MESSAGES.idInvalid,
    'slug',
  ],
  [
    'SQL as the Autogauge slug',
    'GET',
    `/cars/${encodeURIComponent("a' OR '1'='1")}/autogauge`,
    undefined,
    400,
    MESSAGES.idInvalid,
    'slug',
  ],
  [
    'not a reservation id',
    'GET',
    `/api/payments/status/${encodeURIComponent("1' OR '1'='1")}`,
    undefined,
    400,
    MESSAGES.reservationInvalid,
    'reservationId',
  ],
];

for (const variant of STORAGE_VARIANTS) {
  describe.skipIf(variant.skip)(`hostile inputs on ${variant.name}`, () => {
    let storage: Storage;
    let h: Harness;
    beforeEach(async () => {
      const site = `hostile-${Math.random().toString(36).slice(2)}`;
      storage = await variant.open(site);
      h = harness(storage, site);
    });
    afterEach(() => storage.close());

    it.each(HOSTILE)(
      '%s: a clear error, nothing stored',
      async (_label, method, path, body, status, message, field, headers) => {
        const res = await h.call(method, path, body, headers);
        expect(res.status).toBe(status);
        expect(res.body.error.message).toBe(message);
        const paths = (res.body.error.fields ?? []).map((f: { path: string }) => f.path);
        if (field === null) expect(paths).toEqual([]);
        else expect(paths).toContain(field);
        expect(paths).not.toContain('');
        expect(JSON.stringify(res.body)).not.toMatch(/SELECT|INSERT|sqlite|postgres|at .*\.ts:\d+/i);
        expect(await storage.countLeads()).toBe(0);
        expect(await storage.latestCode('+61412345678')).toBeUndefined();
        expect(h.logs).toEqual([]);
      },
    );

    it('stores SQL-looking free text literally and the tables stay intact', async () => {
      const message = "Robert'); DROP TABLE leads;-- and 1=1";
      const res = await h.call('POST', '/api/leads', enquiry({ message }));
      expect(res.status).toBe(200);
      expect((await storage.getLead(res.body.lead_id))?.payload.message).toBe(message);
      expect(await storage.countLeads()).toBe(1);
    });
  });
}
