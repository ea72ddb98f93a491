import { describe, expect, it } from 'vitest';
import { stripeSignature, verifyStripeSignature } from './stripe-webhook';

const secret = 'whsec_test_secret';
const body = '{"id":"evt_1","type":"checkout.session.completed"}';
const now = 1_800_000_000;

describe('verifyStripeSignature', () => {
  it('accepts a genuine, fresh signature', () => {
    expect(verifyStripeSignature(stripeSignature(secret, body, now), body, secret, now)).toBeUndefined();
  });

  it('matches a vector computed by openssl (HMAC-SHA256 of "t.payload")', () => {
    // printf '%s' '1800000000.{"a":1}' | openssl dgst -sha256 -hmac whsec_x
    const header = 't=1800000000,v1=f20d18d08da09ed70c7d90a4cc6242e6c8fd59c4145ce0c03a09fb20e01ef470';
    expect(stripeSignature('whsec_x', '{"a":1}', now)).toBe(header);
    expect(verifyStripeSignature(header, '{"a":1}', 'whsec_x', now)).toBeUndefined();
  });

  it('accepts any of several v1 signatures (a secret being rolled) and ignores v0', () => {
    const good = stripeSignature(secret, body, now).split(',')[1]!;
    const header = `t=${now},v0=${'0'.repeat(64)},v1=${'a'.repeat(64)},${good}`;
    expect(verifyStripeSignature(header, body, secret, now)).toBeUndefined();
  });

  it.each([
    ['a changed body', stripeSignature(secret, body, now), `${body} `, now, 'mismatch'],
    ['another secret', stripeSignature('whsec_other', body, now), body, now, 'mismatch'],
    ['a timestamp 301 s old', stripeSignature(secret, body, now - 301), body, now, 'stale'],
    ['a timestamp 301 s ahead', stripeSignature(secret, body, now + 301), body, now, 'stale'],
    ['no header', undefined, body, now, 'missing'],
    ['no timestamp', `v1=${'a'.repeat(64)}`, body, now, 'malformed'],
    ['no v1 signature', `t=${now},v0=${'a'.repeat(64)}`, body, now, 'malformed'],
    ['a short signature', `t=${now},v1=abc`, body, now, 'malformed'],
    [
      'a forged timestamp on a real signature',
      stripeSignature(secret, body, now - 1000).replace(`t=${now - 1000}`, `t=${now}`),
      body,
      now,
      'mismatch',
    ],
  ])('refuses %s', (_name, header, payload, at, problem) => {
    expect(verifyStripeSignature(header, payload, secret, at)).toBe(problem);
  });

  it('accepts exactly 300 s either way', () => {
    expect(verifyStripeSignature(stripeSignature(secret, body, now - 300), body, secret, now)).toBeUndefined();
    expect(verifyStripeSignature(stripeSignature(secret, body, now + 300), body, secret, now)).toBeUndefined();
  });
});
