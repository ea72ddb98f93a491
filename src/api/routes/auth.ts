/**
 * Sign-in by phone: a 6-digit code, stored hashed, valid 10 minutes, 5 tries; a verified code
 * opens a session. In local mode the code goes to the server log, in sms mode to the SMS sender.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { keyedHash, newCode, newSessionToken, sameHash } from '../auth/secrets';
import { clearSessionCookie, currentPhone, SESSION_COOKIE, SESSION_MS, sessionKey, setSessionCookie } from '../auth/session';
import type { AppDeps } from '../deps';
import { jsonBody } from '../http/body';
import { ApiError } from '../http/errors';
import { rateLimit, SlidingWindow } from '../middleware/rate-limit';
import { RequestCodeSchema, VerifyCodeSchema, type MeAnswer, type RequestCodeAnswer } from '../schemas/auth';
import { MESSAGES } from '../schemas/messages';
import { formatAuPhone } from '../schemas/phone';
import { DEFAULT_RATE_LIMITS } from '../deps';

/** A code lasts 10 minutes. */
export const CODE_TTL_MS = 10 * 60_000;
/** Wrong guesses allowed per code. */
export const CODE_MAX_ATTEMPTS = 5;

/** Routes under /api/auth. */
export function authRoutes(deps: AppDeps, now: () => number, log: (line: string) => void) {
  const limits = { ...DEFAULT_RATE_LIMITS, ...deps.rateLimits };
  const perPhone = new SlidingWindow(limits.requestCodePerPhone);
  const app = new Hono();

  app.post('/request-code', rateLimit('request-code', limits.requestCode, now), async (c) => {
    const { phone } = await jsonBody(c, RequestCodeSchema);
    const waitMs = perPhone.hit(phone, now());
    if (waitMs > 0) throw new ApiError(429, MESSAGES.rateLimited, undefined, { 'Retry-After': String(Math.ceil(waitMs / 1000)) });
    if (deps.settings.phoneCodeSender === 'sms' && !deps.smsSender) throw new ApiError(503, MESSAGES.smsUnavailable);
    const code = newCode();
    const at = now();
    await deps.storage.saveCode({ id: randomUUID(), phone, codeHash: keyedHash(deps.secret, 'code', `${phone}:${code}`), attempts: 0, expiresAt: at + CODE_TTL_MS, consumedAt: null, createdAt: at });
    if (deps.settings.phoneCodeSender === 'sms' && deps.smsSender) {
      await deps.smsSender(phone, `Your sign-in code is ${code}. It expires in 10 minutes.`);
    } else {
      log(`[forecourt] sign-in code for ${formatAuPhone(phone)}: ${code}`);
    }
    const answer: RequestCodeAnswer = { success: true, sent_to: formatAuPhone(phone), expires_in_seconds: CODE_TTL_MS / 1000 };
    return c.json(answer);
  });

  app.post('/verify-code', rateLimit('verify-code', limits.verifyCode, now), async (c) => {
    const { phone, code } = await jsonBody(c, VerifyCodeSchema);
    const at = now();
    const stored = await deps.storage.latestCode(phone);
    if (!stored || stored.consumedAt !== null) throw new ApiError(400, MESSAGES.codeExpired, [{ path: 'code', message: MESSAGES.codeExpired }]);
    if (stored.expiresAt <= at) throw new ApiError(400, MESSAGES.codeExpired, [{ path: 'code', message: MESSAGES.codeExpired }]);
    if (stored.attempts >= CODE_MAX_ATTEMPTS) throw new ApiError(400, MESSAGES.codeTooManyAttempts, [{ path: 'code', message: MESSAGES.codeTooManyAttempts }]);
    const attempts = await deps.storage.addCodeAttempt(stored.id);
    // The count is taken before comparing, so parallel guesses cannot beat the limit.
    if (attempts > CODE_MAX_ATTEMPTS) throw new ApiError(400, MESSAGES.codeTooManyAttempts, [{ path: 'code', message: MESSAGES.codeTooManyAttempts }]);
    if (!sameHash(stored.codeHash, keyedHash(deps.secret, 'code', `${phone}:${code}`))) {
      const message = attempts >= CODE_MAX_ATTEMPTS ? MESSAGES.codeTooManyAttempts : MESSAGES.codeWrong;
      throw new ApiError(400, message, [{ path: 'code', message }]);
    }
    if (!(await deps.storage.consumeCode(stored.id, at))) throw new ApiError(400, MESSAGES.codeExpired, [{ path: 'code', message: MESSAGES.codeExpired }]);
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
