/**
 * Turns a car (from the build's stock or a search hit) into what a vehicle card shows, applying the
 * domain rules for price, badge and availability. Used by static cards and the search island alike,
 * so a card looks the same wherever it appears.
 */
import { isSold } from '../../domain/car';
import { cardBadge, type CardBadge } from '../../domain/badges';
import { priceDisplay, priceTypeText, wasPrice } from '../../domain/price';
import { formatAud, groupThousands } from '../../domain/money';
import { formatMoney, formatPercent2 } from '../../domain/finance/money';
import { imageSrcSet, imageUrl } from '../../media/image-url';
import { vehiclePath } from '../../paths';
import { interpolate } from '../../config/interpolate';
import type { CardEstimate } from '../../domain/finance/shown-estimate';
import type { CardCar, CardContext } from '../../site/card-context';

/** The attribute of a card's heart slot, holding the car's id (a grid kept as built HTML finds its hearts by it). */
export const HEART_SLOT = 'data-card-favourite';

export interface CardView {
  id: string;
  href: string;
  title: string;
  subtitle?: string;
  image?: { src: string; srcSet?: string; alt: string };
  price: string;
  priceType?: string;
  was?: string;
  ribbon?: { text: string; tone: 'brand' | 'accent' | 'dark' | 'ok' };
  specs: string[];
  /** The finance estimate line (spec 02 §2): repayment and advertised rate, then the comparison rate. */
  estimate?: { repayment: string; comparison: string };
  sold: boolean;
}

function ribbonFor(badge: CardBadge | undefined, ctx: CardContext): CardView['ribbon'] {
  if (!badge) return undefined;
  const l = ctx.labels;
  switch (badge.kind) {
    case 'fuel':
      return {
        text: badge.fuel === 'electric' ? l.electric : badge.fuel === 'hybrid' ? l.hybrid : l.plugInHybrid,
        tone: 'ok',
      };
    case 'reserved':
      return { text: l.reserved, tone: 'dark' };
    case 'certified':
      return { text: l.certified, tone: 'brand' };
    case 'tag':
      return { text: badge.text, tone: 'accent' };
    case 'coming-soon':
      return { text: l.comingSoon, tone: 'dark' };
    case 'just-arrived':
      return { text: l.justArrived, tone: 'brand' };
  }
}

// The car's one finance figure (issue 21), always with both rates: a rate is never shown without its comparison rate.
function estimateLine(estimate: CardEstimate | undefined, labels: CardContext['labels']): CardView['estimate'] {
  if (!estimate) return undefined;
  return {
    repayment: interpolate(labels.estimate, {
      repayment: formatMoney(estimate.repayment),
      per: labels.per[estimate.frequency],
      rate: formatPercent2(estimate.advertisedRate),
    }),
    comparison: interpolate(labels.estimateComparison, { rate: formatPercent2(estimate.comparisonRate) }),
  };
}

/** The card of one car. */
export function toCardView(car: CardCar, ctx: CardContext): CardView {
  const sold = isSold(car);
  const price = priceDisplay(car);
  const was = wasPrice(car);
  const title = [car.year, car.make, car.model].filter(Boolean).join(' ');
  const transmission = car.simple_transmission ?? car.trans;
  const fuel = car.simple_fuel ?? car.fuel;
  return {
    id: car.id,
    href: vehiclePath(car.slug),
    title,
    subtitle: [car.badge, car.series].filter(Boolean).join(' ') || undefined,
    image: car.primary_image_url
      ? {
          src: imageUrl(car.primary_image_url, ctx.images, 480),
          srcSet: imageSrcSet(car.primary_image_url, ctx.images, 960),
          alt: [title, car.badge].filter(Boolean).join(' '),
        }
      : undefined,
    price: price.kind === 'price' ? price.text : price.kind === 'preorder' ? ctx.labels.preorder : ctx.labels.noPrice,
    priceType: price.kind === 'price' ? priceTypeText(car, ctx.price) : undefined,
    was: was !== undefined ? interpolate(ctx.labels.was, { price: formatAud(was) }) : undefined,
    ribbon: sold
      ? { text: ctx.labels.justSold, tone: 'dark' }
      : ribbonFor(cardBadge(car, ctx.badges, typeof ctx.now === 'string' ? new Date(ctx.now) : ctx.now), ctx),
    specs: [
      ctx.labels.carType[car.car_type],
      transmission,
      car.km !== undefined ? interpolate(ctx.labels.km, { km: groupThousands(Math.round(car.km)) }) : undefined,
      fuel,
    ].filter((s): s is string => Boolean(s)),
    estimate: estimateLine(car.estimate, ctx.labels),
    sold,
  };
}
