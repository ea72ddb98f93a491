/**
 * The name/value lists of a listing (featured, specifications, summary) built from the raw
 * fields, formatted the way dealer systems send them.
 */
import type { RawSpecRow } from '../../../src/feed/raw';

/** The raw fields the lists are built from. */
export interface SpecSource {
  km?: number;
  compliance_date?: string;
  build_date?: string;
  engine_size_litres?: number;
  cylinders?: number;
  fuel?: string;
  trans?: string;
  induction?: string;
  seats?: number;
  regplate?: string;
  rego_expiry?: string;
  stocknum: string;
  vin: string;
  colour: string;
  bodyconfiguration: string;
  doors?: number;
  drive?: string;
  fuelconsumptioncombined?: number;
  fuelcapacity?: number;
  towingcapacitybraked?: number;
  torque?: string;
  grossvehiclemass?: number;
  vehiclelength?: number;
  vehiclewidth?: number;
  vehicleheight?: number;
  ancaprating?: number;
  tare_weight?: number;
  aggregate_trailer_mass?: number;
  sleeps?: number;
  axle_type?: string;
}

const num = (n: number) => n.toLocaleString('en-AU');
const monthYear = (iso?: string) => (iso ? `${iso.slice(5, 7)}/${iso.slice(0, 4)}` : undefined);

function rows(list: [string, string | undefined, string][]): RawSpecRow[] {
  // Absent values are sent as the string "null", as real feeds do; the site must hide those rows.
  return list.map(([name, value, icon]) => ({ name, value: value ?? 'null', icon }));
}

/** The featured list of spec 01 §2.3, in its order. */
export function featuredRows(s: SpecSource): RawSpecRow[] {
  const engine = s.engine_size_litres
    ? `${s.engine_size_litres.toFixed(1)}L${s.cylinders ? ` ${s.cylinders} cyl` : ''}`
    : undefined;
  return rows([
    ['Kilometres', s.km !== undefined ? `${num(s.km)} km` : undefined, 'odometer'],
    ['Compliance Date', monthYear(s.compliance_date), 'calendar'],
    ['Build Date', monthYear(s.build_date), 'calendar'],
    ['Engine', engine, 'engine'],
    ['Fuel Type', s.fuel, 'fuel'],
    ['Transmission', s.trans, 'transmission'],
    ['Induction', s.induction, 'turbo'],
    ['Seats', s.seats ? String(s.seats) : undefined, 'seat'],
    ['Registration', s.regplate, 'plate'],
    ['Rego Expiry', s.rego_expiry ? s.rego_expiry.slice(0, 10).split('-').reverse().join('/') : undefined, 'calendar'],
    ['Stock No', s.stocknum, 'tag'],
    ['VIN', s.vin, 'barcode'],
    ['Exterior Colour', s.colour, 'palette'],
  ]);
}

/** The full specifications list. */
export function specificationRows(s: SpecSource): RawSpecRow[] {
  const list: [string, string | undefined, string][] = [
    ['Body', s.bodyconfiguration, 'car'],
    ['Doors', s.doors ? String(s.doors) : undefined, 'door'],
    ['Drive Type', s.drive, 'drive'],
    [
      'Fuel Consumption (Combined)',
      s.fuelconsumptioncombined ? `${s.fuelconsumptioncombined} L/100km` : undefined,
      'fuel',
    ],
    ['Fuel Capacity', s.fuelcapacity ? `${s.fuelcapacity} L` : undefined, 'fuel'],
    ['Towing Capacity (Braked)', s.towingcapacitybraked ? `${num(s.towingcapacitybraked)} kg` : undefined, 'tow'],
    ['Torque', s.torque, 'engine'],
    ['Gross Vehicle Mass', s.grossvehiclemass ? `${num(s.grossvehiclemass)} kg` : undefined, 'weight'],
    ['Length', s.vehiclelength ? `${num(s.vehiclelength)} mm` : undefined, 'ruler'],
    ['Width', s.vehiclewidth ? `${num(s.vehiclewidth)} mm` : undefined, 'ruler'],
    ['Height', s.vehicleheight ? `${num(s.vehicleheight)} mm` : undefined, 'ruler'],
    ['ANCAP Rating', s.ancaprating ? `${s.ancaprating} Star` : undefined, 'shield'],
  ];
  if (s.tare_weight)
    list.push(
      ['Tare Weight', `${num(s.tare_weight)} kg`, 'weight'],
      ['ATM', `${num(s.aggregate_trailer_mass ?? 0)} kg`, 'weight'],
      ['Sleeps', String(s.sleeps ?? ''), 'bed'],
      ['Axle', s.axle_type, 'axle'],
    );
  // Rows without a value are left out here; only the featured list carries "null" rows.
  return list
    .filter(([, value]) => value !== undefined)
    .map(([name, value, icon]) => ({ name, value: value as string, icon }));
}

/** A short summary list for cards and print. */
export function summaryRows(s: SpecSource): RawSpecRow[] {
  return [
    { name: 'Body', value: s.bodyconfiguration, icon: 'car' },
    { name: 'Transmission', value: s.trans ?? '', icon: 'transmission' },
    { name: 'Fuel', value: s.fuel ?? '', icon: 'fuel' },
    { name: 'Odometer', value: s.km !== undefined ? `${num(s.km)} km` : '', icon: 'odometer' },
  ];
}
