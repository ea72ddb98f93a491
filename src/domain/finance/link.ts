/** The per-car finance link (spec 02 §2): the finance page with the car's details, ending at #finance-form. */
import type { Car } from '../car';

/** The anchor the finance link lands on. */
export const FINANCE_FORM_ANCHOR = '#finance-form';

/**
 * `{basePath}?preferredDealership=…&vehiclePriceBudget=…&car_id=…&car_type=…&vin=…#finance-form`.
 * preferredDealership is the car's dealership slug; a parameter whose value the car lacks is left out.
 */
export function financeLinkFor(
  basePath: string,
  car: Pick<Car, 'id' | 'dealership_slug' | 'price' | 'car_type' | 'vin'>,
): string {
  const params = new URLSearchParams();
  const entries: Array<[string, string | number | undefined]> = [
    ['preferredDealership', car.dealership_slug],
    ['vehiclePriceBudget', car.price],
    ['car_id', car.id],
    ['car_type', car.car_type],
    ['vin', car.vin],
  ];
  for (const [name, value] of entries) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const query = params.toString();
  return `${basePath}${query === '' ? '' : `?${query}`}${FINANCE_FORM_ANCHOR}`;
}
