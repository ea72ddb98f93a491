/**
 * The main column of the vehicle page (spec 01 §2.3, §4.5, §9): key information, specifications,
 * features, dealer comments, the tab sections, used-car checks and the certified box. Pure.
 */
import type { Car, SpecRow } from '../../domain/car';
import type { MessageKey, Translate } from '../../config/messages';
import { featuredRows, FEATURES_LIMIT, isShownValue, SPECS_LIMIT, visibleRows } from '../../domain/specs';
import { dealerComments } from '../../domain/comments';
import { isManufacturerCertified } from '../../domain/badges';
import { isPurchaseEligible } from '../../domain/vehicle-actions';
import { groupThousands } from '../../domain/money';
import { showFuelCalculator } from '../../domain/calculators';
import type { VehicleSiteOptions } from '../../site/vehicle-site-options';

/** A list cut to its first rows until the shopper asks for all. */
export interface CutList<T> {
  items: T[];
  /** How many show before Show All; equal to items.length when no toggle is needed. */
  shown: number;
}

/** Tab ids in the spec's order. */
export type TabId = 'comments' | 'included' | 'why' | 'reserve' | 'protect' | 'features';

export interface ContentView {
  keyInfo: CutList<SpecRow>;
  specs: CutList<SpecRow>;
  features: CutList<string>;
  comments: { short: string[]; full: string[]; canToggle: boolean; pending: boolean };
  tabs: TabId[];
  /** What's Included: the dealer's promises for this car type (the tab shows only with some). */
  included: readonly string[];
  /** Why Buy From Us? points (the tab shows only with some). */
  whyBuy: readonly string[];
  /** Protect Your Car text (the tab shows only with it). */
  protect?: string;
  /** Used cars with a configured warranty, plugin reports or certified box. */
  usedChecks?: { warrantyYears?: number; plugins: string[] };
  /** The certified program box: only with the dealer's own text. */
  certified?: { make: string; logo?: string; text: string };
}

const cut = <T>(items: T[], limit: number): CutList<T> => ({ items, shown: Math.min(items.length, limit) });

const withUnit = (n: number | undefined, unit: string) => (n === undefined ? undefined : `${groupThousands(n)}${unit}`);

/** The fuel calculator shows except for electric cars (spec 01 §5.3) and caravans, which have no engine of their own. */
export function showsFuelCalculator(car: Pick<Car, 'fuel' | 'simple_fuel' | 'item_type'>): boolean {
  return car.item_type !== 'caravan' && showFuelCalculator(car);
}

/** Caravan body sizes arrive in millimetres (6600) or metres (6.6); a value of 100 or more is millimetres. */
export function caravanLength(value: number | undefined): string | undefined {
  if (value === undefined) return undefined;
  return value >= 100 ? `${groupThousands(Math.round(value))} mm` : `${value} m`;
}

/** Caravan rows (spec 01 §3.1 caravan specifications), before the featured rows. */
export function caravanRows(car: Car): SpecRow[] {
  if (car.item_type !== 'caravan') return [];
  const rows: Array<[string, string | number | undefined]> = [
    ['Sleeps', car.sleeps],
    ['Body Length', caravanLength(car.body_length)],
    ['Body Width', caravanLength(car.body_width)],
    ['Tare Weight', withUnit(car.tare_weight, ' kg')],
    ['Aggregate Trailer Mass', withUnit(car.aggregate_trailer_mass, ' kg')],
    ['Axle Type', car.axle_type],
  ];
  return rows.filter(([, v]) => isShownValue(v)).map(([name, v]) => ({ name, value: String(v) }));
}

/** Technical rows made from the car's own fields, for specs the feed's list does not already name. */
export function technicalRows(car: Car): SpecRow[] {
  const rows: Array<[string, string | number | undefined]> = [
    ['Body', car.bodyconfiguration ?? car.simple_body],
    ['Drive', car.drive],
    ['Doors', car.doors],
    ['Cylinders', car.cylinders],
    ['Gears', car.gearnum],
    [
      'Fuel Consumption (combined)',
      car.fuelconsumptioncombined === undefined ? undefined : `${car.fuelconsumptioncombined} L/100km`,
    ],
    ['Fuel Capacity', withUnit(car.fuelcapacity, ' L')],
    ['Torque', car.torque],
    ['Towing Capacity (braked)', withUnit(car.towingcapacitybraked, ' kg')],
    ['Gross Vehicle Mass', withUnit(car.grossvehiclemass, ' kg')],
    ['Length', withUnit(car.vehiclelength, ' mm')],
    ['Width', withUnit(car.vehiclewidth, ' mm')],
    ['Height', withUnit(car.vehicleheight, ' mm')],
    ['ANCAP Rating', car.ancaprating === undefined ? undefined : `${car.ancaprating} stars`],
    ['Interior Colour', car.interior_colour],
  ];
  return rows.filter(([, v]) => isShownValue(v)).map(([name, v]) => ({ name, value: String(v) }));
}

