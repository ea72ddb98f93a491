/**
 * /form-cars/{id}.json: what a form needs about one car when a page is opened with ?car_id= (its
 * fixed lead fields, the enquiry car, the stock line). Form pages embed only the ids they accept
 * and fetch the one car asked for, instead of embedding every car (client/query-context.ts).
 */
import type { APIRoute } from 'astro';
import type { Car } from '../../domain/car';
import { lookupCar } from '../../features/forms/form-setup';
import { getSite } from '../../site/site.server';
import { carDataKey } from '../../features/page-cache/page-keys.server';
import { clockFree } from '../../site/build-clock';

/** Keyed by the car (issue 22): a rebuild copies the files of unchanged cars from the build cache. */
export function getStaticPaths() {
  return getSite().shownCars.map((car) => ({ params: { id: car.id }, props: { car }, cacheKey: carDataKey(car) }));
}

export const GET: APIRoute = ({ props, url }) => {
  const { car } = props as { car: Car };
  const body = clockFree(url.pathname, () => JSON.stringify(lookupCar(car, getSite().t)));
  return new Response(body, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
