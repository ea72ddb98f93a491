/**
 * When finance shows for a car (spec 02 §5, spec 01 §5.3): the estimate box per provider rules,
 * and the calculator on the vehicle page.
 */
import { isTestDriveOnly } from '../availability';
import { type Car, isAvailable } from '../car';
import { hasShownPrice } from '../price';
import { hasLenderData } from './lender';
import type { EstimateRules, FinanceSettings, LenderFigure } from './settings';

/** Car fields the availability rules read. */
export type FinanceCar = Pick<Car, 'status' | 'price' | 'year' | 'make' | 'dealership_id' | 'finance_lenders'>;

/**
 * True when the finance estimate box may show: the provider's lender record has data,
 * interestRate and comparisonRate are present, make and dealership are not excluded, and the
 * provider's own rules hold (age, price, availability, required figures).
 */
export function isFinanceEstimateAvailable(
  car: FinanceCar,
  settings: Pick<FinanceSettings, 'lenderKey' | 'estimate'>,
  currentYear: number,
): boolean {
  const lender = car.finance_lenders[settings.lenderKey];
  if (!hasLenderData(lender)) return false;
  if (!present(lender.interestRate) || !present(lender.comparisonRate)) return false;
  const rules = settings.estimate;
  if (isExcluded(car, rules)) return false;
  if (rules.maxAgeYears !== undefined && !(car.year !== undefined && car.year > currentYear - rules.maxAgeYears))
    return false;
  if (rules.minPrice !== undefined && !(car.price !== undefined && car.price > rules.minPrice)) return false;
  if (rules.requireAvailable && !isAvailable(car)) return false;
  return rules.requiredFigures.every((figure) => figurePresent(lender[figure], figure));
}

// A payment of 0 is no payment to show; a comparison rate only has to be a number.
function figurePresent(value: number | undefined, figure: LenderFigure): boolean {
  return present(value) && (figure === 'comparisonRate' || value > 0);
}

function isExcluded(car: FinanceCar, rules: EstimateRules): boolean {
  const make = car.make.trim().toLowerCase();
  return (
    rules.excludedMakes.some((m) => m.trim().toLowerCase() === make) ||
    (car.dealership_id !== undefined && rules.excludedDealershipIds.includes(car.dealership_id))
  );
}

function present(value: number | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Suitable for finance: available (in stock or coming soon), a shown price (above 10, so a
 * preorder without a price is out), and not test-drive only (such a car shows Find Me Something
 * Similar instead of buying actions, spec 02 §4).
 */
export function isSuitableForFinance(
  car: Pick<Car, 'status' | 'price' | 'tag'>,
  testDriveOnlyTags?: readonly string[],
): boolean {
  return isAvailable(car) && hasShownPrice(car) && !isTestDriveOnly(car, testDriveOnlyTags);
}

/** What the vehicle page knows about the site's finance. */
export interface FinanceCalculatorSite {
  /** The site's finance provider id; absent when the site offers no finance. */
  financeProvider?: string | null;
  /** The site's test-drive-only tags, when it overrides the default. */
  testDriveOnlyTags?: readonly string[];
}

/**
 * The calculator shows at #finance-calculator when the site has a finance provider, the finance
 * value (the car's price, the amount the calculator starts from) is above 0 and the car suits finance.
 */
export function shouldShowFinanceCalculator(
  site: FinanceCalculatorSite,
  car: Pick<Car, 'status' | 'price' | 'tag'>,
): boolean {
  const financeValue = car.price ?? 0;
  const hasProvider = typeof site.financeProvider === 'string' && site.financeProvider.trim() !== '';
  return hasProvider && financeValue > 0 && isSuitableForFinance(car, site.testDriveOnlyTags);
}
