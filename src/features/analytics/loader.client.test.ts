import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeBrowser } from './fake-browser.fixture';
import { loadTrackers, TRACKER_FALLBACK_DELAY_MS, TRACKER_IDLE_TIMEOUT_MS } from './loader.client';
import type { Tracker } from './trackers';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const TRACKERS: Tracker[] = [
  { provider: 'google-analytics', id: 'G-1' },
  { provider: 'meta-pixel', id: '5' },
];

describe('loading trackers', () => {
  it('sets up the queues at once but adds no script before the page has loaded', () => {
    const page = installFakeBrowser({ trackers: TRACKERS });
    loadTrackers(TRACKERS);
    expect(page.window.dataLayer).toHaveLength(2);
    expect(page.window.fbq).toBeDefined();
    expect(page.scripts).toEqual([]);
    page.load();
    expect(page.scripts).toEqual([]); // still waiting for an idle period
    expect(page.idle).toEqual([{ run: expect.any(Function), timeout: TRACKER_IDLE_TIMEOUT_MS }]);
    page.runIdle();
    expect(page.scripts.map((s) => [s.src, s.async])).toEqual([
      ['https://www.googletagmanager.com/gtag/js?id=G-1', true],
      ['https://connect.facebook.net/en_US/fbevents.js', true],
    ]);
  });

  it('waits only for an idle period when the page has already loaded', () => {
    const page = installFakeBrowser({ trackers: TRACKERS, readyState: 'complete' });
    loadTrackers(TRACKERS);
    expect(page.scripts).toEqual([]);
    page.runIdle();
    expect(page.scripts).toHaveLength(2);
  });

  it(`falls back to ${TRACKER_FALLBACK_DELAY_MS} ms after load without requestIdleCallback`, () => {
    const page = installFakeBrowser({ trackers: TRACKERS, noIdleCallback: true });
    loadTrackers(TRACKERS);
    page.load();
    expect(page.timers.map((t) => t.ms)).toEqual([TRACKER_FALLBACK_DELAY_MS]);
    page.runIdle();
    expect(page.scripts).toHaveLength(2);
  });

  it('only warns when a tracker script fails to load', () => {
    const page = installFakeBrowser({ trackers: TRACKERS, readyState: 'complete' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    loadTrackers(TRACKERS);
    page.runIdle();
    expect(() => page.scripts[1]!.onerror!()).not.toThrow();
    expect(warn).toHaveBeenCalledWith(
      '[analytics] meta-pixel did not load from https://connect.facebook.net/en_US/fbevents.js',
    );
  });

  it('loads a configured script URL instead of the provider one', () => {
    const page = installFakeBrowser({ readyState: 'complete' });
    loadTrackers([{ provider: 'google-tag-manager', id: 'GTM-9', scriptUrl: '/tags/gtm.js' }]);
    page.runIdle();
    expect(page.scripts.map((s) => s.src)).toEqual(['/tags/gtm.js']);
  });

  it('does nothing for a site without trackers', () => {
    const page = installFakeBrowser({ readyState: 'complete' });
    loadTrackers([]);
    page.runIdle();
    expect(page.scripts).toEqual([]);
    expect(page.window.dataLayer).toBeUndefined();
  });
});
