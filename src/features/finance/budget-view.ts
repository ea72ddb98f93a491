/**
 * The budget search box's figures (spec 02 §4, §5, §9), shared by the build and the browser: the
 * budget from repayment and deposit, how many cars of the chosen types it reaches (prices known at
 * build time), the search button's state and the price range sent to the search page.
 */
import { interpolate } from '../../config/interpolate';
import type { Car, CarType } from '../../domain/car';
import {
  budgetFromRepayment,
  budgetSearchState,
  formatMoney,
  parseBudgetInput,
  type BudgetFrequency,
} from '../../domain/finance';

/** Sorted prices of the cars a budget search can land on, per car type. */
export type BudgetStock = Partial<Record<CarType, number[]>>;

/** Wording of the box (templates keep their placeholders). */
export interface BudgetText {
  /** "{count} {type}s Found". */
  found: string;
  /** The stock noun inserted as {type} ("Car"). */
  itemNoun: string;
}

/** What the box shows for its inputs. */
export interface BudgetView {
  budget: number;
  budgetText: string;
  count: number;
  disabled: boolean;
  buttonLabel: string;
  /** "No Cars found for this budget" when nothing fits. */
  message?: string;
  /** The search page's price parameter, `min:max` (spec: the budget page searches above the minimum price). */
  priceParam: string;
}

/**
 * Prices of the search's cars (search-stock-cars.ts: available, or sold within the window) priced
 * above `minPrice`, per car type, sorted ascending: the budget page only searches such cars, so only
 * they can make the button say something was found, and its count is the results page's.
 */
export function budgetStock(cars: readonly Pick<Car, 'price' | 'car_type'>[], minPrice: number): BudgetStock {
  const stock: BudgetStock = {};
  for (const car of cars) {
    if (car.price === undefined || !(car.price > minPrice)) continue;
    (stock[car.car_type] ??= []).push(car.price);
  }
  for (const prices of Object.values(stock)) prices.sort((a, b) => a - b);
  return stock;
}

/** How many of the sorted prices are at or below the budget. */
export function countWithin(sorted: readonly number[], budget: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((sorted[mid] ?? Infinity) <= budget) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The box's figures; no type chosen counts as every type. */
export function budgetView(
  stock: BudgetStock,
  chosen: readonly CarType[],
  input: {
    repayment: string | number;
    deposit: string | number;
    frequency: BudgetFrequency;
    termYears: number;
    minPrice: number;
  },
  text: BudgetText,
): BudgetView {
  const budget = budgetFromRepayment(
    parseBudgetInput(input.repayment),
    parseBudgetInput(input.deposit),
    input.frequency,
    input.termYears,
  );
  const types = chosen.length > 0 ? chosen : (Object.keys(stock) as CarType[]);
  const prices = types.flatMap((type) => stock[type] ?? []);
  const lowest = prices.length > 0 ? Math.min(...prices) : undefined;
  const count = types.reduce((sum, type) => sum + countWithin(stock[type] ?? [], budget), 0);
  const state = budgetSearchState(budget, lowest, text.itemNoun);
  return {
    budget,
    budgetText: formatMoney(budget),
    count,
    disabled: state.kind === 'none',
    buttonLabel: state.kind === 'none' ? state.buttonLabel : interpolate(text.found, { count, type: text.itemNoun }),
    message: state.kind === 'none' ? state.message : undefined,
    priceParam: `${input.minPrice}:${Math.floor(budget)}`,
  };
}
