import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contracts/messages';
import type { Storage } from '../storage/types';
import { STORAGE_VARIANTS } from '../testing/databases';
import { harness, type Harness } from '../testing/harness';
import { DEFAULT_RATE_LIMITS } from '../deps';
import { httpSmsSender } from '../runtime';
import { CODE_TTL_MS } from './auth';
import { smsGateway } from '../testing/sms-gateway';

const PHONE = '+61 412 345 678';

function loggedCode(h: Harness): string {
  const match = /^\[forecourt\] sign-in code for 0412 345 678: (\d{6})$/.exec(h.logs.at(-1) ?? '');
  if (!match?.[1]) throw new Error(`no code in log: ${h.logs.at(-1)}`);
  return match[1];
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

for (const variant of STORAGE_VARIANTS) {
  describe.skipIf(variant.skip)(`sign-in on ${variant.name}`, () => {
    let storage: Storage;
    let h: Harness;
    beforeEach(async () => {
      const site = `auth-${Math.random().toString(36).slice(2)}`;
      storage = await variant.open(site);
      h = harness(storage, site);
    });
    afterEach(() => storage.close());

    it('logs the code locally, stores only its hash, and signs in with a session cookie', async () => {
      const requested = await h.call('POST', '/api/auth/request-code', { phone: PHONE });
      expect(requested.body).toEqual({ success: true, sent_to: '0412 345 678', expires_in_seconds: 600 });
      const code = loggedCode(h);
      const stored = await storage.latestCode('+61412345678');
      expect(stored?.codeHash).not.toContain(code);
      expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);

      const verified = await h.call('POST', '/api/auth/verify-code', { phone: '0412345678', code });
      expect(verified.status).toBe(200);
      expect(verified.body).toEqual({ user: { phone: '0412 345 678' } });
      const cookie = verified.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^fc_session=[A-Za-z0-9_-]{43};/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('Path=/');
      expect(cookie).not.toContain('Secure'); // http://localhost

      const session = cookie.split(';')[0] ?? '';
      expect((await h.call('GET', '/api/auth/me', undefined, { Cookie: session })).body).toEqual({
        user: { phone: '0412 345 678' },
      });
      expect((await h.call('GET', '/api/auth/me')).body).toEqual({ user: null });
      // A used code does not work twice.
      expect((await h.call('POST', '/api/auth/verify-code', { phone: PHONE, code })).body.error.message).toBe(
        MESSAGES.codeNotAccepted,
      );

      const out = await h.call('POST', '/api/auth/sign-out', undefined, { Cookie: session });
      expect(out.headers.get('set-cookie')).toMatch(/fc_session=;.*Max-Age=0/);
      expect((await h.call('GET', '/api/auth/me', undefined, { Cookie: session })).body).toEqual({ user: null });
    });

    it('sets Secure on any origin other than http://localhost', async () => {
      await h.call('POST', '/api/auth/request-code', { phone: PHONE });
      const code = loggedCode(h);
      const res = await h.app.request('https://sunshine-motors.example/api/auth/verify-code', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ phone: PHONE, code }),
      });
      expect(res.headers.get('set-cookie')).toContain('Secure');
    });

    it.each(['0212345678', '12345', '+1 415 555 0100', 'call me'])('rejects %j with a clear message', async (phone) => {
      const res = await h.call('POST', '/api/auth/request-code', { phone });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({
        message: MESSAGES.mobileInvalid,
        fields: [{ path: 'phone', message: MESSAGES.mobileInvalid }],
      });
      expect(h.logs).toEqual([]);
    });

    it('refuses a wrong code, an expired code, and a sixth try', async () => {
      await h.call('POST', '/api/auth/request-code', { phone: PHONE });
      const code = loggedCode(h);
      const bad = await h.call('POST', '/api/auth/verify-code', { phone: PHONE, code: wrong(code) });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toEqual({
        message: MESSAGES.codeNotAccepted,
        fields: [{ path: 'code', message: MESSAGES.codeNotAccepted }],
      });
      expect((await h.call('POST', '/api/auth/verify-code', { phone: PHONE, code: '12a456' })).body.error.message).toBe(
        MESSAGES.codeFormat,
      );

      h.clock.now += CODE_TTL_MS;
      expect((await h.call('POST', '/api/auth/verify-code', { phone: PHONE, code })).body.error.message).toBe(
        MESSAGES.codeNotAccepted,
      );

      await h.call('POST', '/api/auth/request-code', { phone: PHONE });
      const fresh = loggedCode(h);
      const answers = [];
      for (let i = 0; i < 5; i++)
        answers.push(
          (await h.call('POST', '/api/auth/verify-code', { phone: PHONE, code: wrong(fresh) })).body.error.message,
        );
      expect(answers).toEqual(Array(5).fill(MESSAGES.codeNotAccepted));
      const sixth = await h.call('POST', '/api/auth/verify-code', { phone: PHONE, code: fresh });
      expect(sixth.status).toBe(400);
      expect(sixth.body.error.message).toBe(MESSAGES.codeNotAccepted);
      expect(sixth.headers.get('set-cookie')).toBeNull();
    });

    it('answers a guess the same whether or not a code is pending (issue 23)', async () => {
      const guess = { phone: '0498 765 432', code: '123456' };
      const none = await h.call('POST', '/api/auth/verify-code', guess);
      await h.call('POST', '/api/auth/request-code', { phone: guess.phone });
      const code = /: (\d{6})$/.exec(h.logs.at(-1) ?? '')?.[1] ?? '';
      const pending = await h.call('POST', '/api/auth/verify-code', { ...guess, code: wrong(code) });
      h.clock.now += CODE_TTL_MS;
      const expired = await h.call('POST', '/api/auth/verify-code', { ...guess, code });
      for (const answer of [none, pending, expired]) {
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual(none.body);
      }
      expect(none.body.error.message).toBe(
        "That code isn't right or has expired. Please check it, or request a new code.",
      );
    });

    it('asking again retires the earlier code', async () => {
      await h.call('POST', '/api/auth/request-code', { phone: PHONE });
      const first = loggedCode(h);
      await h.call('POST', '/api/auth/request-code', { phone: PHONE });
      const second = loggedCode(h);
      if (first !== second)
        expect((await h.call('POST', '/api/auth/verify-code', { phone: PHONE, code: first })).status).toBe(400);
      expect((await h.call('POST', '/api/auth/verify-code', { phone: PHONE, code: second })).status).toBe(200);
    });

    it('limits code checks to 10 per 10 minutes per address; a refused check costs the code no attempt', async () => {
      const site = `verify-${Math.random().toString(36).slice(2)}`;
      const limited = harness(storage, site, {
        rateLimits: { ...h.deps.rateLimits, verifyCode: DEFAULT_RATE_LIMITS.verifyCode },
      });
      expect(DEFAULT_RATE_LIMITS.verifyCode).toEqual({ limit: 10, windowMs: 600_000 });
      const other = '0498 765 432';
      await limited.call('POST', '/api/auth/request-code', { phone: PHONE });
      const code = loggedCode(limited);
      await limited.call('POST', '/api/auth/request-code', { phone: other });
      const otherCode = /: (\d{6})$/.exec(limited.logs.at(-1) ?? '')?.[1] ?? '';
      const guesses = [...Array(4).fill(PHONE), ...Array(4).fill(other), '0411 111 111', '0411 111 111'];
      for (const phone of guesses) {
        const res = await limited.call('POST', '/api/auth/verify-code', {
          phone,
          code: wrong(phone === PHONE ? code : otherCode),
        });
        expect(res.status).toBe(400);
      }
      const eleventh = await limited.call('POST', '/api/auth/verify-code', { phone: PHONE, code });
      expect(eleventh.status).toBe(429);
      expect(eleventh.body.error).toEqual({ message: MESSAGES.rateLimited });
      expect(eleventh.headers.get('retry-after')).toBe('600');
      expect(eleventh.headers.get('set-cookie')).toBeNull();
      // Another address is counted on its own.
      const elsewhere = await limited.call(
        'POST',
        '/api/auth/verify-code',
        { phone: other, code: otherCode },
        { 'x-nf-client-connection-ip': '203.0.113.9' },
      );
      expect(elsewhere.status).toBe(200);
      limited.clock.now += 60_000;
      expect(
        (await limited.call('POST', '/api/auth/verify-code', { phone: PHONE, code })).headers.get('retry-after'),
      ).toBe('540');
      // The refused checks never reached the code: it still has only its 4 wrong guesses.
      expect((await storage.latestCode('+61412345678'))?.attempts).toBe(4);
      limited.clock.now += 540_000;
      // The window has passed (and with it the code's 10 minutes): a fresh code signs in.
      await limited.call('POST', '/api/auth/request-code', { phone: PHONE });
      const later = await limited.call('POST', '/api/auth/verify-code', { phone: PHONE, code: loggedCode(limited) });
      expect(later.status).toBe(200);
      expect(later.body).toEqual({ user: { phone: '0412 345 678' } });
    });

    it('signs out without a session, or with an unknown one, and leaves other sessions signed in', async () => {
      const session = await h.signIn(PHONE);
      for (const cookie of [undefined, 'fc_session=not-a-known-token', `fc_session=${'x'.repeat(201)}`]) {
        const out = await h.call('POST', '/api/auth/sign-out', undefined, cookie ? { Cookie: cookie } : {});
        expect(out.status).toBe(200);
        expect(out.body).toEqual({ success: true });
        expect(out.headers.get('set-cookie')).toMatch(/^fc_session=;.*Max-Age=0/);
      }
      expect((await h.call('GET', '/api/auth/me', undefined, { Cookie: session })).body).toEqual({
        user: { phone: '0412 345 678' },
      });
      expect((await h.call('POST', '/api/auth/sign-out', undefined, { Cookie: session })).status).toBe(200);
      expect((await h.call('GET', '/api/auth/me', undefined, { Cookie: session })).body).toEqual({ user: null });
      // Signing out twice is harmless.
      expect((await h.call('POST', '/api/auth/sign-out', undefined, { Cookie: session })).body).toEqual({
        success: true,
      });
    });

    it('sends by SMS in sms mode, and says so when no sender is configured', async () => {
      const site = `sms-${Math.random().toString(36).slice(2)}`;
      const sent: string[] = [];
      const sms = harness(
        await variant.open(site),
        site,
        { smsSender: async (phone, text) => void sent.push(`${phone} ${text}`) },
        { phoneCodeSender: 'sms' },
      );
      expect((await sms.call('POST', '/api/auth/request-code', { phone: PHONE })).status).toBe(200);
      expect(sent[0]).toMatch(/^\+61412345678 Your sign-in code is \d{6}\. It expires in 10 minutes\.$/);
      expect(sms.logs).toEqual([]);
      const none = harness(sms.deps.storage, site, {}, { phoneCodeSender: 'sms' });
      const res = await none.call('POST', '/api/auth/request-code', { phone: PHONE });
      expect(res.status).toBe(503);
      expect(res.body.error.message).toBe(MESSAGES.smsUnavailable);
      await sms.deps.storage.close();
    });

    it("lets one address use only 3 of a phone's 5 codes an hour, so the owner can still sign in (issue 23)", async () => {
      const site = `per-address-${Math.random().toString(36).slice(2)}`;
      const { requestCodePerAddressPhone, requestCodePerPhone } = DEFAULT_RATE_LIMITS;
      expect([requestCodePerAddressPhone, requestCodePerPhone]).toEqual([
        { limit: 3, windowMs: 3_600_000 },
        { limit: 5, windowMs: 3_600_000 },
      ]);
      const limited = harness(storage, site, {
        rateLimits: { ...h.deps.rateLimits, requestCodePerAddressPhone, requestCodePerPhone },
      });
      const from = (ip: string, phone = PHONE) =>
        limited.call('POST', '/api/auth/request-code', { phone }, { 'x-nf-client-connection-ip': ip });
      const stranger = '198.51.100.7';
      const owner = '203.0.113.20';
      for (let i = 0; i < 3; i++) expect((await from(stranger)).status).toBe(200);
      const fourth = await from(stranger);
      expect(fourth.status).toBe(429);
      expect(fourth.body.error.message).toBe(MESSAGES.rateLimited);
      expect(fourth.headers.get('retry-after')).toBe('3600');
      // The refused requests took nothing from the phone: its owner still has two codes this hour.
      expect((await from(owner)).status).toBe(200);
      const verified = await limited.call(
        'POST',
        '/api/auth/verify-code',
        { phone: PHONE, code: loggedCode(limited) },
        { 'x-nf-client-connection-ip': owner },
      );
      expect(verified.status).toBe(200);
      expect((await from(owner)).status).toBe(200);
      // Past the phone's own 5 an hour, every address is refused (what remains: many addresses together).
      expect((await from('192.0.2.44')).status).toBe(429);
      // The stranger's allowance is per phone: another phone is not affected.
      expect((await from(stranger, '0498 765 432')).status).toBe(200);
    });

    describe('with the SMS gateway down (issue 23)', () => {
      const gateway = smsGateway();
      beforeEach(() => gateway.start());
      afterEach(() => gateway.stop());

      it.each([
        ['refuses connections', 'refused'],
        ['answers 503', 503],
        ['answers 500', 500],
      ] as const)(
        'answers 503 with a plain message when the gateway %s, and counts no failed send',
        async (_name, outage) => {
          const site = `sms-down-${Math.random().toString(36).slice(2)}`;
          const { requestCodePerAddressPhone, requestCodePerPhone } = DEFAULT_RATE_LIMITS;
          const sms = harness(
            storage,
            site,
            {
              smsSender: httpSmsSender(gateway.url(), 'sms-token'),
              rateLimits: { ...h.deps.rateLimits, requestCodePerAddressPhone, requestCodePerPhone },
            },
            { phoneCodeSender: 'sms' },
          );
          await gateway.fail(outage);
          // More failed sends than the address's and the phone's whole allowance.
          for (let i = 0; i < requestCodePerPhone.limit + 1; i++) {
            const res = await sms.call('POST', '/api/auth/request-code', { phone: PHONE });
            expect(res.status).toBe(503);
            expect(res.body).toEqual({
              error: { message: "We couldn't send the code just now. Please try again in a few minutes." },
            });
          }
          expect(sms.logs.at(-1)).toMatch(/^\[forecourt\] sign-in code to 0412 345 678 not sent: /);
          expect(gateway.received()).toEqual([]);
          await gateway.recover();
          // Back up: the address still has all three codes for this phone.
          for (let i = 0; i < requestCodePerAddressPhone.limit; i++)
            expect((await sms.call('POST', '/api/auth/request-code', { phone: PHONE })).status).toBe(200);
          expect((await sms.call('POST', '/api/auth/request-code', { phone: PHONE })).status).toBe(429);
          const delivered = gateway.received();
          expect(delivered).toHaveLength(3);
          expect(delivered[0]).toMatchObject({ to: '+61412345678', authorization: 'Bearer sms-token' });
          const code = /code is (\d{6})\./.exec(delivered.at(-1)?.message ?? '')?.[1] ?? '';
          expect((await sms.call('POST', '/api/auth/verify-code', { phone: PHONE, code })).status).toBe(200);
        },
      );
    });
  });
}
