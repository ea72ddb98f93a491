/**
 * The quote's basis (spec 02 §7, §9): a 5-year term, 10% deposit and 30% final payment; monthly =
 * weekly × 4.33 (car-figure.ts reads a quote as a lender record on it). Also the quote request body,
 * so the island only sends it.
 */
import type { Car } from '../car';
import { roundTo2 } from './rounding';

/** The basis every quote is computed on. */
export const QUOTE_BASIS = { termYears: 5, depositPercent: 10, finalPaymentPercent: 30 } as const;

/** Weeks per month used to turn the weekly figure into a monthly one. */
export const WEEKS_PER_MONTH = 4.33;

/** weekly × 4.33, to the cent. */
export function monthlyFromWeekly(weekly: number): number {
  return roundTo2(weekly * WEEKS_PER_MONTH);
}

/** Body of POST /api/youx/quote (spec 02 §7). */
export interface QuoteRequest {
  selfAssessedCreditScore: 'GREAT';
  purchasePrice: number;
  loanTerm: 5;
  year?: number;
  vin?: string;
  nvic?: string;
  whoIsHelping: '';
}

/** True when a quote should be asked for: the site asks for quotes, the car has none, its price is above 0. */
export function shouldRequestQuote(siteRequestsQuotes: boolean, car: Pick<Car, 'youxQuote' | 'price'>): boolean {
  return siteRequestsQuotes && car.youxQuote === undefined && car.price !== undefined && car.price > 0;
}

/** The quote request for a car (credit score fixed GREAT, term fixed 5, nobody helping). */
export function quoteRequest(car: Pick<Car, 'price' | 'year' | 'vin' | 'nvic'>): QuoteRequest {
  return {
    selfAssessedCreditScore: 'GREAT',
    purchasePrice: car.price ?? 0,
    loanTerm: QUOTE_BASIS.termYears,
    year: car.year,
    vin: car.vin,
    nvic: car.nvic,
    whoIsHelping: '',
  };
}
