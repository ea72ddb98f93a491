import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeBrowser } from './fake-browser.fixture';
import type { Tracker } from './trackers';
import { readPageTrackers } from './trackers.client';

afterEach(() => vi.unstubAllGlobals());

describe('reading the page trackers', () => {
  it('reads the trackers the layout wrote', () => {
    const trackers: Tracker[] = [
      { provider: 'google-analytics', id: 'G-1' },
      { provider: 'meta-pixel', id: '2', scriptUrl: '/t.js' },
    ];
    installFakeBrowser({ trackers });
    expect(readPageTrackers()).toEqual(trackers);
  });

  it.each([
    ['no carrier element', undefined, []],
    ['text that is not JSON', '{oops', []],
    ['an object instead of a list', '{"provider":"meta-pixel","id":"1"}', []],
    [
      'unknown providers and empty ids',
      '[{"provider":"hotjar","id":"1"},{"provider":"meta-pixel","id":""},{"provider":"meta-pixel","id":"7"}]',
      [{ provider: 'meta-pixel', id: '7' }],
    ],
  ])('counts %s as no trackers', (_name, rawTrackers, expected) => {
    installFakeBrowser({ rawTrackers });
    expect(readPageTrackers()).toEqual(expected);
  });
});
