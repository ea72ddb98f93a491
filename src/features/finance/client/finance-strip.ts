/**
 * The summary strip's browser side: asks for a quote once when the strip carries a request (the
 * build decided the car needs one), fills in the figures and shows them in place of the offer to
 * calculate; on failure the strip keeps that offer and its link to the calculator.
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
      if (rates) rates.textContent = text.rates && advertised && comparison ? text.rates.replace('{advertised}', advertised).replace('{comparison}', comparison) : '';
      this.querySelector('[data-fallback]')?.classList.add('invisible');
      this.querySelector('[data-quote]')?.classList.remove('invisible');
    });
  }
}

/** Registers <fc-finance-strip> once. */
export function defineFinanceStrip(): void {
  if (!customElements.get('fc-finance-strip')) customElements.define('fc-finance-strip', FinanceStripElement);
}
