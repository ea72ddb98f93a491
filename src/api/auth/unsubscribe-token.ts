/**
 * The signed token of an alert's unsubscribe link: which phone (and, for a saved search's matches,
 * which search) to stop. Signed with the server secret, so nobody can stop another shopper's
 * alerts by editing the link; the link never expires, as an unsubscribe link should not.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a link stops: one saved search of the phone, or every alert to it. */
export interface UnsubscribeScope {
  /** E.164 phone. */
  phone: string;
  searchId?: string;
}

/** Signature bytes kept (128 bits). */
const SIGNATURE_BYTES = 16;

const sign = (secret: string, site: string, payload: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${site}:${payload}`).digest().subarray(0, SIGNATURE_BYTES);

/** The token for a scope: base64url JSON, a dot, base64url signature. */
export function unsubscribeToken(secret: string, site: string, scope: UnsubscribeScope): string {
  const payload = Buffer.from(
    JSON.stringify(scope.searchId ? { p: scope.phone, s: scope.searchId } : { p: scope.phone }),
  ).toString('base64url');
  return `${payload}.${sign(secret, site, payload).toString('base64url')}`;
}

/** The scope of a token signed for this site, else undefined (malformed, altered or another site's). */
export function readUnsubscribeToken(secret: string, site: string, token: string): UnsubscribeScope | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(secret, site, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { p?: unknown; s?: unknown };
    if (typeof data.p !== 'string' || !/^\+\d{8,15}$/.test(data.p)) return undefined;
    if (data.s !== undefined && typeof data.s !== 'string') return undefined;
    return data.s ? { phone: data.p, searchId: data.s } : { phone: data.p };
  } catch {
    return undefined;
  }
}
