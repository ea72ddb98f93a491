import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../config/messages';
import { parseSiteConfig } from '../../config/parse';
import { siteWith } from '../../config/testing';
import { makeCar } from '../../domain/car.fixture';
import { interpolate } from '../../config/interpolate';
import { financeBudgetSearchProps } from './budget-search-props';
import { financePriceRangeProps } from './price-range-props';

const site = (stock: Record<string, unknown>) => ({
  t: createTranslator(),
  config: parseSiteConfig(siteWith({ finance: { provider: 'provider-d' }, stock }), 'sites/demo/site.yaml'),
  clock: new Date('2026-11-20T00:00:00+10:00'),
  shownCars: [makeCar({ id: '1', price: 30000, status: 'in_stock' })],
});

describe('the budget search and price-range page count what the site sells (issue 21 point 10)', () => {
  it.each([
    [{}, 'Find cars for your budget', '2 Cars Found'],
    [{ itemTypes: ['caravans'] }, 'Find caravans for your budget', '2 Caravans Found'],
    [{ itemTypes: ['caravans', 'motorcycles'] }, 'Find vehicles for your budget', '2 Vehicles Found'],
  ])('stock %o: "%s", "%s"', (stock, heading, found) => {
    const budget = financeBudgetSearchProps(site(stock));
    expect(budget.labels.heading).toBe(heading);
    expect(interpolate(budget.text.found, { count: 2, type: budget.text.itemNoun })).toBe(found);
    const range = financePriceRangeProps(site(stock));
    expect(range.text.itemNoun).toBe(budget.text.itemNoun);
  });

  it("keeps a site's own word for the item", () => {
    const worded = site({ itemTypes: ['caravans'] });
    const t = createTranslator({ 'financeUi.itemNoun': 'RV' });
    expect(financeBudgetSearchProps({ ...worded, t }).text.itemNoun).toBe('RV');
  });
});
