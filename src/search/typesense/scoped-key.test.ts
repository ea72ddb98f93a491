import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mintScopedSearchKey, mintSiteSearchKey, SCOPED_KEY_LIFETIME_DAYS } from './scoped-key';
import { siteSearchKeyFromEnv } from './site-key';

const PARENT = 'RN23GFr1s6jQ9kgSNg2O7fYcAUXU7127';

/** The documented format, computed by hand: base64(base64(hmac) + first 4 chars of the key + params JSON). */
function byHand(parent: string, paramsJson: string): string {
  const digest = createHmac('sha256', parent).update(paramsJson).digest('base64');
  return Buffer.from(digest + parent.slice(0, 4) + paramsJson, 'utf8').toString('base64');
}

describe('mintScopedSearchKey', () => {
  it('matches the documented algorithm on a known vector', () => {
    const params = { filter_by: 'show_on_dealer_website:=true && car_type:=`used`', expires_at: 1_800_000_000 };
    const key = mintScopedSearchKey(PARENT, params);
    expect(key).toBe(
      byHand(PARENT, '{"filter_by":"show_on_dealer_website:=true && car_type:=`used`","expires_at":1800000000}'),
    );
  });

  it('embeds the filter and expiry readably after the digest and key prefix', () => {
    const decoded = Buffer.from(mintScopedSearchKey(PARENT, { filter_by: 'a:=1', expires_at: 5 }), 'base64').toString(
      'utf8',
    );
    expect(decoded.slice(44, 48)).toBe('RN23');
    expect(JSON.parse(decoded.slice(48))).toEqual({ filter_by: 'a:=1', expires_at: 5 });
  });

  it('differs when the filter differs (a browser cannot swap it)', () => {
    expect(mintScopedSearchKey(PARENT, { filter_by: 'a:=1', expires_at: 5 })).not.toBe(
      mintScopedSearchKey(PARENT, { filter_by: 'a:=2', expires_at: 5 }),
    );
  });

  it('refuses a parent key too short to carry a prefix', () => {
    expect(() => mintScopedSearchKey('abc', { filter_by: '', expires_at: 1 })).toThrow(/too short/);
  });
});

describe('mintSiteSearchKey', () => {
  it(`expires ${SCOPED_KEY_LIFETIME_DAYS} days after the build`, () => {
    const now = Date.UTC(2026, 0, 1);
    const decoded = Buffer.from(mintSiteSearchKey(PARENT, 'x:=1', now), 'base64').toString('utf8');
    expect(JSON.parse(decoded.slice(48)).expires_at).toBe(now / 1000 + 90 * 86_400);
  });
});

describe('siteSearchKeyFromEnv', () => {
  it('embeds the site limits, not the moving sold window', () => {
    const key = siteSearchKeyFromEnv(
      { TYPESENSE_SEARCH_KEY: PARENT },
      { usedOnly: true, excludedStockNumbers: ['S1'] },
      Date.UTC(2026, 0, 1),
    );
    const params = JSON.parse(Buffer.from(key, 'base64').toString('utf8').slice(48));
    expect(params.filter_by).toBe('show_on_dealer_website:=true && car_type:=`used` && stocknum:!=`S1`');
    expect(key).toBe(byHand(PARENT, JSON.stringify(params)));
  });

  it('says which variable is missing', () => {
    expect(() => siteSearchKeyFromEnv({}, {}, 0)).toThrow(/TYPESENSE_SEARCH_KEY is not set/);
  });
});
