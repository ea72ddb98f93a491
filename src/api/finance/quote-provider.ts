/**
 * The finance quote behind `POST /api/youx/quote`. A real lender plugs in as another
 * QuoteProvider; the default computes the weekly repayment from the site's configured rates on
 * the quote basis of spec 02 §9 (5-year term, 10% deposit, 30% final payment).
 */
import { annuityPayment, ratePerPeriod } from '../../domain/finance/annuity';
import { QUOTE_BASIS } from '../../domain/finance/estimate';
import { roundTo2 } from '../../domain/finance/rounding';
import type { QuoteAnswer, QuoteRequest } from '../../contracts/quote';
import type { ApiSiteSettings } from '../../site/api-site-settings';

/** Answers a quote request, or undefined when it cannot quote this car. */
export interface QuoteProvider {
  quote(request: QuoteRequest): Promise<QuoteAnswer | undefined>;
}

const WEEKS_PER_YEAR = 52;

/** The default provider: the site's advertised and comparison rates, the annuity formula. */
export function ratesQuoteProvider(rates: ApiSiteSettings['finance']): QuoteProvider {
  return {
    async quote(request) {
      const price = request.purchasePrice;
      const termYears = request.loanTerm ?? QUOTE_BASIS.termYears;
      const weekly = annuityPayment({
        principal: price * (1 - QUOTE_BASIS.depositPercent / 100),
        residual: price * (QUOTE_BASIS.finalPaymentPercent / 100),
        ratePerPeriod: ratePerPeriod(rates.advertisedRate, WEEKS_PER_YEAR),
        periods: termYears * WEEKS_PER_YEAR,
      });
      if (!(Number.isFinite(weekly) && weekly > 0)) return undefined;
      return {
        weeklyRepaymentAmount: roundTo2(weekly),
        advertisedRate: rates.advertisedRate,
        comparisonRate: rates.comparisonRate,
      };
    },
  };
}
