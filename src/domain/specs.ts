/** Specification, featured and feature lists of the vehicle page (spec 01 §2.3, §9). */
import type { Car, SpecRow } from './car';
import { groupThousands } from './money';

/** Specifications show this many rows until Show All Specs. */
export const SPECS_LIMIT = 4;
/** Key-information and feature lists show this many until Show All. */
export const FEATURES_LIMIT = 8;

/** A value worth a row: not undefined/null, not blank, not the string "null". */
export function isShownValue(value: string | number | null | undefined): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'number') return Number.isFinite(value);
  const text = value.trim();
  return text !== '' && text.toLowerCase() !== 'null';
}

/** The rows worth showing, in their order, values trimmed. */
export function visibleRows(rows: readonly SpecRow[]): SpecRow[] {
  return rows.filter((row) => isShownValue(row.value)).map((row) => ({ ...row, value: row.value.trim() }));
}

/** The first `limit` items unless expanded, and whether a Show All toggle is needed. */
export function limitList<T>(items: readonly T[], limit: number, expanded: boolean): { items: T[]; hasMore: boolean } {
  const hasMore = items.length > limit;
  return { items: expanded || !hasMore ? [...items] : items.slice(0, limit), hasMore };
}

const pad2 = (n: string) => n.padStart(2, '0');

/** "2019-03" or "2019-03-15" → "03/2019"; a bare year stays; anything else is shown as given. */
export function monthYear(date: string | undefined): string | undefined {
  if (!date) return undefined;
  const match = /^(\d{4})(?:-(\d{1,2}))?/.exec(date.trim());
  if (!match) return date;
  return match[2] ? `${pad2(match[2])}/${match[1]}` : match[1];
}

/** "2026-05-31" → "31/05/2026" (Australian order); anything else is shown as given. */
export function dayMonthYear(date: string | undefined): string | undefined {
  if (!date) return undefined;
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(date.trim());
  return match ? `${pad2(match[3] ?? '')}/${pad2(match[2] ?? '')}/${match[1]}` : date;
}

function engineText(car: Pick<Car, 'engine_size_litres' | 'cylinders'>): string | undefined {
  const parts: string[] = [];
  if (car.engine_size_litres !== undefined) parts.push(`${car.engine_size_litres.toFixed(1)}L`);
  if (car.cylinders !== undefined) parts.push(`${car.cylinders} cylinders`);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/** The featured rows, in the order of spec 01 §2.3; the UI labels each with the message spec.{key}. */
export const FEATURED_KEYS = [
  'km',
  'compliance',
  'build',
  'engine',
  'fuel',
  'transmission',
  'induction',
  'seats',
  'registration',
  'regoExpiry',
  'stockNo',
  'vin',
  'colour',
] as const;
/** One featured row's key. */
export type FeaturedKey = (typeof FEATURED_KEYS)[number];

/** Default English row names; the same wording is in the site messages spec.{key}. */
export const FEATURED_NAMES: Readonly<Record<FeaturedKey, string>> = {
  km: 'Kilometres',
  compliance: 'Compliance Date',
  build: 'Build Date',
  engine: 'Engine',
  fuel: 'Fuel',
  transmission: 'Transmission',
  induction: 'Induction',
  seats: 'Seats',
  registration: 'Registration',
  regoExpiry: 'Rego Expiry',
  stockNo: 'Stock No',
  vin: 'VIN',
  colour: 'Exterior Colour',
};

/** A featured row: a spec row (name, value, icon name the UI maps to its icons) plus its message key. */
export interface FeaturedRow extends SpecRow {
  key: FeaturedKey;
  icon: string;
}

/** The featured list built from the car's fields, in the spec's order; rows without a value are left out. */
export function featuredRows(car: Car): FeaturedRow[] {
  const values: Record<FeaturedKey, [string | number | undefined, string]> = {
    km: [car.km !== undefined ? `${groupThousands(Math.round(car.km))} km` : undefined, 'odometer'],
    compliance: [monthYear(car.compliance_date), 'calendar'],
    build: [monthYear(car.build_date), 'calendar'],
    engine: [engineText(car), 'engine'],
    fuel: [car.fuel ?? car.simple_fuel, 'fuel'],
    transmission: [car.trans ?? car.simple_transmission, 'transmission'],
    induction: [car.induction, 'induction'],
    seats: [car.seats, 'seat'],
    registration: [car.regplate, 'registration'],
    regoExpiry: [dayMonthYear(car.rego_expiry), 'calendar'],
    stockNo: [car.stocknum, 'stock'],
    vin: [car.vin, 'vin'],
    colour: [car.colour, 'colour'],
  };
  return FEATURED_KEYS.flatMap((key) => {
    const [value, icon] = values[key];
    return isShownValue(value) ? [{ key, name: FEATURED_NAMES[key], value: String(value).trim(), icon }] : [];
  });
}
