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
import type { VehicleSiteOptions } from './site-options';

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
  usedChecks?: { warrantyYears: number; plugins: string[] };
  certified?: { make: string; logo?: string; extraWarrantyYears: number; inspectionPoints: number; roadsideMonths: number };
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
    ['Fuel Consumption (combined)', car.fuelconsumptioncombined === undefined ? undefined : `${car.fuelconsumptioncombined} L/100km`],
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

/** Used-car warranty years: the make's own figure where configured, else the standard. */
export function usedWarrantyYears(make: string, warranty: VehicleSiteOptions['warranty']): number {
  const key = Object.keys(warranty.byMake).find((m) => m.trim().toLowerCase() === make.trim().toLowerCase());
  return key === undefined ? warranty.usedYears : (warranty.byMake[key] ?? warranty.usedYears);
}

/** The tabs a car shows, in the spec's order (Reserve Online only when the car can be reserved; Features only with equipment). */
export function vehicleTabs(car: Car, opts: VehicleSiteOptions): TabId[] {
  const tabs: TabId[] = ['comments', 'included', 'why'];
  if (opts.reserve !== false && isPurchaseEligible(car, opts.actions.testDriveOnlyTags)) tabs.push('reserve');
  tabs.push('protect');
  if (car.standardEquipment.some((e) => isShownValue(e))) tabs.push('features');
  return tabs;
}

/** The main column of one car; featured row names are message keys spec.* so a site can reword them. */
export function contentView(car: Car, opts: VehicleSiteOptions, t: Translate): ContentView {
  const short = dealerComments(car.dealercomments, false);
  const full = dealerComments(car.dealercomments, true);
  const certifiedMake = opts.certified === false ? undefined : opts.certified.make;
  const plugins = opts.plugins.filter((p) => p === 'Car Analysis' || p === 'PPSR Report');
  return {
    keyInfo: cut([...caravanRows(car), ...featuredRows(car).map(({ key, value, icon }) => ({ name: t(`spec.${key}` as MessageKey), value, icon }))], FEATURES_LIMIT),
    specs: cut(specificationRows(car), SPECS_LIMIT),
    features: cut(car.standardEquipment.map((e) => e.trim()).filter((e) => isShownValue(e)), FEATURES_LIMIT),
    comments: { short: short.paragraphs, full: full.paragraphs, canToggle: short.canToggle, pending: short.pending },
    tabs: vehicleTabs(car, opts),
    usedChecks:
      car.car_type === 'used'
        ? { warrantyYears: usedWarrantyYears(car.make, opts.warranty), plugins }
        : undefined,
    certified:
      opts.certified !== false && certifiedMake !== undefined && isManufacturerCertified(car, certifiedMake)
        ? { make: certifiedMake, ...pick(opts.certified) }
        : undefined,
  };
}

function pick(c: Exclude<VehicleSiteOptions['certified'], false>) {
  return { ...(c.logo ? { logo: c.logo } : {}), extraWarrantyYears: c.extraWarrantyYears, inspectionPoints: c.inspectionPoints, roadsideMonths: c.roadsideMonths };
}
