/**
 * Lender figures for a car (spec 02 §3): weekly and monthly repayments from the standard
 * annuity with a balloon, a comparison rate a little above the interest rate, and a disclaimer.
 */
import type { RawLenderRecord } from '../../../src/feed/raw';
import type { Rng } from '../prng';

/** Weekly repayment on amount financed at a yearly rate over years, leaving a balloon. */
export function weeklyRepayment(amount: number, ratePct: number, years: number, balloon: number): number {
  const n = years * 52;
  const r = ratePct / 100 / 52;
  if (r === 0) return (amount - balloon) / n;
  return ((amount - balloon / (1 + r) ** n) * r) / (1 - (1 + r) ** -n);
}

/** A lender record for a car price (10% deposit, 30% balloon, 5 years, $395 establishment fee). */
export function lenderRecord(rng: Rng, price: number, providerName: string): RawLenderRecord {
  const interestRate = Math.round((7.49 + rng.int(0, 8) * 0.25) * 100) / 100;
  const comparisonRate = Math.round((interestRate + 0.42 + rng.int(0, 3) * 0.05) * 100) / 100;
  const deposit = Math.round(price * 0.1);
  const balloon = Math.round(price * 0.3);
  const fees = 395;
  const week = Math.round(weeklyRepayment(price - deposit + fees, interestRate, 5, balloon) * 100) / 100;
  const month = Math.round(week * 4.33 * 100) / 100;
  return {
    interestRate,
    comparisonRate,
    paymentWeek: week,
    paymentMonth: month,
    deposit,
    balloon,
    termYears: 5,
    termMonths: 60,
    establishmentFees: fees,
    totalPayable: Math.round((week * 52 * 5 + balloon + fees) * 100) / 100,
    disclaimer: `Based on a 5 year secured loan with a ${Math.round(10)}% deposit and a 30% final payment, interest rate ${interestRate}% p.a. and comparison rate ${comparisonRate}% p.a. Comparison rate based on a secured loan of $30,000 over 5 years. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Approved applicants only. Fees, charges and lending criteria apply. ${providerName} Australian Credit Licence 389328.`,
    financeProvider: providerName,
  };
}
