import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../config/parse';
import { createTranslator } from '../../config/messages';
import { siteWith } from '../../config/testing';
import { makeCar } from '../../domain/car.fixture';
import { cardContextFor } from '../../site/card-context';
import { toCardView } from './card-view';

const ctx = cardContextFor({
  config: parseSiteConfig(siteWith({}), 'sites/demo/site.yaml'),
  t: createTranslator(),
  images: { quality: 75, width: 640 },
  now: '2026-11-20T00:00:00+10:00',
});
const car = makeCar({ price: 89990, year: 2026, make: 'Jayco', model: 'Journey' });

describe('card finance estimate line (spec 02 §2)', () => {
  it.each([
    [
      { repayment: 1327.45, frequency: 'monthly' as const, advertisedRate: 8.99, comparisonRate: 9.56 },
      '$1,327.45 /mo · 8.99% p.a.',
      '9.56% p.a. comparison rate*',
    ],
    [
      { repayment: 148, frequency: 'weekly' as const, advertisedRate: 8.5, comparisonRate: 9.1 },
      '$148 /wk · 8.50% p.a.',
      '9.10% p.a. comparison rate*',
    ],
    [
      { repayment: 1413.567, frequency: 'fortnightly' as const, advertisedRate: 9.244, comparisonRate: 9.755 },
      '$1,413.57 /fn · 9.24% p.a.',
      '9.76% p.a. comparison rate*',
    ],
  ])('%j → "%s" / "%s"', (estimate, repayment, comparison) => {
    expect(toCardView({ ...car, estimate }, ctx).estimate).toEqual({ repayment, comparison });
  });

  it('no line without an estimate', () => {
    expect(toCardView({ ...car, estimate: undefined }, ctx).estimate).toBeUndefined();
  });
});

describe("the comparison rate warning under cards (issue 21: every advertised rate with the site's warning)", () => {
  it("carries the site's configured warning, which the cards' asterisk points to", () => {
    const worded = cardContextFor({
      config: parseSiteConfig(
        siteWith({ finance: { provider: 'provider-d', comparisonWarning: 'Our own warning.' } }),
        'sites/demo/site.yaml',
      ),
      t: createTranslator(),
      images: { quality: 75, width: 640 },
      now: '2026-11-20T00:00:00+10:00',
    });
    expect(worded.labels.estimateWarning).toBe('Our own warning.');
    expect(ctx.labels.estimateWarning).toMatch(/^WARNING: This comparison rate is true only for the examples given/);
  });
});
