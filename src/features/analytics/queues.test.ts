import { afterEach, describe, expect, it, vi } from 'vitest';
import { asList, installFakeBrowser, isArguments } from './fake-browser.fixture';
import { prepareQueues } from './queues';

afterEach(() => vi.unstubAllGlobals());

describe('tracker queues', () => {
  it('queues GA4 commands as arguments objects, as the gtag snippet does (gtag.js ignores arrays and plain objects)', () => {
    const { window } = installFakeBrowser({ trackers: [{ provider: 'google-analytics', id: 'G-ONE' }, { provider: 'google-analytics', id: 'G-TWO' }] });
    prepareQueues();
    const layer = window.dataLayer!;
    expect(layer).toHaveLength(3);
    expect(layer.every(isArguments)).toBe(true);
    expect(asList(layer[0])[0]).toBe('js');
    expect(asList(layer[0])[1]).toBeInstanceOf(Date);
    expect(layer.slice(1).map(asList)).toEqual([['config', 'G-ONE'], ['config', 'G-TWO']]);
  });

  it('starts GTM with its gtm.js message', () => {
    const { window } = installFakeBrowser({ trackers: [{ provider: 'google-tag-manager', id: 'GTM-1' }] });
    prepareQueues();
    expect(window.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
    expect(window.gtag).toBeUndefined();
    expect(window.fbq).toBeUndefined();
  });

  it("builds Meta Pixel's stub: queued until fbevents.js sets callMethod, then handed over", () => {
    const { window } = installFakeBrowser({ trackers: [{ provider: 'meta-pixel', id: '42' }] });
    prepareQueues();
    const fbq = window.fbq!;
    expect(fbq.queue.every(isArguments)).toBe(true);
    expect(fbq.queue.map(asList)).toEqual([['init', '42'], ['track', 'PageView']]);
    expect({ push: fbq.push, loaded: fbq.loaded, version: fbq.version, _fbq: window._fbq }).toEqual({ push: fbq, loaded: true, version: '2.0', _fbq: fbq });
    const handled: unknown[][] = [];
    fbq.callMethod = (...args: unknown[]) => handled.push(args);
    fbq('track', 'ViewContent');
    expect(handled).toEqual([['track', 'ViewContent']]);
    expect(fbq.queue).toHaveLength(2);
  });

  it('sets up once per page, however many scripts ask', () => {
    const { window } = installFakeBrowser({ trackers: [{ provider: 'google-analytics', id: 'G-1' }, { provider: 'meta-pixel', id: '9' }] });
    const first = prepareQueues();
    expect(prepareQueues()).toBe(first);
    expect(window.dataLayer).toHaveLength(2);
    expect(window.fbq!.queue).toHaveLength(2);
  });

  it('leaves a page without trackers with an empty dataLayer and no tracker functions', () => {
    const { window } = installFakeBrowser();
    expect(prepareQueues()).toEqual([]);
    expect(window.dataLayer).toEqual([]);
    expect(window.gtag).toBeUndefined();
    expect(window.fbq).toBeUndefined();
  });
});
