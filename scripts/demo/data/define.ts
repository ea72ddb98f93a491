/**
 * A compact way to write catalogue entries: defaults per body shape (dimensions, seats, doors,
 * body names) so each model line only states what is specific to it.
 */
import type { FuelKind, ItemKind, ModelSpec, Variant } from './types';
import type { ShapeKey } from '../render/vehicles';

interface ShapeDefaults {
  kind: ItemKind;
  bodyconfiguration: string;
  simpleBody: string;
  seats: number;
  doors: number;
  length: number;
  height: number;
  width: number;
}

const DEFAULTS: Record<ShapeKey, ShapeDefaults> = {
  hatch: {
    kind: 'car',
    bodyconfiguration: 'Hatchback',
    simpleBody: 'Hatch',
    seats: 5,
    doors: 5,
    length: 4370,
    height: 1435,
    width: 1790,
  },
  sedan: {
    kind: 'car',
    bodyconfiguration: 'Sedan',
    simpleBody: 'Sedan',
    seats: 5,
    doors: 4,
    length: 4910,
    height: 1445,
    width: 1840,
  },
  wagon: {
    kind: 'car',
    bodyconfiguration: 'Wagon',
    simpleBody: 'Wagon',
    seats: 5,
    doors: 5,
    length: 4870,
    height: 1675,
    width: 1875,
  },
  'suv-small': {
    kind: 'car',
    bodyconfiguration: 'Wagon',
    simpleBody: 'SUV',
    seats: 5,
    doors: 5,
    length: 4180,
    height: 1590,
    width: 1765,
  },
  suv: {
    kind: 'car',
    bodyconfiguration: 'Wagon',
    simpleBody: 'SUV',
    seats: 5,
    doors: 5,
    length: 4600,
    height: 1690,
    width: 1855,
  },
  'suv-large': {
    kind: 'car',
    bodyconfiguration: 'Wagon',
    simpleBody: 'SUV',
    seats: 7,
    doors: 5,
    length: 4985,
    height: 1925,
    width: 1980,
  },
  ute: {
    kind: 'car',
    bodyconfiguration: 'Double Cab Pick Up',
    simpleBody: 'Ute',
    seats: 5,
    doors: 4,
    length: 5325,
    height: 1815,
    width: 1855,
  },
  'ute-single': {
    kind: 'car',
    bodyconfiguration: 'Cab Chassis',
    simpleBody: 'Cab Chassis',
    seats: 2,
    doors: 2,
    length: 5230,
    height: 1945,
    width: 1790,
  },
  van: {
    kind: 'car',
    bodyconfiguration: 'Van',
    simpleBody: 'Van',
    seats: 3,
    doors: 4,
    length: 5265,
    height: 1990,
    width: 1950,
  },
  'people-mover': {
    kind: 'car',
    bodyconfiguration: 'Wagon',
    simpleBody: 'People Mover',
    seats: 8,
    doors: 5,
    length: 5155,
    height: 1775,
    width: 1995,
  },
  coupe: {
    kind: 'car',
    bodyconfiguration: 'Coupe',
    simpleBody: 'Coupe',
    seats: 4,
    doors: 2,
    length: 4265,
    height: 1310,
    width: 1775,
  },
  truck: {
    kind: 'truck',
    bodyconfiguration: 'Cab Chassis',
    simpleBody: 'Light Truck',
    seats: 3,
    doors: 2,
    length: 6390,
    height: 2960,
    width: 1995,
  },
  'truck-long': {
    kind: 'truck',
    bodyconfiguration: 'Cab Chassis',
    simpleBody: 'Medium Truck',
    seats: 3,
    doors: 2,
    length: 8230,
    height: 3200,
    width: 2490,
  },
  'bike-naked': {
    kind: 'motorcycle',
    bodyconfiguration: 'Naked',
    simpleBody: 'Motorcycle',
    seats: 2,
    doors: 0,
    length: 2100,
    height: 1080,
    width: 780,
  },
  'bike-adventure': {
    kind: 'motorcycle',
    bodyconfiguration: 'Adventure',
    simpleBody: 'Motorcycle',
    seats: 2,
    doors: 0,
    length: 2370,
    height: 1455,
    width: 910,
  },
  'bike-sport': {
    kind: 'motorcycle',
    bodyconfiguration: 'Sports',
    simpleBody: 'Motorcycle',
    seats: 2,
    doors: 0,
    length: 1990,
    height: 1140,
    width: 710,
  },
  'bike-cruiser': {
    kind: 'motorcycle',
    bodyconfiguration: 'Cruiser',
    simpleBody: 'Motorcycle',
    seats: 1,
    doors: 0,
    length: 2205,
    height: 1090,
    width: 800,
  },
  caravan: {
    kind: 'caravan',
    bodyconfiguration: 'Caravan',
    simpleBody: 'Caravan',
    seats: 0,
    doors: 1,
    length: 7200,
    height: 2900,
    width: 2400,
  },
  'caravan-tandem': {
    kind: 'caravan',
    bodyconfiguration: 'Caravan',
    simpleBody: 'Caravan',
    seats: 0,
    doors: 1,
    length: 8600,
    height: 3000,
    width: 2450,
  },
  'caravan-offroad': {
    kind: 'caravan',
    bodyconfiguration: 'Caravan',
    simpleBody: 'Caravan',
    seats: 0,
    doors: 1,
    length: 7600,
    height: 3100,
    width: 2400,
  },
};

/** The model-specific part of an entry; the rest comes from the shape's defaults. */
export type ModelInput = Omit<Partial<ModelSpec>, 'variants'> &
  Pick<ModelSpec, 'model' | 'shape' | 'fuel' | 'engine' | 'trans' | 'drive' | 'colours' | 'since'> & {
    variants: (Variant | [string, number, string?])[];
  };

/** Builds all models of one make. */
export function make(makeName: string, models: ModelInput[]): ModelSpec[] {
  return models.map((m) => {
    const d = DEFAULTS[m.shape];
    const variants = m.variants.map(
      (v): Variant => (Array.isArray(v) ? { badge: v[0], price: v[1], series: v[2] } : v),
    );
    return { ...d, ...m, make: makeName, variants } as ModelSpec;
  });
}

/** Fuel groups that have an engine displacement. */
export function hasEngine(fuel: FuelKind): boolean {
  return fuel !== 'Electric';
}
