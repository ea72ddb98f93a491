import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../config/parse';
import { createTranslator } from '../config/messages';
import { siteWith } from '../config/testing';
import { cardContextFor } from './card-context';

const contextOf = (patch: Record<string, unknown>) =>
  cardContextFor({
    config: parseSiteConfig(siteWith(patch), 'sites/demo/site.yaml'),
    t: createTranslator(),
    images: { quality: 75, width: 640 },
    now: '2026-11-20T00:00:00+10:00',
  });

describe('the heart on cards follows features.watchlist', () => {
  it('has no Favourite wording (so no heart) when the site turns the watchlist off', () => {
    expect(contextOf({ features: { watchlist: false } }).favourite).toBeUndefined();
  });

  it.each([
    ['watchlist', 'Save to watchlist'],
    ['garage', 'Save to garage'],
  ])('names the %s in the toggle', (wording, save) => {
    expect(contextOf({ features: { watchlist: { wording } } }).favourite?.save).toBe(save);
  });
});
