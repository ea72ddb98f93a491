/** The vehicle page's title, description and heading (for search results and link previews). */
import type { Car } from '../../domain/car';
import type { Translate } from '../../config/messages';
import { priceDisplay, type PriceDisplayOptions } from '../../domain/price';
import { groupThousands } from '../../domain/money';

/** Title, meta description and the last breadcrumb of one car. */
export function vehicleMeta(car: Car, t: Translate, dealer: string, price: PriceDisplayOptions): { title: string; description: string; heading: string } {
  const heading = [car.year, car.make, car.model, car.badge].filter((p) => p !== undefined && p !== '').join(' ');
  const shown = priceDisplay(car, price);
  const condition = t(`carType.${car.car_type}`);
  const description = t('vehiclePage.description', {
    condition,
    title: heading,
    dealer,
    price: shown.kind === 'price' ? t('vehiclePage.descriptionPrice', { price: shown.text }) : '',
    km: car.km !== undefined && car.car_type !== 'new' ? t('vehiclePage.descriptionKm', { km: groupThousands(Math.round(car.km)) }) : '',
  });
  return { title: heading, description, heading };
}