/** The feed's specification list (or its summary), then the technical rows it does not name. */
export function specificationRows(car: Car): SpecRow[] {
  const listed = visibleRows(car.specifications.length > 0 ? car.specifications : car.summary);
  // "Drive" is already there when the feed says "Drive Type": a name that starts another counts as the same row.
  const names = listed.map((r) => r.name.trim().toLowerCase());
  const named = (name: string) => names.some((n) => n.startsWith(name) || name.startsWith(n));
  return [...listed, ...technicalRows(car).filter((r) => !named(r.name.toLowerCase()))];
}

/** Used-car warranty years: the make's own figure where configured, else the standard; undefined when the dealer offers none. */
export function usedWarrantyYears(
  make: string,
  warranty: VehicleSiteOptions['claims']['usedWarranty'],
): number | undefined {
  if (warranty === false) return undefined;
  const key = Object.keys(warranty.byMake).find((m) => m.trim().toLowerCase() === make.trim().toLowerCase());
  return key === undefined ? warranty.years : (warranty.byMake[key] ?? warranty.years);
}

/** What's Included for this car: the dealer's used-car or new-car promises. */
export function includedClaims(car: Pick<Car, 'car_type'>, claims: VehicleSiteOptions['claims']): readonly string[] {
  return car.car_type === 'used' ? claims.usedCar : claims.newCar;
}

/**
 * The tabs a car shows, in the spec's order: What's Included, Why Buy From Us? and Protect Your Car
 * only with the dealer's own words; Reserve Online only when the car can be reserved; Features only with equipment.
 */
export function vehicleTabs(car: Car, opts: VehicleSiteOptions): TabId[] {
  const tabs: TabId[] = ['comments'];
  if (includedClaims(car, opts.claims).length > 0) tabs.push('included');
  if (opts.claims.whyBuy.length > 0) tabs.push('why');
  if (opts.reserve !== false && isPurchaseEligible(car, opts.actions.testDriveOnlyTags)) tabs.push('reserve');
  if (opts.claims.protect !== undefined) tabs.push('protect');
  if (car.standardEquipment.some((e) => isShownValue(e))) tabs.push('features');
  return tabs;
}

/** The main column of one car; featured row names are message keys spec.* so a site can reword them. */
export function contentView(car: Car, opts: VehicleSiteOptions, t: Translate): ContentView {
  const short = dealerComments(car.dealercomments, false);
  const full = dealerComments(car.dealercomments, true);
  const certified = certifiedBox(car, opts);
  const plugins = opts.plugins.filter((p) => p === 'Car Analysis' || p === 'PPSR Report');
  return {
    keyInfo: cut(
      [
        ...caravanRows(car),
        ...featuredRows(car).map(({ key, value, icon }) => ({ name: t(`spec.${key}` as MessageKey), value, icon })),
      ],
      FEATURES_LIMIT,
    ),
    specs: cut(specificationRows(car), SPECS_LIMIT),
    features: cut(
      car.standardEquipment.map((e) => e.trim()).filter((e) => isShownValue(e)),
      FEATURES_LIMIT,
    ),
    comments: { short: short.paragraphs, full: full.paragraphs, canToggle: short.canToggle, pending: short.pending },
    tabs: vehicleTabs(car, opts),
    included: includedClaims(car, opts.claims),
    whyBuy: opts.claims.whyBuy,
    ...(opts.claims.protect === undefined ? {} : { protect: opts.claims.protect }),
    usedChecks: car.car_type === 'used' ? usedChecks(car, opts, plugins, certified) : undefined,
    ...(certified ? { certified } : {}),
  };
}

/** The Used car checks block, or undefined when the dealer configured nothing for it. */
function usedChecks(
  car: Car,
  opts: VehicleSiteOptions,
  plugins: string[],
  certified: ContentView['certified'],
): ContentView['usedChecks'] {
  const warrantyYears = usedWarrantyYears(car.make, opts.claims.usedWarranty);
  if (warrantyYears === undefined && plugins.length === 0 && certified === undefined) return undefined;
  return { ...(warrantyYears === undefined ? {} : { warrantyYears }), plugins };
}

/** The certified box: a certified, unsold car of the certifying make, on a site that wrote the program's text. */
function certifiedBox(car: Car, opts: VehicleSiteOptions): ContentView['certified'] {
  const c = opts.certified;
  if (c === false || c.make === undefined || c.text === undefined || !isManufacturerCertified(car, c.make))
    return undefined;
  return { make: c.make, text: c.text, ...(c.logo ? { logo: c.logo } : {}) };
}
