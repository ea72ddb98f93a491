/**
 * Test-only: with FORECOURT_LOCAL_CODES=1 (set by playwright.config.ts) the local server also
 * writes each sign-in code line to a file the browser tests read, and relaxes the per-IP code
 * limits that every test shares on 127.0.0.1. Impossible in production: only the local server
 * (startLocalSite) reads the switch, and never with DATABASE_URL or an SMS sender.
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RateLimits } from './deps';

/** The file the local server on `port` writes codes to: <tmp>/forecourt-local-codes/<site>-<port>.log. */
export function localCodesFile(site: string, port: number): string {
  return join(tmpdir(), 'forecourt-local-codes', `${site}-${port}.log`);
}

/** Whether the test-only code file is on for this environment. */
export function localCodesEnabled(env: {
  FORECOURT_LOCAL_CODES?: string;
  DATABASE_URL?: string;
  SMS_PROVIDER_URL?: string;
}): boolean {
  return env.FORECOURT_LOCAL_CODES === '1' && !env.DATABASE_URL && !env.SMS_PROVIDER_URL;
}

/** A log that also appends sign-in code lines to the file (emptied when the server starts). */
export function logWithCodeFile(file: string, log: (line: string) => void): (line: string) => void {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, '');
  return (line) => {
    log(line);
    if (line.startsWith('[forecourt] sign-in code for ')) appendFileSync(file, `${line}\n`);
  };
}

/** Limits for browser tests: every test signs in, opens car pages and sends its leads from 127.0.0.1. */
export const LOCAL_TEST_RATE_LIMITS: Partial<RateLimits> = {
  leads: { limit: 100, windowMs: 60_000 },
  requestCode: { limit: 1000, windowMs: 600_000 },
  verifyCode: { limit: 1000, windowMs: 600_000 },
  requestCodePerAddressPhone: { limit: 100, windowMs: 3_600_000 },
  requestCodePerPhone: { limit: 100, windowMs: 3_600_000 },
  miscellaneous: { limit: 1000, windowMs: 600_000 },
  views: { limit: 1000, windowMs: 60_000 },
};
