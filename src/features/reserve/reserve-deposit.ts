/** The deposit line of the reserve page: the car's payment processor deposit, else the site's text; none when empty or $0. */
import type { Car } from '../../domain/car';
import { reserveDepositText } from '../../domain/reserve';

/** The label to show, or undefined to hide it. */
export function reserveDepositLabel(car: Pick<Car, 'payment_processors'>, siteText: string): string | undefined {
  if (car.payment_processors.some((p) => p.deposit !== undefined)) return reserveDepositText(car)?.label;
  const text = siteText.trim();
  // "$0", "$0.00" or nothing: the spec hides the deposit text.
  return text === '' || /^\$?0+(\.0+)?\b/.test(text) ? undefined : text;
}
