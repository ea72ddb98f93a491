/** /my-garage/cars.json: current price and availability of every listed car, read by the saved-cars page. */
import type { APIRoute } from 'astro';
import { garageCars } from '../../features/watchlist/garage-cars';
import { getSite } from '../../site/site.server';

export const GET: APIRoute = () => {
  const { shownCars, t, config } = getSite();
  const body = garageCars(shownCars, {
    noPriceText: t('price.noPrice'),
    preorderText: t('price.preorder'),
    hidePriceTypeWhenZero: config.pricing.hidePriceTypeWhenZero,
  });
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
};
