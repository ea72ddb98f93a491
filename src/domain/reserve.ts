/**
 * The reserve-online deposit (spec 01 §9, spec 02 §4, §5 Price display, §9 Forms and events): one
 * rule for the amount, used by the vehicle page's Reserve text, the reserve page and the API that
 * takes the payment. The car's own payment processor deposit wins over the site's deposit text.
 */
import type { Car } from './car';
import { formatAud, formatAudCents } from './money';

/** The site's deposit text when it sets none (spec: "$200 to reserve"); the amount is read from it. */
export const DEFAULT_RESERVE_DEPOSIT_TEXT = '$200 to reserve';

/** The deposit a car is reserved with. */
export interface ReserveDeposit {
  /** Dollars, as stated. */
  amount: number;
  /** What the payment provider charges, in cents. */
  amountCents: number;
  /** The amount as shown: whole dollars ("$200"), or with cents when it has them ("$249.50"). */
  amountText: string;
  /** The text shown with the Reserve action, e.g. "$200 to reserve". */
  label: string;
}

/** The site's reserve settings the rule reads (config `features.reserve.depositText`). */
export interface SiteReserveDeposit {
  depositText: string;
}

/**
 * The first dollar amount a deposit text states ("$1,000 to reserve" → 1000, "$0" → 0, "0" → 0);
 * undefined when it states none.
 */
export function depositAmountInText(text: string): number | undefined {
  const match =
    /\$\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?(?![\d,])/.exec(text) ?? /^\s*(\d+)(\.\d{1,2})?\s*$/.exec(text);
  if (!match) return undefined;
  return Number(`${match[1]!.replace(/,/g, '')}${match[2] ?? ''}`);
}

const amountText = (amount: number) => (Number.isInteger(amount) ? formatAud(amount) : formatAudCents(amount));

const build = (amount: number, label: string): ReserveDeposit | undefined =>
  // Empty or $0 (or an amount that rounds to $0) is no deposit, and the text is hidden.
  Number.isFinite(amount) && Math.round(amount) > 0
    ? { amount, amountCents: Math.round(amount * 100), amountText: amountText(amount), label }
    : undefined;

/**
 * The deposit for a car: the first payment processor that states one (a stated 0 means none),
 * else the amount in the site's deposit text, shown as that text. Undefined: no deposit, nothing
 * shown, nothing charged — also for a site text that states no amount (the config check refuses it).
 */
export function reserveDeposit(
  car: Pick<Car, 'payment_processors'>,
  site: SiteReserveDeposit,
): ReserveDeposit | undefined {
  const fromCar = car.payment_processors.find((p) => p.deposit !== undefined)?.deposit;
  if (fromCar !== undefined) return build(fromCar, `${amountText(fromCar)} to reserve`);
  const text = site.depositText.trim();
  const amount = depositAmountInText(text);
  return amount === undefined ? undefined : build(amount, text);
}
