/**
 * The summary strip's browser side: asks for a quote once when the strip carries a request (the
 * build decided the car needs one) and fills in the figures; on failure the strip keeps its link
 * to the calculator.
 */
import { estimateFromQuote, formatMoney, type QuoteRequest } from '../../../domain/finance';
import { rateText } from '../estimate-view';
import { fetchQuote } from './quote';

class FinanceStripElement extends HTMLElement {
  private asked = false;

  connectedCallback(): void {
    if (this.asked || !this.dataset.request) return;
    this.asked = true;
    const request = JSON.parse(this.dataset.request) as QuoteRequest;
    const text = JSON.parse(this.dataset.text ?? '{}') as { weekly?: string; rates?: string };
    void fetchQuote(request).then((quote) => {
      const estimate = estimateFromQuote(quote, request.purchasePrice);
      if (!estimate) return;
      const weekly = this.querySelector('[data-out="weekly"]');
      const rates = this.querySelector('[data-out="rates"]');
      if (weekly && text.weekly) weekly.textContent = text.weekly.replace('{amount}', formatMoney(estimate.weekly));
      const advertised = rateText(estimate.advertisedRate);
      const comparison = rateText(estimate.comparisonRate);
      if (rates && text.rates && advertised && comparison) {
        rates.textContent = text.rates.replace('{advertised}', advertised).replace('{comparison}', comparison);
      }
    });
  }
}

/** Registers <fc-finance-strip> once. */
export function defineFinanceStrip(): void {
  if (!customElements.get('fc-finance-strip')) customElements.define('fc-finance-strip', FinanceStripElement);
}
