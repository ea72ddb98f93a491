/** `POST /api/youx/quote` (spec 02 §7): a quote from the configured provider. */
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { ratesQuoteProvider } from '../finance/quote-provider';
import { jsonBody } from '../http/body';
import { ApiError } from '../http/errors';
import { QuoteRequestSchema } from '../../contracts/quote';

/** Routes under /api/youx. */
export function financeQuoteRoutes(deps: AppDeps) {
  const provider = deps.quoteProvider ?? ratesQuoteProvider(deps.settings.finance);
  const app = new Hono();
  app.post('/quote', async (c) => {
    const request = await jsonBody(c, QuoteRequestSchema);
    const quote = await provider.quote(request);
    // The page ignores a failed quote silently (spec 02 §8); 422 says why to anyone looking.
    if (!quote) throw new ApiError(422, 'No quote is available for this car.');
    return c.json(quote);
  });
  return app;
}
