import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { baselineConfig, CLOBBERED, refusedSettings, withoutSettings } from './bench-site';

describe('CLOBBERED', () => {
  it.each([
    [
      "Error [ERR_MODULE_NOT_FOUND]: Cannot find module '/work/main/.astro/.prerender/chunks/checkout-journey_C50v1dXo.mjs' imported from /work/main/.astro/.prerender/prerender-entry.CNQ1Da4P.mjs",
      true,
    ],
    ["Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'left-pad' imported from /work/main/src/x.ts", false],
    ['sites/bench-x/site.yaml: name is required', false],
  ])('%s → %s', (output, expected) => expect(CLOBBERED.test(output)).toBe(expected));
});

describe('baselineConfig', () => {
  it('leaves out the lead email list the baseline cannot read, and keeps every other setting', () => {
    const text =
      'name: Dealer\nleads:\n  email:\n    - to: sales@dealer.com.au\n      format: readable\n  delivery: []\nfeed:\n  source: feed.json\n';
    const out = baselineConfig(text);
    expect(out).not.toContain('email');
    expect(out).toContain('delivery: []');
    expect(out).toContain('source: feed.json');
  });
});

describe('settings the baseline does not know', () => {
  const output = [
    'sites-baseline/bench-x/site.yaml:778 promotions.slider.slides[1].phoneImage: "phoneImage" is not a setting here; remove it (known settings here: image, alt) | ',
    'sites-baseline/bench-x/site.yaml:785 promotions.slider.slides[2].phoneImage: "phoneImage" is not a setting here; remove it',
    'sites-baseline/bench-x/site.yaml:12 trust: "trust" is not a setting here; remove it',
    'sites-baseline/bench-x/site.yaml:3 name: name is required',
    'sites-baseline/bench-x/site.yaml:48 features.chat.scriptUrl: found "/chat/demo-chat.js"; must be a full URL starting with https:// (or http://)',
  ].join('\n');

  it("are read from the build's errors, each once", () => {
    expect(refusedSettings(output)).toEqual([
      'promotions.slider.slides[1].phoneImage',
      'promotions.slider.slides[2].phoneImage',
      'trust',
      'features.chat',
    ]);
    expect(refusedSettings('Error: something else')).toEqual([]);
  });

  it('are left out of its copy of the config, and nothing else', () => {
    const text =
      'name: Dealer\nfeatures:\n  compare: true\n  chat:\n    provider: demo-chat\n    scriptUrl: /chat/demo-chat.js\ntrust:\n  guarantee: true\npromotions:\n  slider:\n    slides:\n      - image: a.webp\n      - image: b.webp\n        phoneImage: b-phone.webp\n      - image: c.webp\n        phoneImage: c-phone.webp\n';
    const out = parse(withoutSettings(text, refusedSettings(output)));
    expect(out).toEqual({
      name: 'Dealer',
      features: { compare: true },
      promotions: { slider: { slides: [{ image: 'a.webp' }, { image: 'b.webp' }, { image: 'c.webp' }] } },
    });
  });
});
