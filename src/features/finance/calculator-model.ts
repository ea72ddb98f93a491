/**
 * What the finance calculator shows for a set of inputs, as plain text: one pure function used
 * both to render the static HTML at build time and by the browser script, so the first paint and
 * the interactive calculator never disagree.
 */
import type { FinanceLenderRecord } from '../../domain/car';
import {
  calculateRepayment,
  clampToRange,
  FREQUENCIES,
  formatMoney,
  isAmountAtBound,
  roundTo2,
  type CalculatorInputs,
  type FinanceSettings,
  type Frequency,
  type NumberRange,
  type PriceBounds,
  type RoundingRule,
} from '../../domain/finance';
import { comparisonRateFor } from './comparison-rate';

/** Wording the view needs (already translated; placeholders filled here). */
export interface CalculatorText {
  /** "{amount} /{per}". */
  repaymentPer: string;
  /** Abbreviation per frequency name: wk, fn, mo. */
  per: Record<'week' | 'fortnight' | 'month', string>;
  enquire: string;
  /** "Cannot be less than {min} or more than {max}". */
  bounds: string;
  /** "{rate}% p.a.". */
  comparisonRateValue: string;
}

/** Everything the calculator needs besides its inputs; serialisable for the browser. */
export interface CalculatorSetup {
  price: PriceBounds;
  term: NumberRange;
  interest: NumberRange;
  deposit: NumberRange;
  residual: NumberRange;
  establishmentFee: number;
  rounding: RoundingRule;
  carPrice?: number;
  lender?: FinanceLenderRecord;
  text: CalculatorText;
}

/** The calculator's output, ready to put in the page. */
export interface CalculatorView {
  /** The purchase price as money ("$30,000"): the slider variant shows it beside its slider. */
  amountText: string;
  /** "$123 /wk", or "Enquire for Finance". */
  repaymentText: string;
  enquire: boolean;
  /** Hidden (undefined) when there is no result. */
  totalText?: string;
  comparisonRateText: string;
  /** The purchase price help text, when the price is at or beyond a bound. */
  amountHelp?: string;
  /** True when the lender's quoted payment is shown. */
  fromLender: boolean;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The setup for a site's settings and, when there is one, a car and its lender record. */
export function calculatorSetup(
  settings: FinanceSettings,
  text: CalculatorText,
  car?: { price?: number; lender?: FinanceLenderRecord },
): CalculatorSetup {
  const { price, term, interest, deposit, residual, establishmentFee, rounding } = settings;
  return { price, term, interest, deposit, residual, establishmentFee, rounding, carPrice: car?.price, lender: car?.lender, text };
}

/** Term, interest, deposit and residual bounded as spec 02 §5 says; the price is left as typed. */
export function boundInputs(setup: CalculatorSetup, inputs: CalculatorInputs): CalculatorInputs {
  return {
    ...inputs,
    termYears: clampToRange(inputs.termYears, setup.term),
    interest: clampToRange(inputs.interest, setup.interest),
    deposit: clampToRange(inputs.deposit, setup.deposit),
    residual: clampToRange(inputs.residual, setup.residual),
  };
}

/** The view for inputs (bounded first). */
export function calculatorView(setup: CalculatorSetup, raw: CalculatorInputs): CalculatorView {
  const inputs = boundInputs(setup, raw);
  const result = calculateRepayment(inputs, setup, { carPrice: setup.carPrice, lender: setup.lender });
  const fromLender = result.kind === 'repayment' && result.source === 'lender';
  const lenderRate = setup.lender?.comparisonRate;
  const comparison = fromLender && lenderRate !== undefined ? lenderRate : comparisonRateFor(inputs.interest, setup.establishmentFee);
  const { text } = setup;
  return {
    amountText: formatMoney(inputs.amount),
    repaymentText:
      result.kind === 'repayment'
        ? fill(text.repaymentPer, { amount: formatMoney(result.repayment), per: text.per[FREQUENCIES[inputs.frequency].name] })
        : text.enquire,
    enquire: result.kind === 'enquire',
    totalText: result.kind === 'repayment' ? formatMoney(result.total) : undefined,
    comparisonRateText: fill(text.comparisonRateValue, { rate: roundTo2(comparison).toFixed(2) }),
    amountHelp: isAmountAtBound(inputs.amount, setup.price)
      ? fill(text.bounds, { min: formatMoney(setup.price.min), max: formatMoney(setup.price.max) })
      : undefined,
    fromLender,
  };
}

/** How far along its slider an amount sits, in percent (0–100), for the filled part of the track. */
export function sliderFill(amount: number, bounds: { min: number; max: number }): number {
  if (!(bounds.max > bounds.min) || !Number.isFinite(amount)) return 0;
  return Math.round((Math.min(bounds.max, Math.max(bounds.min, amount)) - bounds.min) / (bounds.max - bounds.min) * 1000) / 10;
}

/** Frequency read from a form value, falling back to weekly. */
export function frequencyFrom(value: string | null | undefined, fallback: Frequency): Frequency {
  return value === 'weekly' || value === 'fortnightly' || value === 'monthly' ? value : fallback;
}
