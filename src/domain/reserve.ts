/** The reserve-online deposit text (spec 01 §9, spec 02 §9 Forms and events). */
import type { Car } from './car';
import { formatAud } from './money';

/** Default reserve deposit in dollars. */
export const DEFAULT_RESERVE_DEPOSIT = 200;
/** Hours a reservation holds the car (fills {hours} of the reserve.terms message). */
export const RESERVE_HOLD_HOURS = 48;

/** The deposit text shown with the reserve action. */
export interface ReserveDepositText {
  amount: number;
  /** e.g. "$200 to reserve". */
  label: string;
  /** Hours the car is held, for the reserve.terms message (Held for {hours} hours, 100% refundable). */
  holdHours: number;
}

/**
 * The deposit: the first payment processor that states one overrides the site default (200).
 * Hidden (undefined) when the deposit is empty or $0 — including a processor that says 0.
 */
export function reserveDepositText(
  car: Pick<Car, 'payment_processors'>,
  options: { defaultDeposit?: number } = {},
): ReserveDepositText | undefined {
  const fromProcessor = car.payment_processors.find((p) => p.deposit !== undefined)?.deposit;
  const amount = fromProcessor ?? options.defaultDeposit ?? DEFAULT_RESERVE_DEPOSIT;
  if (!Number.isFinite(amount) || Math.round(amount) <= 0) return undefined;
  return { amount, label: `${formatAud(amount)} to reserve`, holdHours: RESERVE_HOLD_HOURS };
}
