import { describe, expect, it } from 'vitest';
import { trackerScriptUrl, type Tracker } from './trackers';

describe('tracker script URLs', () => {
  it.each<[Tracker, string]>([
    [{ provider: 'google-analytics', id: 'G-AB12' }, 'https://www.googletagmanager.com/gtag/js?id=G-AB12'],
    [{ provider: 'google-tag-manager', id: 'GTM-XY' }, 'https://www.googletagmanager.com/gtm.js?id=GTM-XY'],
    [{ provider: 'meta-pixel', id: '1234567890' }, 'https://connect.facebook.net/en_US/fbevents.js'],
    [{ provider: 'google-analytics', id: 'G-A&B' }, 'https://www.googletagmanager.com/gtag/js?id=G-A%26B'],
    [
      { provider: 'google-tag-manager', id: 'GTM-XY', scriptUrl: 'https://tags.dealer.test/gtm.js?id=GTM-XY' },
      'https://tags.dealer.test/gtm.js?id=GTM-XY',
    ],
  ])('%j loads %s', (tracker, url) => {
    expect(trackerScriptUrl(tracker)).toBe(url);
  });
});
