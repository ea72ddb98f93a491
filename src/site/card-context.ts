/** The vehicle card context of the site being built (labels, price and badge settings, images). */
import type { CardContext } from '../features/vehicle-card/card-view';
import { getSite } from './site';

let cached: CardContext | undefined;

/** Built once per build; also serialised into islands that render cards. */
export function getCardContext(): CardContext {
  if (cached) return cached;
  const { config, t, images, now } = getSite();
  const certifiedPreOwned = config.features.certifiedPreOwned;
  cached = {
    labels: {
      carType: { new: t('carType.new'), demo: t('carType.demo'), used: t('carType.used') },
      justSold: t('sold.tag'),
      reserved: t('badge.reserved'),
      comingSoon: t('badge.comingSoon'),
      justArrived: t('badge.justArrived'),
      certified: t('badge.certified'),
      electric: t('badge.electric'),
      hybrid: t('badge.hybrid'),
      plugInHybrid: t('badge.plugInHybrid'),
      km: t('card.km'),
      was: t('price.was'),
      preorder: t('price.preorder'),
      noPrice: t('price.noPrice'),
    },
    price: { hidePriceTypeWhenZero: config.pricing.hidePriceTypeWhenZero },
    badges: {
      fuelBadges: config.features.fuelBadge,
      certifiedMakes: certifiedPreOwned && certifiedPreOwned.make ? [certifiedPreOwned.make] : config.manufacturer ? [config.manufacturer] : [],
      justArrivedDays: config.stock.justArrivedDays,
    },
    images,
    now,
  };
  return cached!;
}
