/**
 * In-memory sliding-window rate limit per client IP and route group. In memory is enough for
 * one local server; on Netlify each function instance counts separately, which still caps bursts.
 */
import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../http/errors';
import { MESSAGES } from '../../contracts/messages';
import { clientAddress } from './client-ip';

/** At most `limit` requests per `windowMs`. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** A sliding-window log: the request times still inside the window, per key. */
export class SlidingWindow {
  private readonly hits = new Map<string, number[]>();
  constructor(private readonly rule: RateLimitRule) {}

  /** Records a hit; returns 0 when allowed, else the milliseconds until the next one would be. */
  hit(key: string, now: number): number {
    const since = now - this.rule.windowMs;
    let times = this.hits.get(key);
    if (!times) {
      times = [];
      this.hits.set(key, times);
    }
    // Times are in order: drop the expired ones from the front.
    let expired = 0;
    while (expired < times.length && (times[expired] as number) <= since) expired += 1;
    if (expired > 0) times.splice(0, expired);
    if (times.length >= this.rule.limit) return (times[0] ?? now) + this.rule.windowMs - now;
    times.push(now);
    if (this.hits.size > 10_000) this.sweep(since);
    return 0;
  }

  /** Takes back a hit recorded at `at` (the request it counted came to nothing, e.g. the SMS was never sent). */
  release(key: string, at: number): void {
    const times = this.hits.get(key);
    const index = times?.lastIndexOf(at) ?? -1;
    if (times && index >= 0) times.splice(index, 1);
  }

  /** Records a hit, or throws the 429 (with Retry-After) when the key is past the rule. */
  take(key: string, now: number): void {
    const waitMs = this.hit(key, now);
    if (waitMs > 0) throw tooManyRequests(waitMs);
  }

  private sweep(since: number) {
    for (const [key, times] of this.hits) if (!times.some((t) => t > since)) this.hits.delete(key);
  }
}

/** The 429 answer: the plain message, and Retry-After in whole seconds. */
function tooManyRequests(waitMs: number): ApiError {
  return new ApiError(429, MESSAGES.rateLimited, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))),
  });
}

/** Middleware answering 429 with Retry-After (seconds) past the rule. */
export function rateLimit(group: string, rule: RateLimitRule, now: () => number): MiddlewareHandler {
  const window = new SlidingWindow(rule);
  return async (c, next) => {
    window.take(`${group}|${clientAddress(c)}`, now());
    await next();
  };
}
