import { describe, expect, it } from 'vitest';
import type { CarType, CarStatus } from '../../domain/car';
import { budgetStock, budgetView, countWithin } from './budget-view';

const car = (car_type: CarType, price: number | undefined, status: CarStatus = 'in_stock') => ({
  car_type,
  price,
  status,
});
// The cars given are the search's stock (search-stock-cars.ts decides which, status included).
const stock = budgetStock(
  [
    car('used', 18000),
    car('used', 38000),
    car('used', 900), // not above the 1000 minimum
    car('new', 45000),
    car('new', 62000),
    car('demo', 39990, 'coming_soon'),
    car('demo', undefined),
  ],
  1000,
);
const TEXT = { found: '{count} {type}{count||s} Found', itemNoun: 'Car' };
const monthly = { frequency: 'monthly' as const, termYears: 5, minPrice: 1000 };

describe('budget search box', () => {
  it('keeps the cars above the minimum price, sorted per type', () => {
    expect(stock).toEqual({ used: [18000, 38000], new: [45000, 62000], demo: [39990] });
  });

  it.each([
    [[], 0],
    [[100], 0],
    [[100, 200, 200, 300], 200],
  ])('countWithin %j at 200', (prices, _unused) => {
    expect(countWithin(prices, 200)).toBe(prices.filter((p) => p <= 200).length);
  });

  it.each([
    // repayment, deposit, frequency, chosen types, budget, count, button
    // spec defaults: 600 monthly × 12 × 5 + 2000 = 38000
    [600, 2000, 'monthly', [], 38000, 2, '2 Cars Found'],
    [600, 2000, 'monthly', ['new'], 38000, 0, '0 Cars Found'],
    [600, 2000, 'monthly', ['new', 'demo'], 38000, 0, '0 Cars Found'],
    // 200 weekly × 52 × 5 + 2000 = 54000
    [200, 2000, 'weekly', ['new', 'demo'], 54000, 2, '2 Cars Found'],
    [200, 2000, 'weekly', [], 54000, 4, '4 Cars Found'],
    // non-numbers become 0, values capped at 1,000,000
    ['abc', 'x', 'monthly', [], 0, 0, '0 Cars Found'],
    [2_000_000, 0, 'monthly', ['used'], 60_000_000, 2, '2 Cars Found'],
    // exactly the lowest price is enough: 266 × 12 × 5 + 2040 = 18000
    [266, 2040, 'monthly', ['used'], 18000, 1, '1 Car Found'],
    [266, 2039, 'monthly', ['used'], 17999, 0, '0 Cars Found'],
  ] as const)('%s + %s %s, %j → budget %s, %s found', (repayment, deposit, frequency, chosen, budget, count, label) => {
    const view = budgetView(stock, chosen, { repayment, deposit, frequency, termYears: 5, minPrice: 1000 }, TEXT);
    expect(view).toMatchObject({
      budget,
      count,
      buttonLabel: label,
      disabled: count === 0,
      priceParam: `1000:${budget}`,
    });
    expect(view.message).toBe(count === 0 ? 'No Cars found for this budget' : undefined);
  });

  it("counts over the site's term (finance.budget.termYears), not a fixed 5 years", () => {
    // 600 × 12 × 7 + 2000 = 52400: the 45000 new car now fits too.
    expect(budgetView(stock, ['new'], { repayment: 600, deposit: 2000, ...monthly, termYears: 7 }, TEXT)).toMatchObject(
      { budget: 52400, count: 1 },
    );
  });

  it('a site without stock finds nothing', () => {
    expect(budgetView({}, [], { repayment: 600, deposit: 2000, ...monthly }, TEXT)).toMatchObject({
      disabled: true,
      buttonLabel: '0 Cars Found',
    });
  });
});
