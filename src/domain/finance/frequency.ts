/**
 * Repayment frequencies of the finance calculator (spec 02 §3, §9): a name, the number of
 * periods per year and the short label shown after an amount ("$123 /wk").
 */

/** The frequencies a shopper can choose; weekly is the default. */
export type Frequency = 'weekly' | 'fortnightly' | 'monthly';

/** One frequency's facts. */
export interface FrequencyInfo {
  /** Singular noun used in copy ("per week"). */
  name: 'week' | 'fortnight' | 'month';
  periodsPerYear: number;
  abbreviation: 'wk' | 'fn' | 'mo';
}

/** Every frequency, in the order the selector lists them. */
export const FREQUENCIES: Readonly<Record<Frequency, FrequencyInfo>> = {
  weekly: { name: 'week', periodsPerYear: 52, abbreviation: 'wk' },
  fortnightly: { name: 'fortnight', periodsPerYear: 26, abbreviation: 'fn' },
  monthly: { name: 'month', periodsPerYear: 12, abbreviation: 'mo' },
};

/** Selector order. */
export const FREQUENCY_ORDER: readonly Frequency[] = ['weekly', 'fortnightly', 'monthly'];

/** The default frequency of the calculator. */
export const DEFAULT_FREQUENCY: Frequency = 'weekly';

/** Abbreviation for a year, used for the term ("5 yr"). */
export const YEAR_ABBREVIATION = 'yr';

/** Periods per year of a frequency (52, 26 or 12). */
export function periodsPerYear(frequency: Frequency): number {
  return FREQUENCIES[frequency].periodsPerYear;
}

/**
 * Number of repayments over a term in years. Rounded to a whole period because a lender's term
 * (termYears may come from termMonths / 12) need not divide evenly into weeks.
 */
export function periodCount(termYears: number, frequency: Frequency): number {
  return Math.round(termYears * periodsPerYear(frequency));
}

/** True when a string names a frequency (for values read back from the URL or storage). */
export function isFrequency(value: unknown): value is Frequency {
  return value === 'weekly' || value === 'fortnightly' || value === 'monthly';
}
