/**
 * What the vehicle page sidebar shows for one car (spec 01 §2.3, §4.3, §4.5, §5.3; spec 02 §2, §4,
 * §5 Price display): headings, price, state (available, reserved, sold, test-drive only), actions
 * and the call number. Pure: the domain rules decide, this module only assembles their answers.
 */
import type { Car } from '../../domain/car';
import type { Translate } from '../../config/messages';
import { priceDisplay, priceTypeText, showMarketPriceBadge, wasPrice, type PriceDisplay } from '../../domain/price';
import { vehicleAvailability } from '../../domain/availability';
import { vehicleActions, type VehicleActions } from '../../domain/vehicle-actions';
import { reserveDeposit } from '../../domain/reserve';
import { callNumber, maskPhone, telHref } from '../../domain/phone';
import { shouldShowFinanceCalculator } from '../../domain/finance';
import { formatAud } from '../../domain/money';
import { itemWord } from '../../site/stock-words';
import type { VehicleSiteOptions } from '../../site/vehicle-site-options';

/** The sidebar's state, which decides the block under the price. */
export type SidebarState = 'available' | 'reserved' | 'sold' | 'find-similar';

/** The call number as shown before and after the reveal. */
export interface CallView {
  display: string;
  /** The masked form shown until the shopper reveals it; undefined when the site shows numbers unmasked. */
  masked?: string;
  href: string;
}

export interface SidebarView {
  heading: string;
  subheading?: string;
  state: SidebarState;
  /** Undefined in the sold and find-similar states, where Find Me Something Similar replaces price and actions. */
  price?: PriceDisplay;
  priceType?: string;
  was?: string;
  marketBadge: boolean;
  soldTag?: string;
  similarPrompt?: string;
  soldMessage?: string;
  actions: VehicleActions;
  /** The reserve button, the item called what it is ("Reserve Car Now", "Reserve Caravan Now"). */
  reserveLabel: string;
  /** Deposit text under the reserve button; hidden when empty or $0. */
  deposit?: { label: string; amount: string; terms: string };
  call?: CallView;
  chat: false | { provider: string; token: string; scriptUrl?: string };
  financeCalculator: boolean;
  /**
   * The sidebar's Finance Disclaimer link, beside Calculate repayments: left out where the estimate
   * box shows, whose own disclaimer button sits right above it (one disclaimer link, not two).
   */
  financeDisclaimerLink: boolean;
  /** The finance summary (estimate box or quote strip) under the price: finance on and a price shown. */
  financeSummary: boolean;
  /** Share button (features.share). */
  share: boolean;
  /** The history report link, for any car with a file (spec 02 §5: history report needs a file). */
  historyReport?: string;
}

/**
 * The reserve deposit text (the domain's one deposit rule) with the hold terms, and the amount alone
 * for sentences (the site's text may be any wording: "$1,000 holds it for you"); undefined when there
 * is no deposit.
 */
export function depositFor(
  car: Pick<Car, 'payment_processors'>,
  reserve: { depositText: string; holdHours: number },
  t: Translate,
): { label: string; amount: string; terms: string } | undefined {
  const deposit = reserveDeposit(car, reserve);
  return deposit
    ? {
        label: deposit.label,
        amount: deposit.amountText,
        terms: t('vehiclePage.depositTerms', { hours: reserve.holdHours }),
      }
    : undefined;
}

/** The Reserve Online tab's sentence: the item called what it is and the deposit as an amount ("Reserve this caravan online for $1,000."). */
export function reserveOnlineText(
  car: Pick<Car, 'item_type'>,
  deposit: string | undefined,
  holdHours: number,
  t: Translate,
): string {
  const noun = itemWord(car, t);
  return deposit
    ? t('vehiclePage.reserveOnline.text', { deposit, hours: holdHours, noun })
    : t('vehiclePage.reserveOnline.noDeposit', { hours: holdHours, noun });
}

/** The sidebar of one car; `estimateBox` is whether the car's finance figure shows in the estimate box. */
export function sidebarView(
  car: Car,
  opts: VehicleSiteOptions,
  t: Translate,
  { estimateBox = false }: { estimateBox?: boolean } = {},
): SidebarView {
  const availability = vehicleAvailability(car, opts.actions);
  const actions = vehicleActions(car, opts.actions);
  const state: SidebarState = !availability.available
    ? 'sold'
    : availability.findSimilar
      ? 'find-similar'
      : car.reserved
        ? 'reserved'
        : 'available';
  const showPrice = state === 'available' || state === 'reserved';
  const was = wasPrice(car);
  const number = callNumber(car, opts.phone);
  const call = number
    ? {
        display: number,
        masked: opts.phoneVisibleChars === undefined ? undefined : maskPhone(number, opts.phoneVisibleChars),
        href: telHref(number),
      }
    : undefined;
  const price = showPrice ? priceDisplay(car, opts.price) : undefined;
  const financeCalculator =
    opts.finance &&
    shouldShowFinanceCalculator(
      { financeProvider: opts.financeProvider, testDriveOnlyTags: opts.actions.testDriveOnlyTags },
      car,
    );
  const financeSummary = opts.finance && price !== undefined;
  return {
    heading: [car.year, car.make, car.model].filter((p) => p !== undefined && p !== '').join(' '),
    subheading: [car.badge, car.series].filter(Boolean).join(' ') || undefined,
    state,
    price,
    priceType: price ? priceTypeText(car, opts.price) : undefined,
    was: showPrice && was !== undefined ? t('price.was', { price: formatAud(was) }) : undefined,
    marketBadge:
      showPrice && opts.marketPriceBadge !== false && showMarketPriceBadge(car, opts.marketPriceBadge.minBelowAverage),
    soldTag: availability.soldTag,
    similarPrompt: availability.similarPrompt ? t('sold.similarPrompt') : undefined,
    soldMessage: availability.soldMessage ? t('sold.message', { noun: itemWord(car, t) }) : undefined,
    actions,
    reserveLabel: t('action.reserve', { noun: itemWord(car, t, 'oneTitle') }),
    deposit: actions.reserve && opts.reserve !== false ? depositFor(car, opts.reserve, t) : undefined,
    call,
    chat: state === 'available' || state === 'reserved' ? opts.chat : false,
    financeCalculator,
    financeDisclaimerLink: financeCalculator && !(financeSummary && estimateBox),
    financeSummary,
    share: opts.share,
    historyReport: actions.historyReport ? car.file?.trim() : undefined,
  };
}
