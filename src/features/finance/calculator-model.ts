/**
 * What the finance calculator shows for a set of inputs, as plain text: one pure function used
 * both to render the HTML at build time and by the island in the browser, so the first paint and
 * the interactive calculator never disagree. Also the fields as typed (text) and what a committed
 * field shows.
 */
import type { FinanceLenderRecord } from '../../domain/car';
import {
  calculateRepayment,
  clampToRange,
  matchesLenderFigures,
  type CarFinanceFigure,
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
  parseAmount,
} from '../../domain/finance';
import { groupThousands, parseTypedAmount } from '../../domain/money';
import { comparisonRateFor } from '../../domain/finance/comparison-rate';

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
  /** True when the inputs are the lender's (or the car's figure's): its quoted payment and comparison rate are shown. */
  fromLender: boolean;
  /** True when the shopper has changed an input from where the calculator opened: the result is their own estimate. */
  own: boolean;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The lender's figures the calculator compares with and quotes (spec 02 §9); the rest of the record stays out of the page. */
const LENDER_FIGURES = [
  'interestRate',
  'comparisonRate',
  'paymentWeek',
  'paymentMonth',
  'deposit',
  'balloon',
  'termYears',
  'termMonths',
  'termWeeks',
] as const;

const lenderFigures = (record: FinanceLenderRecord): FinanceLenderRecord =>
  Object.fromEntries(
    LENDER_FIGURES.filter((key) => record[key] !== undefined).map((key) => [key, record[key]]),
  ) as FinanceLenderRecord;

/** The setup for a site's settings and, when there is one, a car and its lender record. */
export function calculatorSetup(
  settings: FinanceSettings,
  text: CalculatorText,
  car?: { price?: number | undefined; lender?: FinanceLenderRecord | undefined },
): CalculatorSetup {
  const { price, term, interest, deposit, residual, establishmentFee, rounding } = settings;
  const record = car?.lender;
  const lender = record && lenderFigures(record);
  // Absent keys are left out rather than set to undefined: the setup is serialised into the page.
  return {
    price,
    term,
    interest,
    deposit,
    residual,
    establishmentFee,
    rounding,
    text,
    ...(car?.price === undefined ? {} : { carPrice: car.price }),
    ...(lender ? { lender } : {}),
  };
}

// A range stretched to hold a figure's own value, so the calculator never clamps the car's figure away.
const including = <R extends { min: number; max: number }>(range: R, value: number): R => ({
  ...range,
  min: Math.min(range.min, value),
  max: Math.max(range.max, value),
});

/**
 * The setup for a car's one finance figure (issue 21): its record to match and quote, its fee,
 * the car's price, and ranges that hold the figure's inputs. Used at build time and in the browser
 * when a quote arrives, so the calculator opens on exactly the figure the rest of the page shows.
 */
export function setupForFigure(setup: CalculatorSetup, figure: CarFinanceFigure): CalculatorSetup {
  const { inputs } = figure;
  return {
    ...setup,
    term: including(setup.term, inputs.termYears),
    interest: including(setup.interest, inputs.interest),
    deposit: including(setup.deposit, inputs.deposit),
    residual: including(setup.residual, inputs.residual),
    establishmentFee: figure.establishmentFee,
    carPrice: inputs.amount,
    lender: lenderFigures(figure.lender),
  };
}

