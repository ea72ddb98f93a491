/**
 * The API bundle: a site's API settings and the car fields the API reads, written at build time
 * beside the Netlify Function (which cannot read the site's YAML or feed at run time).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Car } from '../domain/car';
import type { ApiCar } from './deps';
import type { ApiSiteSettings } from '../site/api-site-settings';

/** What the function loads. */
export interface ApiBundle {
  settings: ApiSiteSettings;
  cars: ApiCar[];
}

/** Keeps only the fields the API reads from each car. */
export function apiCars(cars: readonly Car[]): ApiCar[] {
  return cars.map(
    ({
      id,
      slug,
      name,
      make,
      model,
      status,
      reserved,
      price,
      primary_image_url,
      photos_count,
      updated_at,
      year,
      km,
      car_type,
      payment_processors,
      badge,
      vin,
      stocknum,
      dealership_id,
      location_id,
      location,
      item_type,
    }) => ({
      id,
      slug,
      name,
      make,
      model,
      status,
      reserved,
      photos_count,
      car_type,
      payment_processors,
      // What the ADF vehicle, lead routing and the readable lead email read (the car's own dealership and location).
      ...(badge !== undefined ? { badge } : {}),
      ...(vin !== undefined ? { vin } : {}),
      ...(stocknum !== undefined ? { stocknum } : {}),
      ...(dealership_id !== undefined ? { dealership_id } : {}),
      ...((location_id ?? location?.id) !== undefined ? { location_id: location_id ?? location?.id } : {}),
      ...(price !== undefined ? { price } : {}),
      ...(primary_image_url !== undefined ? { primary_image_url } : {}),
      ...(updated_at !== undefined ? { updated_at } : {}),
      ...(year !== undefined ? { year } : {}),
      ...(km !== undefined ? { km } : {}),
      // What the API's sentences call the car ("comparable caravans", issue 21 point 10).
      ...(item_type !== undefined ? { item_type } : {}),
    }),
  );
}

/** Writes the bundle (the build calls this for the site being deployed). */
export function writeApiBundle(file: string, settings: ApiSiteSettings, cars: readonly Car[]): void {
  const bundle: ApiBundle = { settings, cars: apiCars(cars) };
  writeFileSync(file, `${JSON.stringify(bundle)}\n`);
}

/** Reads a bundle written by writeApiBundle. */
export function readApiBundle(file: string | URL): ApiBundle {
  return JSON.parse(readFileSync(file, 'utf8')) as ApiBundle;
}
