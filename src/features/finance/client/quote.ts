/**
 * The quote call (spec 02 §7): POST /api/youx/quote with the car's request. A failed call or an
 * answer of the wrong shape gives undefined, never an error (spec 02 §8: failure is silent).
 * A plain fetch rather than the lead API client, which would bring valibot and every schema into
 * the vehicle page's script budget.
 */
import type { FinanceQuote } from '../../../domain/car';
import type { QuoteRequest } from '../../../domain/finance';
import { financeQuoteApiPath } from '../../../paths';

/** Where the lead API answers quotes. */
export const QUOTE_PATH = financeQuoteApiPath;

function isQuote(value: unknown): value is FinanceQuote {
  const q = value as Record<string, unknown> | null;
  return typeof q === 'object' && q !== null && typeof q.weeklyRepaymentAmount === 'number';
}

/** Asks for a quote; undefined on any failure. */
export async function fetchQuote(
  request: QuoteRequest,
  fetcher: typeof fetch = fetch,
): Promise<FinanceQuote | undefined> {
  try {
    const response = await fetcher(QUOTE_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request),
    });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    return isQuote(body) ? body : undefined;
  } catch {
    return undefined;
  }
}
