import { afterEach, describe, expect, it, vi } from 'vitest';
import { asList, installFakeBrowser, isArguments } from './fake-browser.fixture';
import type { Tracker } from './trackers';
import { prepareQueues } from './queues.client';

afterEach(() => vi.unstubAllGlobals());

describe('tracker queues', () => {
  it('queues GA4 commands as arguments objects, as the gtag snippet does (gtag.js ignores arrays and plain objects)', () => {
    const { window } = installFakeBrowser();
    prepareQueues([
      { provider: 'google-analytics', id: 'G-ONE' },
      { provider: 'google-analytics', id: 'G-TWO' },
    ]);
    const layer = window.dataLayer!;
    expect(layer).toHaveLength(3);
    expect(layer.every(isArguments)).toBe(true);
    expect(asList(layer[0])[0]).toBe('js');
    expect(asList(layer[0])[1]).toBeInstanceOf(Date);
    expect(layer.slice(1).map(asList)).toEqual([
      ['config', 'G-ONE'],
      ['config', 'G-TWO'],
    ]);
  });

  it('starts GTM with its gtm.js message', () => {
    const { window } = installFakeBrowser();
    prepareQueues([{ provider: 'google-tag-manager', id: 'GTM-1' }]);
    expect(window.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
    expect(window.gtag).toBeUndefined();
    expect(window.fbq).toBeUndefined();
  });

  it("builds Meta Pixel's stub: queued until fbevents.js sets callMethod, then handed over", () => {
    const { window } = installFakeBrowser();
    prepareQueues([{ provider: 'meta-pixel', id: '42' }]);
    const fbq = window.fbq!;
    expect(fbq.queue.every(isArguments)).toBe(true);
    expect(fbq.queue.map(asList)).toEqual([
      ['init', '42'],
      ['track', 'PageView'],
    ]);
    expect({ push: fbq.push, loaded: fbq.loaded, version: fbq.version, _fbq: window._fbq }).toEqual({
      push: fbq,
      loaded: true,
      version: '2.0',
      _fbq: fbq,
    });
    const handled: unknown[][] = [];
    fbq.callMethod = (...args: unknown[]) => handled.push(args);
    fbq('track', 'ViewContent');
    expect(handled).toEqual([['track', 'ViewContent']]);
    expect(fbq.queue).toHaveLength(2);
  });

  it('sets up once per page, however many scripts ask', () => {
    const { window } = installFakeBrowser();
    const trackers: Tracker[] = [
      { provider: 'google-analytics', id: 'G-1' },
      { provider: 'meta-pixel', id: '9' },
    ];
    const first = prepareQueues(trackers);
    expect(prepareQueues([...trackers])).toBe(first);
    expect(window.dataLayer).toHaveLength(2);
    expect(window.fbq!.queue).toHaveLength(2);
  });

  it('sends the events recorded before it, after its own setup, once', () => {
    const { window } = installFakeBrowser();
    const sent: string[] = [];
    window.forecourtPending = [(trackers) => sent.push(`first to ${trackers.length}`), () => sent.push('second')];
    prepareQueues([{ provider: 'google-analytics', id: 'G-1' }]);
    expect(sent).toEqual(['first to 1', 'second']);
    expect(window.forecourtPending).toBeUndefined();
    prepareQueues([{ provider: 'google-analytics', id: 'G-1' }]);
    expect(sent).toHaveLength(2);
  });
});
