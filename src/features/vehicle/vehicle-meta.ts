/** The vehicle page's title, description and heading (for search results and link previews). */
import type { Car } from '../../domain/car';
import { isAvailable } from '../../domain/car';
import type { Translate } from '../../config/messages';
import { priceDisplay, type PriceDisplayOptions } from '../../domain/price';
import { groupThousands } from '../../domain/money';
import { itemWord } from '../../site/stock-words';

/** A vehicle page's meta: title, description, last breadcrumb, and whether search engines should leave it out. */
export interface VehicleMeta {
  title: string;
  description: string;
  heading: string;
  /** A sold car the site's searches no longer return (past the sold window): its page stays for links, unindexed. */
  noindex: boolean;
}

/**
 * Title, meta description and the last breadcrumb of one car. A sold car's never say "for sale"
 * (issue 21): the title says it is sold and the description points to similar cars.
 * `inSearch` is whether the site's searches still return the car (spec 01 §5.2's sold window).
 */
export function vehicleMeta(
  car: Car,
  t: Translate,
  dealer: string,
  price: PriceDisplayOptions,
  inSearch: boolean,
): VehicleMeta {
  const heading = [car.year, car.make, car.model, car.badge].filter((p) => p !== undefined && p !== '').join(' ');
  const condition = t(`carType.${car.car_type}`);
  const km =
    car.km !== undefined && car.car_type !== 'new'
      ? t('vehiclePage.descriptionKm', { km: groupThousands(Math.round(car.km)) })
      : '';
  if (!isAvailable(car)) {
    return {
      title: t('vehiclePage.titleSold', { title: heading }),
      description: t('vehiclePage.descriptionSold', {
        condition,
        title: heading,
        dealer,
        km,
        nouns: itemWord(car, t, 'other'),
      }),
      heading,
      noindex: !inSearch,
    };
  }
  const shown = priceDisplay(car, price);
  const description = t('vehiclePage.description', {
    condition,
    title: heading,
    dealer,
    price: shown.kind === 'price' ? t('vehiclePage.descriptionPrice', { price: shown.text }) : '',
    km,
  });
  return { title: heading, description, heading, noindex: false };
}
