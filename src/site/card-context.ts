/** The vehicle card context of the site being built (labels, price and badge settings, images), and a car as a card reads it. */
import type { Car } from '../domain/car';
import { cardEstimate, type EstimateRuleContext } from '../domain/finance/shown-estimate';
import { cardEstimateContext } from '../features/finance/settings';
import { favouriteLabels } from '../features/watchlist/favourite-labels';
import type { CardCar, CardContext } from '../features/vehicle-card/card-view';
import { getSite } from './site';

let cached: CardContext | undefined;
let estimateRules: { context: EstimateRuleContext | undefined } | undefined;

/** A stock car as its card reads it: with its finance estimate where the site shows one on cards. */
export function cardCarOf(car: Car): CardCar {
  if (!estimateRules) {
    const { config, clock } = getSite();
    estimateRules = { context: cardEstimateContext(config.finance, clock) };
  }
  const estimate = estimateRules.context && cardEstimate(car, estimateRules.context);
  return estimate ? { ...car, estimate } : car;
}

/** Built once per build; also serialised into islands that render cards. */
export function getCardContext(): CardContext {
  if (cached) return cached;
  const { config, t, images, now } = getSite();
  const certifiedPreOwned = config.features.certifiedPreOwned;
  const watchlist = config.features.watchlist;
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
      estimate: t('card.estimate'),
      estimateComparison: t('card.estimateComparison'),
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
    favourite: watchlist ? favouriteLabels(t, watchlist.wording) : undefined,
  };
  return cached!;
}
