import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseSiteYaml } from './load';

const file = fileURLToPath(new URL('./fixtures/full-site.yaml', import.meta.url));
const config = parseSiteYaml(readFileSync(file, 'utf8'), 'sites/coastal/site.yaml');

describe('a site that varies every area parses and keeps its variants', () => {
  it.each([
    ['slug', config.slug, 'coastal'],
    ['garage wording', config.features.watchlist ? config.features.watchlist.wording : false, 'garage'],
    ['reserve path', config.features.reserve ? config.features.reserve.path : false, 'buy-online'],
    ['unmasked phones', config.features.phoneReveal, false],
    ['reviews keep defaults beside overrides', config.features.reviews ? config.features.reviews.minRating : false, 4],
    ['popular makes', config.search.filters.make ? config.search.filters.make.popularMakes : false, { count: 20 }],
    ['custom bodies lift the body limit', config.search.filters.body ? config.search.filters.body.limit : false, 20],
    ['feed watched every 15 minutes', config.feed.watchMinutes, 15],
    ['grid columns', config.search.columns, 4],
    ['trucks filter option', config.stock.filterOption, 4],
    [
      'finance interest bounds (step left to the provider)',
      config.finance.calculator.interest,
      { min: 7.5, max: 14.5 },
    ],
    ['weekly budget repayment', config.finance.budget.defaultRepayment, 200],
    [
      'typesense collection',
      config.searchBackend.engine === 'typesense' && config.searchBackend.collection,
      'coastal-cars',
    ],
    [
      'ids become text',
      config.locations.map((l) => [l.id, l.dealership_id, l.dealership_slug]),
      [
        ['10', '1', 'coastal-toyota'],
        ['11', '2', 'coastal-trucks'],
      ],
    ],
    ['postcode becomes text', config.locations[0]?.address.postcode, '2250'],
    [
      'special hours in both shapes',
      config.locations.flatMap((l) => l.special_hours.map((h) => [h.location_id, h.open, h.close])),
      [
        ['10', undefined, undefined],
        ['10', '09:00', '13:00'],
        ['11', '09:00', '12:00'],
      ],
    ],
    ['tile positions', config.promotions.tiles.map((t) => t.positions), [[8, 17], [9]]],
    ['offer ids become text', config.offers.exceptionOfferIds, ['77', '78']],
    ['categories keep their event ids', config.forms.categories.map((c) => c.eventId), [22, 51]],
    [
      'label overrides',
      config.labels,
      { 'carType.used': 'Pre-Owned', 'sold.tag': 'SOLD', 'price.noPrice': 'Call for Price' },
    ],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
