import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../config/parse';
import { siteWith } from '../config/testing';
import { gateFor } from '../domain/gating';
import { gatingOptions } from './gating-options';

const options = (patch: Record<string, unknown> = {}) =>
  gatingOptions(parseSiteConfig(siteWith(patch), 'sites/demo/site.yaml'));

describe('gating with the site config (spec 02 §4, §6)', () => {
  it.each([
    ['/my-garage', {}, 'my-garage'],
    ['/my-garage/', {}, 'my-garage'],
    ['/spin-to-win', {}, 'spin-to-win'],
    ['/online-payment', {}, 'online-payment'],
    ['/trade-in', {}, undefined],
    ['/sell-my-car', {}, undefined],
    ['/finance', {}, undefined],
    ['/finance', { finance: { requireSignIn: true } }, 'finance'],
    ['/mymotorama', {}, undefined],
    ['/mymotorama', { access: { gatedPaths: ['/my-garage', '/mymotorama'] } }, 'my-garage'],
    ['/cars/hilux-1/checkout', { features: { reserve: true } }, undefined],
    ['/cars/hilux-1/checkout', { features: { reserve: { requireSignIn: true } } }, 'checkout'],
    ['/cars/hilux-1/buy-online', { features: { reserve: { path: 'buy-online', requireSignIn: true } } }, 'checkout'],
  ])('%s with %j → %s', (path, patch, type) => {
    expect(gateFor({ path }, options(patch))?.type).toBe(type);
  });

  it('gates the online purchase journey (features.onlinePurchase.requireSignIn, on by default) only once the car is known', () => {
    const gated = options({ features: { onlinePurchase: true } });
    expect(gateFor({ path: '/checkout-journey', query: { car_id: 'hilux-1' } }, gated)).toEqual({
      type: 'checkout',
      carSlug: 'hilux-1',
    });
    expect(gateFor({ path: '/checkout-journey', query: {} }, gated)).toBeUndefined();
    expect(
      gateFor(
        { path: '/checkout-journey', query: { car_id: 'hilux-1' } },
        options({ features: { onlinePurchase: { requireSignIn: false }, reserve: { requireSignIn: true } } }),
      ),
    ).toBeUndefined();
    expect(
      gateFor(
        { path: '/checkout-journey', query: { car_id: 'hilux-1' } },
        options({ features: { reserve: { requireSignIn: true } } }),
      ),
    ).toBeUndefined();
  });
});
