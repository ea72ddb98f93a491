import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../config/parse';
import { createTranslator } from '../../config/messages';
import { siteWith } from '../../config/testing';
import { makeCar } from '../../domain/car.fixture';
import { FINANCE_PROVIDERS } from '../../domain/finance';
import { toSearchDocument } from '../../search/document';
import { cardCarWith, cardContextFor } from '../../site/card-context';
import { toCardView } from '../vehicle-card/card-view';
import { CARD_FIELDS, hitToCardCar } from './hit-card';

const ctx = cardContextFor({
  config: parseSiteConfig(siteWith({ features: { watchlist: { wording: 'garage' } } }), 'sites/demo/site.yaml'),
  t: createTranslator(),
  images: { quality: 75, width: 640 },
  now: '2026-11-20T00:00:00+10:00',
});
const estimate = {
  settings: FINANCE_PROVIDERS['provider-d']!,
  currentYear: 2026,
  frequency: 'weekly' as const,
  lenderEstimates: true,
};
const lender = { interestRate: 8.99, comparisonRate: 9.56, paymentWeek: 306.57, paymentMonth: 1327.45, termYears: 5 };
const car = makeCar({
  id: '2001',
  slug: '2026-jayco-journey-2001',
  name: '2026 Jayco Journey',
  make: 'Jayco',
  model: 'Journey',
  year: 2026,
  price: 89990,
  badge: 'Outback',
  km: 12,
  simple_transmission: 'Automatic',
  simple_fuel: 'Diesel',
  primary_image_url: '/media/a.webp',
  finance_lenders: { 'provider-d': lender },
});

/** A hit as the island receives it: only the card fields. */
const hitOf = (doc: ReturnType<typeof toSearchDocument>) =>
  Object.fromEntries(Object.entries(doc).filter(([k]) => (CARD_FIELDS as readonly string[]).includes(k))) as typeof doc;

describe('a search hit and a stock car make the same card', () => {
  it.each([
    ['with the finance estimate', estimate],
    ['without it', undefined],
  ])('%s', (_label, rules) => {
    const fromStock = toCardView(cardCarWith(car, rules), ctx);
    const fromHit = toCardView(hitToCardCar(hitOf(toSearchDocument(car, { cardEstimate: rules }))), ctx);
    expect(fromHit).toEqual(fromStock);
    expect(fromHit.estimate !== undefined).toBe(rules !== undefined);
  });

  it('carries what the Favourite toggle saves', () => {
    const hitCar = hitToCardCar(hitOf(toSearchDocument(car)));
    expect([hitCar.id, hitCar.name, hitCar.slug, hitCar.make, hitCar.model, hitCar.status]).toEqual([
      '2001',
      '2026 Jayco Journey',
      '2026-jayco-journey-2001',
      'Jayco',
      'Journey',
      'in_stock',
    ]);
  });
});
