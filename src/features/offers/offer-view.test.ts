import { describe, expect, it } from 'vitest';
import { exploreHref, localOffers, offerEnquireHref, offerHref, visibleOffers, type OfferData } from './offer-view';

const offer = (id: string, extra: Partial<OfferData> = {}): OfferData => ({
  id,
  name: id,
  excluded_website_ids: [],
  ...extra,
});

describe('offerHref', () => {
  it('uses /offers/{id} on a single-manufacturer site', () =>
    expect(offerHref({ id: 'ht-101', manufacturer: 'Toyota' }, { manufacturer: 'Toyota' })).toBe('/offers/ht-101'));
  it('uses /offers/{manufacturer}/{id} on a site with no single manufacturer', () =>
    expect(offerHref({ id: 'sc-1', manufacturer: 'Isuzu Trucks' }, { manufacturer: null })).toBe(
      '/offers/isuzu-trucks/sc-1',
    ));
  it('falls back to /offers/{id} when the offer names no manufacturer', () =>
    expect(offerHref({ id: 'x' }, { manufacturer: null })).toBe('/offers/x'));
});

describe('offerEnquireHref', () => {
  it('links the contact page with the offer id', () =>
    expect(offerEnquireHref({ id: 'ht 1' })).toBe('/contact-us?offer=ht+1#contact-form'));
});

describe('exploreHref', () => {
  const has = (paths: string[]) => (p: string) => paths.includes(p);
  it('prefers the override URL', () =>
    expect(
      exploreHref(
        { model: { name: 'HiLux', override_url: 'https://toyota.example/hilux' } },
        { manufacturer: 'Toyota' },
        has([]),
      ),
    ).toBe('https://toyota.example/hilux'));
  it('links the model search page when it exists, else the make page, else nothing', () => {
    const o = { model: { name: 'HiLux', slug: 'hilux' } };
    expect(exploreHref(o, { manufacturer: 'Toyota' }, has(['/search/toyota/hilux', '/search/toyota']))).toBe(
      '/search/toyota/hilux',
    );
    expect(exploreHref(o, { manufacturer: 'Toyota' }, has(['/search/toyota']))).toBe('/search/toyota');
    expect(exploreHref(o, { manufacturer: 'Toyota' }, has([]))).toBeUndefined();
  });
  it("uses the offer's own make on a multi-brand site", () =>
    expect(
      exploreHref(
        { manufacturer: 'Mazda', model: { name: 'CX-5', slug: 'cx-5' } },
        { manufacturer: null },
        has(['/search/mazda/cx-5']),
      ),
    ).toBe('/search/mazda/cx-5'));
  it('has no link without a model', () =>
    expect(exploreHref({ manufacturer: 'Mazda' }, { manufacturer: null }, () => true)).toBeUndefined());
});

const NOW = new Date('2026-11-20T00:00:00+10:00');

describe('visibleOffers', () => {
  it.each([
    [{}, true],
    [{ startsAt: new Date('2026-11-20T00:00:00+10:00') }, true],
    [{ startsAt: new Date('2026-11-20T00:00:01+10:00') }, false],
    [{ expiresAt: new Date('2026-11-20T00:00:01+10:00') }, true],
    [{ expiresAt: new Date('2026-11-20T00:00:00+10:00') }, false],
    [{ startsAt: new Date('2026-11-01T00:00:00+10:00'), expiresAt: new Date('2026-12-01T00:00:00+10:00') }, true],
  ])('an offer with %o is on the site at the build time: %s (issue 21 point 17)', (window, shown) => {
    expect(visibleOffers([offer('a', window)], { manufacturer: null, exceptionOfferIds: [], now: NOW }).length).toBe(
      shown ? 1 : 0,
    );
  });
  const offers = [
    offer('a'),
    offer('b', { excluded_website_ids: [3100] }),
    offer('c', { excluded_website_ids: ['3100', 7] }),
  ];
  it('hides offers excluding this website id', () =>
    expect(
      visibleOffers(offers, { manufacturer: null, websiteId: 3100, exceptionOfferIds: [], now: NOW }).map((o) => o.id),
    ).toEqual(['a']));
  it("keeps the site's exceptions", () =>
    expect(
      visibleOffers(offers, { manufacturer: null, websiteId: '3100', exceptionOfferIds: ['c'], now: NOW }).map(
        (o) => o.id,
      ),
    ).toEqual(['a', 'c']));
  it('shows everything on a site without a website id', () =>
    expect(visibleOffers(offers, { manufacturer: null, exceptionOfferIds: [], now: NOW }).length).toBe(3));
});

describe('localOffers', () => {
  it('lists flagged offers, or all when none is flagged', () => {
    expect(localOffers([offer('a'), offer('b', { local: true })]).map((o) => o.id)).toEqual(['b']);
    expect(localOffers([offer('a'), offer('b')]).map((o) => o.id)).toEqual(['a', 'b']);
  });
});
