/**
 * A car's one finance figure (issue 21): the repayment every place shows for the car (card,
 * estimate box, summary strip, the calculator's starting inputs, print sheet and PDF), made once
 * from one lender record, so no two places can show different rates, terms or repayments.
 *
 * The record is the site provider's lender record when the site shows lender estimates and the
 * provider's rules allow it (spec 02 §5); else the car's quote (spec 02 §7, §9), read as a lender
 * record on the quote's basis (5 years, 10% deposit, 30% final payment). The repayment is the
 * calculator's own computation on those inputs, so the calculator opens on exactly this figure.
 */
import type { Car, FinanceLenderRecord, FinanceQuote } from '../car';
import { isFinanceEstimateAvailable, type FinanceCar } from './availability';
import { monthlyFromWeekly, QUOTE_BASIS } from './estimate';
import type { Frequency } from './frequency';
import { hasLenderData, lenderTermYears } from './lender';
import { calculateRepayment, type CalculatorInputs } from './repayment';
import { roundTo2 } from './rounding';
import type { FinanceSettings } from './settings';

/** Car fields the figure reads. */
export type FigureCar = FinanceCar & Pick<Car, 'youxQuote'>;

/** What the figure depends on besides the car: the site's provider settings, frequency and switches. */
export interface FigureContext {
  settings: Pick<FinanceSettings, 'lenderKey' | 'estimate' | 'establishmentFee' | 'rounding'>;
  /** The build's year (the age rule). */
  currentYear: number;
  /** The one frequency the figure is shown in everywhere (the calculator's starting frequency). */
  frequency: Frequency;
  /** The site shows lender estimates (`finance.estimate` on); off, only a quote can give a figure. */
  lenderEstimates: boolean;
}

/** One car's finance figure: its inputs, its repayment and where they come from. */
export interface CarFinanceFigure {
  source: 'lender' | 'quote';
  /** The record everything is read from (a quote as a record); the calculator matches its inputs against it. */
  lender: FinanceLenderRecord;
  /** The calculator's starting inputs: price, term, rate, deposit, balloon, frequency. */
  inputs: CalculatorInputs;
  establishmentFee: number;
  /** Advertised (interest) rate, % p.a. */
  rate: number;
  /** Comparison rate, % p.a.: a rate is never shown without it. */
  comparisonRate: number;
  /** The repayment per `inputs.frequency`, to the cent. */
  repayment: number;
  /** The lender's own wording for its figures, when it gave one. */
  disclaimer?: string;
}

/** The car's quote read as a lender record on the quote's basis; undefined without both rates and a payment. */
export function quoteAsLender(quote: FinanceQuote | undefined, price: number): FinanceLenderRecord | undefined {
  if (quote === undefined || !(price > 0)) return undefined;
  const { weeklyRepaymentAmount: weekly, advertisedRate, comparisonRate } = quote;
  if (!(Number.isFinite(weekly) && weekly > 0) || !isNumber(advertisedRate) || !isNumber(comparisonRate))
    return undefined;
  return {
    interestRate: advertisedRate,
    comparisonRate,
    paymentWeek: weekly,
    paymentMonth: monthlyFromWeekly(weekly),
    deposit: roundTo2((price * QUOTE_BASIS.depositPercent) / 100),
    balloon: roundTo2((price * QUOTE_BASIS.finalPaymentPercent) / 100),
    termYears: QUOTE_BASIS.termYears,
  };
}

/** The record a car's figure comes from: the provider's lender record where shown, else its quote. */
function figureSource(
  car: FigureCar,
  ctx: FigureContext,
): { source: CarFinanceFigure['source']; lender: FinanceLenderRecord } | undefined {
  const record = car.finance_lenders[ctx.settings.lenderKey];
  if (ctx.lenderEstimates && hasLenderData(record) && isFinanceEstimateAvailable(car, ctx.settings, ctx.currentYear)) {
    return { source: 'lender', lender: record };
  }
  const quoted = car.price === undefined ? undefined : quoteAsLender(car.youxQuote, car.price);
  return quoted && { source: 'quote', lender: quoted };
}

/** The pricing rules a figure is computed with besides its record: the site's frequency, fee and rounding. */
export type FigureRules = Pick<FigureContext, 'frequency'> & Pick<FinanceSettings, 'establishmentFee' | 'rounding'>;

/**
 * A figure from one record for a car's price (also used in the browser for a quote that arrives
 * after the build); undefined without a price, both rates and a term, or at 25 or less.
 */
export function figureFromRecord(
  source: CarFinanceFigure['source'],
  lender: FinanceLenderRecord,
  price: number | undefined,
  rules: FigureRules,
): CarFinanceFigure | undefined {
  const termYears = lenderTermYears(lender);
  if (price === undefined || !(price > 0)) return undefined;
  if (!isNumber(lender.interestRate) || !isNumber(lender.comparisonRate) || termYears === undefined || !(termYears > 0))
    return undefined;
  const inputs: CalculatorInputs = {
    amount: price,
    termYears,
    interest: lender.interestRate,
    deposit: lender.deposit ?? 0,
    residual: lender.balloon ?? 0,
    frequency: rules.frequency,
  };
  const establishmentFee = lender.establishmentFees ?? rules.establishmentFee;
  const result = calculateRepayment(
    inputs,
    { establishmentFee, rounding: rules.rounding },
    { carPrice: price, lender },
  );
  if (result.kind !== 'repayment') return undefined;
  return {
    source,
    lender,
    inputs,
    establishmentFee,
    rate: lender.interestRate,
    comparisonRate: lender.comparisonRate,
    repayment: roundTo2(result.repayment),
    ...(lender.disclaimer ? { disclaimer: lender.disclaimer } : {}),
  };
}

/**
 * The car's finance figure, or undefined when it has none to advertise (no shown lender record,
 * no usable quote, no price, or a repayment of 25 or less).
 */
export function carFinanceFigure(car: FigureCar, ctx: FigureContext): CarFinanceFigure | undefined {
  const found = figureSource(car, ctx);
  const { establishmentFee, rounding } = ctx.settings;
  return (
    found &&
    figureFromRecord(found.source, found.lender, car.price, { frequency: ctx.frequency, establishmentFee, rounding })
  );
}

function isNumber(value: number | undefined | null): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
