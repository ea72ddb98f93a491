import { describe, expect, it } from 'vitest';
import {
  buildSiteLimitsFilter,
  buildSoldWindowFilter,
  buildStockFilter,
  configureStockFilters,
  passesSiteLimits,
  type SiteLimitOptions,
  type StockFilterOptions,
} from './stock';
import { compileFilter } from './model';
import { FIXTURE_DOCS, FIXTURE_NOW_MS } from '../fixtures/cars';
import { createEmbeddedIndex } from '../engine/index-build';
import { loadEmbeddedIndex } from '../engine/index-load';
import { embeddedSearch } from '../engine/search';

const index = loadEmbeddedIndex(createEmbeddedIndex(FIXTURE_DOCS));
const ids = (filter_by: string) =>
  embeddedSearch(index, { q: '*', filter_by, per_page: 50 })
    .hits.map((h) => h.document.id as string)
    .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));

/** The schema's default window (stock.includeSoldCarsDays: 3). */
const SOLD_DAYS = { includeSoldCarsDays: 3 };

describe('stock filter on the fixture feed (spec 01 §5.2)', () => {
  it.each<[string, Partial<StockFilterOptions>, string[]]>([
    [
      'option 3 default: available or sold within 3 days, shown on website',
      {},
      ['c1', 'c2', 'c3', 'c4', 'c5', 'c8', 'c9', 'c10', 'c12'],
    ],
    ['option 4: available only', { mode: 'available-only' }, ['c1', 'c2', 'c3', 'c4', 'c8', 'c9', 'c10', 'c12']],
    [
      'include_sold_cars_days 4 lets the car sold 3 days + 1 s ago in',
      { includeSoldCarsDays: 4 },
      ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c8', 'c9', 'c10', 'c12'],
    ],
    [
      'include_sold_cars_days 0 keeps no sold car',
      { includeSoldCarsDays: 0 },
      ['c1', 'c2', 'c3', 'c4', 'c8', 'c9', 'c10', 'c12'],
    ],
    ['used only', { usedOnly: true }, ['c1', 'c4', 'c5']],
    ['certified only', { certifiedOnly: true }, ['c2', 'c4']],
    ['excluded stock numbers', { excludedStockNumbers: ['S012', 'S001'] }, ['c2', 'c3', 'c4', 'c5', 'c8', 'c9', 'c10']],
    [
      'excluded new/demo of a make keeps its used cars',
      { excludedNewDemoMakes: ['Toyota'] },
      ['c1', 'c4', 'c5', 'c8', 'c9', 'c10', 'c12'],
    ],
    ['dealerships of a group site', { dealershipSlugs: ['dealer-b'] }, ['c3', 'c4', 'c8']],
    [
      'hostile excluded makes match exactly, nothing more',
      { excludedNewDemoMakes: ['A&&B Motors', 'Back`tick'] },
      ['c1', 'c2', 'c3', 'c4', 'c5', 'c8', 'c12'],
    ],
    [
      'an injection attempt as a stock number excludes nothing else',
      { excludedStockNumbers: ['S001`] || stocknum:!=[`x'] },
      ['c1', 'c2', 'c3', 'c4', 'c5', 'c8', 'c9', 'c10', 'c12'],
    ],
  ])('%s', (_name, options, expected) => {
    expect(ids(compileFilter(buildStockFilter({ ...SOLD_DAYS, ...options }, FIXTURE_NOW_MS)))).toEqual(expected);
  });

  it.each<[string, number, boolean]>([
    ['sold exactly 3 days ago is in', 3 * 86_400_000, true],
    ['sold 3 days and 1 second ago is out', 3 * 86_400_000 + 1000, false],
  ])('%s', (_name, age, included) => {
    // c5 was sold exactly 3 days before FIXTURE_NOW_MS; move the clock instead of the car.
    const now = FIXTURE_NOW_MS + (age - 3 * 86_400_000);
    expect(ids(compileFilter(buildStockFilter(SOLD_DAYS, now))).includes('c5')).toBe(included);
  });

  it('compiles to the exact strings Typesense receives', () => {
    expect(compileFilter(buildSoldWindowFilter(SOLD_DAYS, FIXTURE_NOW_MS))).toBe(
      'status:=[`in_stock`,`coming_soon`] || sold_at_timestamp:>=1781265600',
    );
    expect(compileFilter(buildSoldWindowFilter({ ...SOLD_DAYS, mode: 'available-only' }, FIXTURE_NOW_MS))).toBe(
      'status:=[`in_stock`,`coming_soon`]',
    );
    expect(
      compileFilter(
        buildSiteLimitsFilter({
          usedOnly: true,
          certifiedOnly: true,
          excludedStockNumbers: ['S1'],
          excludedNewDemoMakes: ['Kia'],
          dealershipSlugs: ['a', 'b'],
        }),
      ),
    ).toBe(
      'show_on_dealer_website:=true && car_type:=`used` && certified:=true && stocknum:!=`S1` && (make:!=`Kia` || car_type:=`used`) && dealership_slug:=[`a`,`b`]',
    );
    expect(compileFilter(buildStockFilter(SOLD_DAYS, FIXTURE_NOW_MS))).toBe(
      '(status:=[`in_stock`,`coming_soon`] || sold_at_timestamp:>=1781265600) && show_on_dealer_website:=true',
    );
    expect(configureStockFilters({ ...SOLD_DAYS, mode: 'available-only' }, FIXTURE_NOW_MS)).toBe(
      '(status:=[`in_stock`,`coming_soon`] && show_on_dealer_website:=true)',
    );
  });

  it.each<[string, SiteLimitOptions]>([
    ['defaults', {}],
    ['used only', { usedOnly: true }],
    ['certified only', { certifiedOnly: true }],
    ['excluded stock numbers', { excludedStockNumbers: ['S002', 'S009'] }],
    ['excluded makes', { excludedNewDemoMakes: ['Toyota', 'Back`tick'] }],
    ['dealerships', { dealershipSlugs: ['dealer-c'] }],
    [
      'values that differ only in case and punctuation',
      { excludedStockNumbers: ['s-002'], excludedNewDemoMakes: ['TOYOTA'], dealershipSlugs: ['Dealer A', 'dealer_b'] },
    ],
  ])('passesSiteLimits agrees with the compiled site limits: %s', (_name, options) => {
    const byPredicate = FIXTURE_DOCS.filter((d) => passesSiteLimits(d, options))
      .map((d) => d.id)
      .sort();
    expect(ids(compileFilter(buildSiteLimitsFilter(options))).sort()).toEqual(byPredicate);
  });
});
