/** The vehicle card context of the site being built (labels, price and badge settings, images, heart), and a car as a card reads it. */
import type { SiteConfig } from '../../config';
import type { Translate } from '../../config/messages';
import type { Car } from '../../domain/car';
import type { FigureContext } from '../../domain/finance/car-figure';
import { cardEstimate } from '../../domain/finance/shown-estimate';
import { cardEstimateContext } from '../finance/settings';
import { favouriteLabels } from '../watchlist/favourite-labels';
import type { CardCar, CardContext } from './card-view';
import type { ImageCdnOptions } from '../../media/image-url';
import { getSite } from '../../site/site';

/** What a card context is made from (a site, or a test's parsed config). */
export interface CardContextSource {
  config: SiteConfig;
  t: Translate;
  images: ImageCdnOptions;
  /** The build clock, ISO. */
  now: string;
}

/** The card context of a config: its wording, price and badge settings, images and Favourite wording. */
export function cardContextFor({ config, t, images, now }: CardContextSource): CardContext {
  const certifiedPreOwned = config.features.certifiedPreOwned;
  const certifiedMake = certifiedPreOwned === false ? undefined : certifiedPreOwned.make;
  const watchlist = config.features.watchlist;
  return {
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
      per: { weekly: t('finance.per.week'), fortnightly: t('finance.per.fortnight'), monthly: t('finance.per.month') },
      estimateWarning: config.finance.comparisonWarning,
      preorder: t('price.preorder'),
      noPrice: t('price.noPrice'),
    },
    price: { hidePriceTypeWhenZero: config.pricing.hidePriceTypeWhenZero },
    badges: {
      fuelBadges: config.features.fuelBadge,
      certifiedMakes: certifiedMake ? [certifiedMake] : config.manufacturer ? [config.manufacturer] : [],
      justArrivedDays: config.stock.justArrivedDays,
    },
    images,
    now,
    favourite: watchlist ? favouriteLabels(t, watchlist.wording) : undefined,
  };
}

/** A car as its card reads it: with its finance estimate when the rules (`estimate`) show one. */
export function cardCarWith(car: Car, estimate: FigureContext | undefined): CardCar {
  const figures = estimate && cardEstimate(car, estimate);
  return figures ? { ...car, estimate: figures } : car;
}

let cached: CardContext | undefined;
let cardRules: { estimate: FigureContext | undefined } | undefined;

/** Built once per build; also serialised into islands that render cards. */
export function getCardContext(): CardContext {
  return (cached ??= cardContextFor(getSite()));
}

/** A stock car of the site being built as its card reads it (with the estimate where `finance.estimate.onCards`). */
export function cardCarOf(car: Car): CardCar {
  if (!cardRules) {
    const { config, clock } = getSite();
    cardRules = { estimate: cardEstimateContext(config.finance, clock) };
  }
  return cardCarWith(car, cardRules.estimate);
}
