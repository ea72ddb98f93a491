import { describe, expect, it } from 'vitest';
import { baselineConfig, CLOBBERED } from './bench-site';

describe('CLOBBERED', () => {
  it.each([
    ["Error [ERR_MODULE_NOT_FOUND]: Cannot find module '/work/main/.astro/.prerender/chunks/checkout-journey_C50v1dXo.mjs' imported from /work/main/.astro/.prerender/prerender-entry.CNQ1Da4P.mjs", true],
    ["Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'left-pad' imported from /work/main/src/x.ts", false],
    ['sites/bench-x/site.yaml: name is required', false],
  ])('%s → %s', (output, expected) => expect(CLOBBERED.test(output)).toBe(expected));
});

describe('baselineConfig', () => {
  it('leaves out the lead email list the baseline cannot read, and keeps every other setting', () => {
    const text = 'name: Dealer\nleads:\n  email:\n    - to: sales@dealer.com.au\n      format: readable\n  delivery: []\nfeed:\n  source: feed.json\n';
    const out = baselineConfig(text);
    expect(out).not.toContain('email');
    expect(out).toContain('delivery: []');
    expect(out).toContain('source: feed.json');
  });
});
