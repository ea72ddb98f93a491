/** Delivery price by postcode (spec 01 §5.4, §8), from the site's price table. */
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { parseWith } from '../http/body';
import { ApiError } from '../http/errors';
import { MESSAGES } from '../../contracts/messages';
import { DeliveryQuerySchema, type DeliveryAnswer } from '../../contracts/misc';
import type { DeliveryPriceRow } from '../../site/api-site-settings';

/** The first table row whose range holds the postcode. */
export function deliveryPrice(table: readonly DeliveryPriceRow[], postcode: string): DeliveryAnswer | undefined {
  const n = Number(postcode);
  const row = table.find((r) => n >= r.from && n <= r.to);
  return row ? { price: row.price, region: row.region } : undefined;
}

/** Routes under /api/delivery. */
export function deliveryRoutes(deps: AppDeps) {
  const app = new Hono();
  app.get('/price', (c) => {
    const { postcode } = parseWith(DeliveryQuerySchema, c.req.query());
    const answer = deliveryPrice(deps.settings.deliveryPrices, postcode);
    if (!answer) throw new ApiError(404, MESSAGES.noDeliveryEstimate);
    return c.json(answer);
  });
  return app;
}
