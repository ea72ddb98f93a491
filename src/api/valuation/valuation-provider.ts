/**
 * The trade-in valuation behind `POST /api/valuation/range` (issue 21), a seam like the finance
 * quote provider (src/api/finance/quote-provider.ts): a site with a valuation service plugs it in
 * and the wizard shows its range; a site without one has no figure to show, and the wizard says
 * the team will call with an offer instead. There is no built-in provider: a made-up figure would
 * be an offer the dealer never made.
 */
import * as v from 'valibot';
import { ValuationRangeSchema, type ValuationRange, type ValuationRangeRequest } from '../../contracts/valuation';

/** Values a shopper's car, or answers undefined when it cannot. */
export interface ValuationProvider {
  value(request: ValuationRangeRequest): Promise<ValuationRange | undefined>;
}

/** How long the wizard waits on the valuation service before the team-will-call answer. */
export const VALUATION_TIMEOUT_MS = 8_000;

/**
 * A valuation service over HTTP (VALUATION_PROVIDER_URL): POST the request as JSON, with a bearer
 * token when given; it answers `{ low, high }` in dollars. Anything else (an error, a timeout, a
 * malformed answer) is no valuation, logged for whoever runs the site.
 */
export function httpValuationProvider(
  url: string,
  token: string | undefined,
  options: { fetch?: typeof fetch; log?: (line: string) => void } = {},
): ValuationProvider {
  const fetchImpl = options.fetch ?? fetch;
  const log = options.log ?? console.warn;
  return {
    async value(request) {
      try {
        const response = await fetchImpl(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(VALUATION_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`answered HTTP ${response.status}`);
        const parsed = v.safeParse(ValuationRangeSchema, await response.json());
        if (!parsed.success) throw new Error(`answered no usable range: ${parsed.issues[0].message}`);
        return parsed.output;
      } catch (error) {
        log(`[forecourt] valuation service ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      }
    },
  };
}
