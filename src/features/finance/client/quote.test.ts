import { describe, expect, it } from 'vitest';
import { fetchQuote, QUOTE_PATH } from './quote';

const request = { selfAssessedCreditScore: 'GREAT', purchasePrice: 30000, loanTerm: 5, whoIsHelping: '' } as const;
const answer =
  (status: number, body: unknown): typeof fetch =>
  async () =>
    new Response(JSON.stringify(body), { status });

describe('quote call: answers are read, every failure is silent', () => {
  it('posts the request to the quote path and reads the quote', async () => {
    const calls: Array<[string, RequestInit | undefined]> = [];
    const fetcher: typeof fetch = async (url, init) => {
      calls.push([String(url), init]);
      return new Response(JSON.stringify({ weeklyRepaymentAmount: 120.5, advertisedRate: 8.5, comparisonRate: 9.5 }));
    };
    expect(await fetchQuote(request, fetcher)).toEqual({
      weeklyRepaymentAmount: 120.5,
      advertisedRate: 8.5,
      comparisonRate: 9.5,
    });
    expect(calls[0]?.[0]).toBe(QUOTE_PATH);
    expect(calls[0]?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual(request);
  });

  it.each([
    ['422 answer', answer(422, { error: { message: 'No quote' } })],
    ['wrong shape', answer(200, { weekly: 1 })],
    ['not JSON', async () => new Response('<html>', { status: 200 })],
    ['network failure', async () => Promise.reject(new TypeError('offline'))],
  ] as Array<[string, typeof fetch]>)('%s → undefined', async (_name, fetcher) => {
    expect(await fetchQuote(request, fetcher)).toBeUndefined();
  });
});
