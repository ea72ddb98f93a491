/** The vehicle card context of a site (labels, price and badge settings, images, heart), and a car as a card reads it. Pure: card-context.server.ts applies it to the site being built. */
import type { SiteConfig } from '../config';
import type { Translate } from '../config/messages';
import type { Car } from '../domain/car';
import type { FigureContext } from '../domain/finance/car-figure';
import { cardEstimate, type CardEstimate } from '../domain/finance/shown-estimate';
import { favouriteLabels, type FavouriteLabels } from './favourite-labels';
import type { ImageCdnOptions } from '../media/image-url';
import type { BadgeOptions } from '../domain/badges';
import type { PriceDisplayOptions } from '../domain/price';
import type { Frequency } from '../domain/finance/frequency';
import type { Now } from '../domain/now';

/** The fields of a car that a card reads, with its finance estimate where the site shows one on cards. */
export type CardCar = Pick<
  Car,
  | 'id'
  | 'slug'
  | 'name'
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'series'
  | 'price'
  | 'price_type'
  | 'before_price'
  | 'preorder'
  | 'car_type'
  | 'simple_transmission'
  | 'trans'
  | 'km'
  | 'fuel'
  | 'simple_fuel'
  | 'primary_image_url'
  | 'status'
  | 'tag'
  | 'reserved'
  | 'certified'
  | 'created_at'
> & { estimate?: CardEstimate };

/** Site wording and settings a card needs (serialisable, so islands can receive it). */
export interface CardContext {
  labels: {
    carType: Record<'new' | 'demo' | 'used', string>;
    justSold: string;
    reserved: string;
    comingSoon: string;
    justArrived: string;
    certified: string;
    electric: string;
    hybrid: string;
    plugInHybrid: string;
    /** Template with {km}. */
    km: string;
    /** Template with {price}. */
    was: string;
    /** Finance estimate line, template with {repayment}, {per} and {rate}. */
    estimate: string;
    /** Short frequency words after a repayment ("wk", "fn", "mo"). */
    per: Record<Frequency, string>;
    /** The site's comparison rate warning, shown once under cards that show an estimate. */
    estimateWarning: string;
    /** Its comparison rate, template with {rate}. */
    estimateComparison: string;
    preorder: string;
    noPrice: string;
  };
  price: PriceDisplayOptions;
  badges: BadgeOptions;
  images: ImageCdnOptions;
  /**
   * The clock cards are made at: an ISO instant where the context travels to an island (the build's
   * instant, which the island compares results with), the build's recording clock for cards made at build.
   */
  now: string | Now;
  /** The Favourite toggle's wording; absent when the site has no watchlist (no heart on cards). */
  favourite?: FavouriteLabels;
}

/** What a card context is made from (a site, or a test's parsed config). */
export interface CardContextSource {
  config: SiteConfig;
  t: Translate;
  images: ImageCdnOptions;
  /** The clock cards are made at (CardContext.now). */
  now: CardContext['now'];
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
