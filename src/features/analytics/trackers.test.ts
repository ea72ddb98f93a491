import { afterEach, describe, expect, it } from 'vitest';
import { installFakeBrowser } from './fake-browser.fixture';
import { vi } from 'vitest';
import { readPageTrackers, trackerScriptUrl, type Tracker } from './trackers';

afterEach(() => vi.unstubAllGlobals());

describe('tracker script URLs', () => {
  it.each<[Tracker, string]>([
    [{ provider: 'google-analytics', id: 'G-AB12' }, 'https://www.googletagmanager.com/gtag/js?id=G-AB12'],
    [{ provider: 'google-tag-manager', id: 'GTM-XY' }, 'https://www.googletagmanager.com/gtm.js?id=GTM-XY'],
    [{ provider: 'meta-pixel', id: '1234567890' }, 'https://connect.facebook.net/en_US/fbevents.js'],
    [{ provider: 'google-analytics', id: 'G-A&B' }, 'https://www.googletagmanager.com/gtag/js?id=G-A%26B'],
    [{ provider: 'google-tag-manager', id: 'GTM-XY', scriptUrl: 'https://tags.dealer.test/gtm.js?id=GTM-XY' }, 'https://tags.dealer.test/gtm.js?id=GTM-XY'],
  ])('%j loads %s', (tracker, url) => {
    expect(trackerScriptUrl(tracker)).toBe(url);
  });
});

describe('reading the page trackers', () => {
  it('reads the trackers the layout wrote', () => {
    const trackers: Tracker[] = [{ provider: 'google-analytics', id: 'G-1' }, { provider: 'meta-pixel', id: '2', scriptUrl: '/t.js' }];
    installFakeBrowser({ trackers });
    expect(readPageTrackers()).toEqual(trackers);
  });

  it.each([
    ['no carrier element', undefined, []],
    ['text that is not JSON', '{oops', []],
    ['an object instead of a list', '{"provider":"meta-pixel","id":"1"}', []],
    ['unknown providers and empty ids', '[{"provider":"hotjar","id":"1"},{"provider":"meta-pixel","id":""},{"provider":"meta-pixel","id":"7"}]', [{ provider: 'meta-pixel', id: '7' }]],
  ])('counts %s as no trackers', (_name, rawTrackers, expected) => {
    installFakeBrowser({ rawTrackers });
    expect(readPageTrackers()).toEqual(expected);
  });
});
