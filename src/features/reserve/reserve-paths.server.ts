/** The reserve pages to build: one per car the vehicle page shows the Reserve button for, on the site's route variant. */
import type { Car } from '../../domain/car';
import { vehicleActions } from '../../domain/vehicle-actions';
import { vehicleBuildContext } from '../vehicle/build-context.server';
import { carPageKey, keyedRoute } from '../page-cache/page-keys.server';

/** getStaticPaths for /cars/{slug}/checkout or /buy-online (none when the site uses the other, or has no reserve), keyed as the car's page is. */
export function reserveStaticPaths(
  variant: 'checkout' | 'buy-online',
): { params: { slug: string }; props: { car: Car }; cacheKey: string }[] {
  return keyedRoute(`/cars/[slug]/${variant}`, () => {
    const { site, opts } = vehicleBuildContext();
    const reserve = site.config.features.reserve;
    if (reserve === false || reserve.path !== variant) return [];
    return site.shownCars
      .filter((car) => vehicleActions(car, opts.actions).reserve)
      .map((car) => ({ params: { slug: car.slug }, props: { car }, key: carPageKey(car) }));
  });
}
