/**
 * /form-cars/{id}.json: what a form needs about one car when a page is opened with ?car_id= (its
 * fixed lead fields, the enquiry car, the stock line). Form pages embed only the ids they accept
 * and fetch the one car asked for, instead of embedding every car (client/query-context.ts).
 */
import type { APIRoute } from 'astro';
import type { Car } from '../../domain/car';
import { lookupCar } from '../../features/forms/form-setup';
import { getSite } from '../../site/site.server';

export function getStaticPaths() {
  return getSite().shownCars.map((car) => ({ params: { id: car.id }, props: { car } }));
}

export const GET: APIRoute = ({ props }) => {
  const { car } = props as { car: Car };
  return new Response(JSON.stringify(lookupCar(car, getSite().t)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
