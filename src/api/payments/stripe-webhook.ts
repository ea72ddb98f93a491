/**
 * Stripe webhook signatures (https://docs.stripe.com/webhooks#verify-manually): the
 * `Stripe-Signature` header is `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">[,v1=…]`,
 * keyed with the endpoint's signing secret (STRIPE_WEBHOOK_SECRET). A payment is believed only
 * when a v1 signature matches (constant-time) and t is within the tolerance of now.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header Stripe signs with. */
export const STRIPE_SIGNATURE_HEADER = 'Stripe-Signature';
/** Stripe's default tolerance: a signature older (or newer) than 5 minutes is refused, so a captured one cannot be replayed later. */
export const STRIPE_TOLERANCE_SECONDS = 300;

/** Why a notification was refused. */
export type SignatureProblem = 'missing' | 'malformed' | 'stale' | 'mismatch';

/** The signature Stripe would send for a payload at a time (tests and the local test provider sign with it). */
export function stripeSignature(secret: string, payload: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${payload}`, 'utf8').digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** Checks a header against the raw body; undefined when it is genuine and fresh. */
export function verifyStripeSignature(
  header: string | undefined,
  payload: string,
  secret: string,
  nowSeconds: number,
  toleranceSeconds: number = STRIPE_TOLERANCE_SECONDS,
): SignatureProblem | undefined {
  if (!header) return 'missing';
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    // Only v1 (HMAC-SHA256) counts; v0 and unknown schemes are ignored, as Stripe advises.
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  if (timestamp === undefined || signatures.length === 0) return 'malformed';
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return 'stale';
  const expected = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest();
  // Every candidate is compared in full, in constant time.
  let match = false;
  for (const signature of signatures) {
    if (timingSafeEqual(Buffer.from(signature, 'hex'), expected)) match = true;
  }
  return match ? undefined : 'mismatch';
}