/** True when two sets of inputs differ anywhere (bounded first): the shopper changed one. */
function changed(setup: CalculatorSetup, a: CalculatorInputs, b: CalculatorInputs): boolean {
  const [x, y] = [boundInputs(setup, a), boundInputs(setup, b)];
  return (
    x.frequency !== y.frequency ||
    (['amount', 'termYears', 'interest', 'deposit', 'residual'] as const).some(
      (k) => !(x[k] === y[k] || (Number.isNaN(x[k]) && Number.isNaN(y[k]))),
    )
  );
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

/** The view for inputs (bounded first); `start` is where the calculator opened, to tell the shopper's own estimate. */
export function calculatorView(
  setup: CalculatorSetup,
  raw: CalculatorInputs,
  start?: CalculatorInputs,
): CalculatorView {
  const inputs = boundInputs(setup, raw);
  const result = calculateRepayment(inputs, setup, { carPrice: setup.carPrice, lender: setup.lender });
  // The lender's inputs (the car's figure) at any frequency: its comparison rate, and its payment where it quotes one.
  const onLender = setup.lender !== undefined && matchesLenderFigures(inputs, setup.lender, setup.carPrice);
  const fromLender = result.kind === 'repayment' && (result.source === 'lender' || onLender);
  const lenderRate = setup.lender?.comparisonRate;
  const comparison =
    onLender && lenderRate !== undefined ? lenderRate : comparisonRateFor(inputs.interest, setup.establishmentFee);
  const { text } = setup;
  return {
    amountText: formatMoney(inputs.amount),
    repaymentText:
      result.kind === 'repayment'
        ? fill(text.repaymentPer, {
            amount: formatMoney(result.repayment),
            per: text.per[FREQUENCIES[inputs.frequency].name],
          })
        : text.enquire,
    enquire: result.kind === 'enquire',
    totalText: result.kind === 'repayment' ? formatMoney(result.total) : undefined,
    comparisonRateText: fill(text.comparisonRateValue, { rate: roundTo2(comparison).toFixed(2) }),
    amountHelp: isAmountAtBound(inputs.amount, setup.price)
      ? fill(text.bounds, { min: formatMoney(setup.price.min), max: formatMoney(setup.price.max) })
      : undefined,
    fromLender,
    own: !fromLender && start !== undefined && changed(setup, inputs, start),
  };
}

/** How far along its slider an amount sits, in percent (0–100), for the filled part of the track. */
export function sliderFill(amount: number, bounds: { min: number; max: number }): number {
  if (!(bounds.max > bounds.min) || !Number.isFinite(amount)) return 0;
  return (
    Math.round(((Math.min(bounds.max, Math.max(bounds.min, amount)) - bounds.min) / (bounds.max - bounds.min)) * 1000) /
    10
  );
}

/** Frequency read from a form value, falling back to weekly. */
export function frequencyFrom(value: string | null | undefined, fallback: Frequency): Frequency {
  return value === 'weekly' || value === 'fortnightly' || value === 'monthly' ? value : fallback;
}

/** The calculator's fields that hold a number besides the purchase price, in the order shown. */
export const RANGE_FIELDS = ['termYears', 'interest', 'deposit', 'residual'] as const;
/** One of the range fields. */
export type RangeField = (typeof RANGE_FIELDS)[number];

/** The calculator's number fields as the shopper typed them (text, so typing is never overruled). */
export type CalculatorFields = Record<'amount' | RangeField, string>;

/** The text each field starts with: the price grouped in thousands ("30,000"), or a slider's plain value. */
export function fieldsFromInputs(inputs: CalculatorInputs, amountSlider: boolean): CalculatorFields {
  return {
    amount: amountSlider ? String(inputs.amount) : groupThousands(Math.round(inputs.amount)),
    termYears: String(inputs.termYears),
    interest: String(inputs.interest),
    deposit: String(inputs.deposit),
    residual: String(inputs.residual),
  };
}

/** The inputs the fields mean: the price read as typed ("$30,000"), other fields as numbers (NaN when not one). */
export function inputsFromFields(fields: CalculatorFields, frequency: Frequency): CalculatorInputs {
  // "5,000" or "$5k" is 5000 (not 5); "7.5%" or "5 years" reads its number.
  const number = (text: string) => {
    const value = parseTypedAmount(text) ?? Number.parseFloat(text);
    return Number.isFinite(value) ? value : Number.NaN;
  };
  return {
    amount: parseAmount(fields.amount),
    termYears: number(fields.termYears),
    interest: number(fields.interest),
    deposit: number(fields.deposit),
    residual: number(fields.residual),
    frequency,
  };
}

/**
 * The fields once one is committed (left, or Enter): that field shows the value the calculator uses,
 * bounded, and the typed price without stray characters; a slider's value is on a step already.
 */
export function commitField(
  setup: CalculatorSetup,
  fields: CalculatorFields,
  name: keyof CalculatorFields,
  amountSlider: boolean,
): CalculatorFields {
  const bounded = boundInputs(setup, inputsFromFields(fields, 'weekly'));
  if (name === 'amount')
    return amountSlider ? fields : { ...fields, amount: groupThousands(Math.round(bounded.amount)) };
  return { ...fields, [name]: String(bounded[name]) };
}
