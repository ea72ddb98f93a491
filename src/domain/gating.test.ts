import { describe, expect, it } from 'vitest';
import { gateFor, gateRedirect, type GatingOptions } from './gating';

const site: GatingOptions = {
  gatedPaths: ['/spin-to-win', '/online-payment', '/my-garage', '/mymotorama', '/trade-in'],
  finance: true,
  checkout: true,
};

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
    expect(gateFor({ path: label.split(' ')[0] as string }, options)).toEqual(expected);
  });

  it('gates the checkout journey only when the car slug is known', () => {
    expect(gateFor({ path: '/checkout-journey', query: { car_id: 'abc' } }, site)).toEqual({ type: 'checkout', carSlug: 'abc' });
    expect(gateFor({ path: '/checkout-journey', query: {} }, site)).toBeUndefined();
    expect(gateFor({ path: '/checkout-journey', query: { car_id: '' } }, site)).toBeUndefined();
  });
});

describe('gateRedirect', () => {
  it.each([
    ['signed out, gated', { path: '/spin-to-win' }, false, { type: 'spin-to-win', redirect: '/spin-to-win', back: '/' }],
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
