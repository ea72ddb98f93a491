/**
 * The calculator's repayment (spec 02 §4, §5, §9): an annuity with residual over
 * amount − deposit + establishment fee, rounded per the provider's rule, replaced by the lender's
 * quoted payment when the inputs match the lender's figures, and no result at 25 or less.
 */
import type { FinanceLenderRecord } from '../car';
import { annuityPayment, ratePerPeriod } from './annuity';
import { type Frequency, periodCount, periodsPerYear } from './frequency';
import { lenderPayment, matchesLenderFigures } from './lender';
import { type RoundingRule, roundRepayment } from './rounding';

/** A repayment at or below this is no result: the calculator shows "Enquire for Finance". */
export const NO_RESULT_MAX_REPAYMENT = 25;

/** The calculator's inputs, already bounded (see inputs.ts). */
export interface CalculatorInputs {
  /** Purchase price. */
  amount: number;
  termYears: number;
  /** Annual interest rate in percent. */
  interest: number;
  /** Deposit or trade-in. */
  deposit: number;
  /** Residual (balloon) left owing after the last repayment. */
  residual: number;
  frequency: Frequency;
}

/** The pricing rules that apply: the fee added to the loan and how the repayment is rounded. */
export interface RepaymentRules {
  establishmentFee: number;
  rounding: RoundingRule;
}

/** The car the calculator is for, when there is one. */
export interface RepaymentContext {
  carPrice?: number;
  /** The provider's record in the car's finance_lenders. */
  lender?: FinanceLenderRecord;
}

/** A repayment to show, or no result ("Enquire for Finance", total hidden). */
export type RepaymentResult =
  | { kind: 'repayment'; repayment: number; total: number; frequency: Frequency; source: 'calculated' | 'lender' }
  | { kind: 'enquire' };

/** The amount borrowed: purchase price less deposit or trade-in, plus the establishment fee. */
export function financedAmount(amount: number, deposit: number, establishmentFee: number): number {
  return amount - deposit + establishmentFee;
}

/** Unrounded level repayment per period for the inputs. */
export function exactRepayment(inputs: CalculatorInputs, establishmentFee: number): number {
  const perYear = periodsPerYear(inputs.frequency);
  return annuityPayment({
    principal: financedAmount(inputs.amount, inputs.deposit, establishmentFee),
    residual: inputs.residual,
    ratePerPeriod: ratePerPeriod(inputs.interest, perYear),
    periods: periodCount(inputs.termYears, inputs.frequency),
  });
}

/** Total repayments = periods per year × term × repayment + establishment fee (spec 02 §9, as written). */
export function totalRepayments(
  repayment: number,
  termYears: number,
  frequency: Frequency,
  establishmentFee: number,
): number {
  return periodsPerYear(frequency) * termYears * repayment + establishmentFee;
}

/** The repayment the calculator shows for its inputs. */
export function calculateRepayment(
  inputs: CalculatorInputs,
  rules: RepaymentRules,
  context: RepaymentContext = {},
): RepaymentResult {
  const quoted = quotedPayment(inputs, context);
  const repayment =
    quoted ??
    roundRepayment(exactRepayment(inputs, rules.establishmentFee), rules.rounding, {
      amount: inputs.amount,
      carPrice: context.carPrice,
    });
  if (!Number.isFinite(repayment) || repayment <= NO_RESULT_MAX_REPAYMENT) return { kind: 'enquire' };
  return {
    kind: 'repayment',
    repayment,
    total: totalRepayments(repayment, inputs.termYears, inputs.frequency, rules.establishmentFee),
    frequency: inputs.frequency,
    source: quoted === undefined ? 'calculated' : 'lender',
  };
}

function quotedPayment(inputs: CalculatorInputs, { lender, carPrice }: RepaymentContext): number | undefined {
  if (lender === undefined || !matchesLenderFigures(inputs, lender, carPrice)) return undefined;
  return lenderPayment(lender, inputs.frequency);
}
