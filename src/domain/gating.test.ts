import { describe, expect, it } from 'vitest';
import { gateFor, gateRedirect, mayBeGated, type GatingOptions } from './gating';

const site: GatingOptions = {
  gatedPaths: ['/spin-to-win', '/online-payment', '/my-garage', '/mymotorama', '/trade-in'],
  finance: true,
  checkout: true,
};

/** A site that sets nothing else: the schema's default access.gatedPaths. */
const DEFAULTS: GatingOptions = { gatedPaths: ['/spin-to-win', '/online-payment', '/my-garage'] };

describe('gateFor', () => {
  it.each([
    ['/finance', site, { type: 'finance' }],
    ['/finance', {}, undefined],
    ['/spin-to-win', {}, { type: 'spin-to-win' }],
    ['/online-payment/', {}, { type: 'online-payment' }],
    ['/my-garage', {}, { type: 'my-garage' }],
    ['/mymotorama', site, { type: 'my-garage' }],
    ['/mymotorama', {}, undefined],
    ['/spin-to-win', { gatedPaths: [] }, undefined],
    ['/trade-in (listed by mistake, still not gated)', site, undefined],
    ['/sell-my-car', site, undefined],
    ['/cars/trade-in', site, undefined],
    ['/cars/2021-toyota-hilux-1/checkout', site, { type: 'checkout', carSlug: '2021-toyota-hilux-1' }],
    ['/cars/2021-toyota-hilux-1/buy-online', site, { type: 'checkout', carSlug: '2021-toyota-hilux-1' }],
    ['/cars/2021-toyota-hilux-1/checkout', {}, undefined],
    ['/finance-enquiry', site, undefined],
  ])('%s %o → %o', (label, options, expected) => {
    expect(gateFor({ path: label.split(' ')[0] as string }, { ...DEFAULTS, ...options })).toEqual(expected);
  });

  it('gates the checkout journey only when the car slug is known', () => {
    expect(gateFor({ path: '/checkout-journey', query: { car_id: 'abc' } }, site)).toEqual({
      type: 'checkout',
      carSlug: 'abc',
    });
    expect(gateFor({ path: '/checkout-journey', query: {} }, site)).toBeUndefined();
    expect(gateFor({ path: '/checkout-journey', query: { car_id: '' } }, site)).toBeUndefined();
  });
});

describe('the online purchase journey', () => {
  it.each([
    [{ checkout: true }, { type: 'checkout', carSlug: 'abc' }],
    [
      { checkout: false, onlinePurchase: true },
      { type: 'checkout', carSlug: 'abc' },
    ],
    [{ checkout: true, onlinePurchase: false }, undefined],
    [{}, undefined],
  ] as const)('%o → %o', (options, expected) => {
    expect(gateFor({ path: '/checkout-journey', query: { car_id: 'abc' } }, { ...DEFAULTS, ...options })).toEqual(
      expected,
    );
  });

  it('a car checkout follows checkout, not onlinePurchase', () => {
    expect(gateFor({ path: '/cars/abc/checkout' }, { ...DEFAULTS, onlinePurchase: true })).toBeUndefined();
  });
});

describe('mayBeGated (where the build places the gate)', () => {
  it.each([
    ['/finance', site, true],
    ['/finance/', {}, false],
    ['/spin-to-win/', {}, true],
    ['/my-garage/', {}, true],
    ['/checkout-journey/', { onlinePurchase: true }, true],
    ['/checkout-journey/', {}, false],
    ['/cars/abc/checkout/', site, true],
    ['/cars/abc/', site, false],
    ['/', site, false],
    ['/about-us/', site, false],
  ] as const)('%s %o → %s', (path, options, expected) => {
    expect(mayBeGated(path, { ...DEFAULTS, ...options })).toBe(expected);
  });
});

describe('gateRedirect', () => {
  it.each([
    [
      'signed out, gated',
      { path: '/spin-to-win' },
      false,
      { type: 'spin-to-win', redirect: '/spin-to-win', back: '/' },
    ],
    ['signed in', { path: '/spin-to-win' }, true, undefined],
    ['not gated', { path: '/trade-in' }, false, undefined],
    [
      'checkout journey keeps its query in the redirect',
      { path: '/checkout-journey', query: { car_id: 'abc' } },
      false,
      { type: 'checkout', redirect: '/checkout-journey?car_id=abc', back: '/' },
    ],
  ])('%s', (_name, location, signedIn, expected) => {
    expect(gateRedirect(location, signedIn, '/', site)).toEqual(expected);
  });
});
