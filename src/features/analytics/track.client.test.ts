import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENTS } from './events';
import { asList, installFakeBrowser, isArguments } from './fake-browser.fixture';
import { prepareQueues } from './queues.client';
import { trackEvent, trackViewContent } from './track.client';
import type { Tracker } from './trackers';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ALL: Tracker[] = [
  { provider: 'google-tag-manager', id: 'GTM-1' },
  { provider: 'google-analytics', id: 'G-1' },
  { provider: 'meta-pixel', id: '77' },
];
/** The gtag commands on the dataLayer after the setup ones (js, config). */
const gtagCalls = (window: Window) => window.dataLayer!.filter(isArguments).map(asList).slice(2);
const pixelCalls = (window: Window) => window.fbq!.queue.map(asList).slice(2);

describe('events by numeric id', () => {
  it.each([
    ['favourite', ANALYTICS_EVENTS.favourite, 39],
    ['search page view', ANALYTICS_EVENTS.searchPageView, 49],
    ['offer accepted', ANALYTICS_EVENTS.offerAccepted, 18],
  ])('sends %s as %i to GTM, GA4 and Meta Pixel', (_name, id, number) => {
    const { window } = installFakeBrowser();
    prepareQueues(ALL);
    trackEvent(id, { car_id: '1001' });
    expect(window.dataLayer).toContainEqual({ event: 'forecourt_event', event_id: number, car_id: '1001' });
    expect(gtagCalls(window)).toEqual([['event', 'forecourt_event', { event_id: number, car_id: '1001' }]]);
    expect(pixelCalls(window)).toEqual([['trackCustom', 'ForecourtEvent', { event_id: number, car_id: '1001' }]]);
  });

  it('keeps the event name and numeric id whatever the details are called', () => {
    const { window } = installFakeBrowser();
    prepareQueues(ALL);
    trackEvent(ANALYTICS_EVENTS.printPdf, { event_id: 'x', event: 'other' });
    expect(window.dataLayer).toContainEqual({ event: 'forecourt_event', event_id: 61 });
  });

  it('holds an event recorded before the loader set up the queues, and sends it after their setup', () => {
    const { window } = installFakeBrowser();
    trackEvent(ANALYTICS_EVENTS.usedVehicleView, { car_id: '7' });
    expect(window.dataLayer).toBeUndefined();
    prepareQueues(ALL);
    expect(window.dataLayer!.map((e) => (isArguments(e) ? asList(e)[0] : e.event))).toEqual([
      'gtm.js',
      'js',
      'config',
      'forecourt_event',
      'event',
    ]);
    expect(gtagCalls(window)).toEqual([['event', 'forecourt_event', { car_id: '7', event_id: 4 }]]);
    expect(pixelCalls(window)).toEqual([['trackCustom', 'ForecourtEvent', { car_id: '7', event_id: 4 }]]);
  });

  it('sends nothing on a site without trackers (its pages have no loader)', () => {
    const { window } = installFakeBrowser();
    trackEvent(ANALYTICS_EVENTS.calculatorUse);
    expect(window.dataLayer).toBeUndefined();
    expect(window.gtag).toBeUndefined();
    expect(window.fbq).toBeUndefined();
  });

  it('sends to each tracker only when the site has it', () => {
    const { window } = installFakeBrowser();
    prepareQueues([{ provider: 'meta-pixel', id: '1' }]);
    trackEvent(ANALYTICS_EVENTS.historyReport);
    expect(window.dataLayer).toEqual([]);
    expect(pixelCalls(window)).toEqual([['trackCustom', 'ForecourtEvent', { event_id: 60 }]]);
  });

  it('warns instead of throwing when an event cannot be sent', () => {
    const { window } = installFakeBrowser();
    prepareQueues([{ provider: 'google-tag-manager', id: 'GTM-1' }]);
    window.dataLayer = {
      push: () => {
        throw new Error('blocked');
      },
    } as never;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => trackEvent(ANALYTICS_EVENTS.favourite)).not.toThrow();
    expect(warn).toHaveBeenCalledWith('[analytics] event 39 not sent', expect.any(Error));
  });

  it('does nothing outside a browser (pages rendered at build time)', () => {
    expect(() => trackEvent(ANALYTICS_EVENTS.favourite)).not.toThrow();
  });
});

describe('view content', () => {
  it('sends view_content to GTM, view_item to GA4 and ViewContent to Meta Pixel', () => {
    const { window } = installFakeBrowser();
    prepareQueues(ALL);
    trackViewContent({ id: '1001', name: '2026 Toyota HiLux SR5', price: 67490 });
    expect(window.dataLayer).toContainEqual({
      event: 'view_content',
      content_ids: ['1001'],
      value: 67490,
      content_name: '2026 Toyota HiLux SR5',
      currency: 'AUD',
    });
    expect(gtagCalls(window)).toEqual([
      [
        'event',
        'view_item',
        {
          currency: 'AUD',
          value: 67490,
          items: [{ item_id: '1001', item_name: '2026 Toyota HiLux SR5', price: 67490 }],
        },
      ],
    ]);
    expect(pixelCalls(window)).toEqual([
      [
        'track',
        'ViewContent',
        {
          content_ids: ['1001'],
          content_type: 'vehicle',
          content_name: '2026 Toyota HiLux SR5',
          value: 67490,
          currency: 'AUD',
        },
      ],
    ]);
  });
});
