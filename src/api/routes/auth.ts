/**
 * Sign-in by phone: a 6-digit code, stored hashed, valid 10 minutes, 5 tries; a verified code
 * opens a session. In local mode the code goes to the server log, in sms mode to the SMS sender.
 * A wrong, expired, used or worn-out code all get one answer: it never tells whether a code is pending.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { keyedHash, newCode, newSessionToken, sameHash } from '../auth/secrets';
import {
  clearSessionCookie,
  currentPhone,
  SESSION_COOKIE,
  SESSION_MS,
  sessionKey,
  setSessionCookie,
} from '../auth/session';
import { rateLimitsOf, type AppDeps } from '../deps';
import { jsonBody } from '../http/body';
import { ApiError } from '../http/errors';
import { clientAddress } from '../middleware/client-ip';
import { rateLimit, SlidingWindow } from '../middleware/rate-limit';
import { RequestCodeSchema, VerifyCodeSchema, type MeAnswer, type RequestCodeAnswer } from '../../contracts/auth';
import { MESSAGES } from '../../contracts/messages';
import { formatAuPhone } from '../../contracts/phone';

/** A code lasts 10 minutes. */
export const CODE_TTL_MS = 10 * 60_000;
/** Wrong guesses allowed per code. */
export const CODE_MAX_ATTEMPTS = 5;

/** Routes under /api/auth. */
export function authRoutes(deps: AppDeps, now: () => number, log: (line: string) => void) {
  const limits = rateLimitsOf(deps);
  const perAddressPhone = new SlidingWindow(limits.requestCodePerAddressPhone);
  const perPhone = new SlidingWindow(limits.requestCodePerPhone);
  const app = new Hono();

  /** Every failed check gets this one answer, so nobody learns whether a code is waiting for a phone. */
  const notAccepted = () =>
    new ApiError(400, MESSAGES.codeNotAccepted, [{ path: 'code', message: MESSAGES.codeNotAccepted }]);

  /**
   * Stores a new code and sends it: by SMS in sms mode, else to the server log. A failed send is a 503;
   * the stored code stays, as a gateway that timed out may still deliver it.
   */
  const issueCode = async (phone: string, at: number) => {
    const code = newCode();
    await deps.storage.saveCode({
      id: randomUUID(),
      phone,
      codeHash: keyedHash(deps.secret, 'code', `${phone}:${code}`),
      attempts: 0,
      expiresAt: at + CODE_TTL_MS,
      consumedAt: null,
      createdAt: at,
    });
    if (deps.settings.phoneCodeSender !== 'sms' || !deps.smsSender) {
      log(`[forecourt] sign-in code for ${formatAuPhone(phone)}: ${code}`);
      return;
    }
    try {
      await deps.smsSender(phone, `Your sign-in code is ${code}. It expires in 10 minutes.`);
    } catch (error) {
      log(
        `[forecourt] sign-in code to ${formatAuPhone(phone)} not sent: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw new ApiError(503, MESSAGES.smsSendFailed);
    }
  };

  app.post('/request-code', rateLimit('request-code', limits.requestCode, now), async (c) => {
    const { phone } = await jsonBody(c, RequestCodeSchema);
    if (deps.settings.phoneCodeSender === 'sms' && !deps.smsSender) throw new ApiError(503, MESSAGES.smsUnavailable);
    const at = now();
    // The address's own allowance for this phone trips before the phone's: one stranger can't use it all up.
    const addressPhone = `${clientAddress(c)}|${phone}`;
    perAddressPhone.take(addressPhone, at);
    try {
      perPhone.take(phone, at);
    } catch (error) {
      perAddressPhone.release(addressPhone, at);
      throw error;
    }
    try {
      await issueCode(phone, at);
    } catch (error) {
      // A code that was not sent is counted against neither the address nor the phone.
      perAddressPhone.release(addressPhone, at);
      perPhone.release(phone, at);
      throw error;
    }
    const answer: RequestCodeAnswer = {
      success: true,
      sent_to: formatAuPhone(phone),
      expires_in_seconds: CODE_TTL_MS / 1000,
    };
    return c.json(answer);
  });

  app.post('/verify-code', rateLimit('verify-code', limits.verifyCode, now), async (c) => {
    const { phone, code } = await jsonBody(c, VerifyCodeSchema);
    const at = now();
    const stored = await deps.storage.latestCode(phone);
    if (!stored || stored.consumedAt !== null || stored.expiresAt <= at || stored.attempts >= CODE_MAX_ATTEMPTS)
      throw notAccepted();
    // The count is taken before comparing, so parallel guesses cannot beat the limit.
    const attempts = await deps.storage.addCodeAttempt(stored.id);
    if (attempts > CODE_MAX_ATTEMPTS) throw notAccepted();
    if (!sameHash(stored.codeHash, keyedHash(deps.secret, 'code', `${phone}:${code}`))) throw notAccepted();
    if (!(await deps.storage.consumeCode(stored.id, at))) throw notAccepted();
    const token = newSessionToken();
    await deps.storage.createSession(sessionKey(deps, token), phone, at, at + SESSION_MS);
    setSessionCookie(c, token);
    const answer: MeAnswer = { user: { phone: formatAuPhone(phone) } };
    return c.json(answer);
  });

  app.get('/me', async (c) => {
    const phone = await currentPhone(c, deps, now());
    const answer: MeAnswer = { user: phone ? { phone: formatAuPhone(phone) } : null };
    return c.json(answer);
  });

  app.post('/sign-out', async (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token && token.length <= 200) await deps.storage.deleteSession(sessionKey(deps, token));
    clearSessionCookie(c);
    return c.json({ success: true });
  });

  return app;
}
