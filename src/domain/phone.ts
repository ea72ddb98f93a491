/** Phone numbers as shoppers see them (spec 01 §4.5, spec 02 §9 Forms and events). */
import type { Car, CarType } from './car';

/**
 * National format: a leading +61 (or 0061) becomes 0. Landlines group 2-4-4 (07 3123 4567);
 * mobiles (04…) group 4-3-3 (0412 345 678) as Australians write them; 1300/1800 numbers 4-3-3
 * and 13 numbers 2-2-2. Anything else is returned trimmed, unchanged.
 */
export function formatPhoneNational(raw: string): string {
  const trimmed = raw.trim();
  let digits = trimmed.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+61')) digits = `0${digits.slice(3)}`;
  else if (digits.startsWith('0061')) digits = `0${digits.slice(4)}`;
  if (!/^\d+$/.test(digits)) return trimmed;
  if (/^0[45]\d{8}$/.test(digits) || /^1[38]00\d{6}$/.test(digits)) {
    return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  }
  if (/^0\d{9}$/.test(digits)) return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
  if (/^13\d{4}$/.test(digits)) return `${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`;
  return trimmed;
}

/** Masks a displayed number: the first `visible` characters (features.phoneReveal.visibleCharacters) stay, every later one becomes a star. */
export function maskPhone(display: string, visible: number): string {
  return display.slice(0, visible) + '*'.repeat(Math.max(0, display.length - visible));
}

/** The site settings for choosing a car's call number. */
export interface CallNumberOptions {
  /** Choose the number by car type (new, used, demo) when on. */
  byCarType?: boolean;
  /** Per-dealer numbers for each car type. */
  carTypeNumbers?: Partial<Record<CarType, string>>;
  /** The site's main number, used when the car's location has none. */
  fallback?: string;
}

/**
 * The number Call Now dials, in national format: the car-type number when that option is on and
 * the type has one; otherwise the car's location phone; otherwise the site number. Undefined when
 * there is none (the UI then only warns in the console).
 */
export function callNumber(car: Pick<Car, 'car_type' | 'location'>, options: CallNumberOptions): string | undefined {
  const byType = options.byCarType ? options.carTypeNumbers?.[car.car_type]?.trim() : undefined;
  const raw = byType || car.location?.phone?.trim() || options.fallback?.trim();
  return raw ? formatPhoneNational(raw) : undefined;
}

/** The tel: link target for a displayed number (digits and a leading + only). */
export function telHref(display: string): string {
  return `tel:${display.replace(/[^\d+]/g, '')}`;
}
