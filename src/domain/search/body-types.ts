/**
 * Body types (spec 02 §9): the body facet's values read as these types, each with a label a shopper
 * reads ("Cab Chassis", "People Mover"), and the list a site offers with `customBodies`.
 */

/** The body types of spec 02 §9, as the spec names them. */
export const BODY_TYPES = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'ev',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'prestige',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
] as const;
/** A body type id. */
export type BodyType = (typeof BODY_TYPES)[number];

/** What a shopper reads for each type. */
export const BODY_TYPE_LABELS: Readonly<Record<BodyType, string>> = {
  '4x4': '4x4',
  bus: 'Bus',
  cabChassis: 'Cab Chassis',
  convertible: 'Convertible',
  coupe: 'Coupe',
  ev: 'EV',
  hardtop: 'Hardtop',
  hatch: 'Hatch',
  hatchback: 'Hatchback',
  motorhome: 'Motorhome',
  lightTruck: 'Light Truck',
  peopleMover: 'People Mover',
  prestige: 'Prestige',
  sedan: 'Sedan',
  softtop: 'Soft Top',
  suv: 'SUV',
  ute: 'Ute',
  van: 'Van',
  wagon: 'Wagon',
  stationWagon: 'Station Wagon',
};

/** Other names feeds use for a type (compared without case, spaces or punctuation). */
const ALIASES: Readonly<Record<string, BodyType>> = {
  utility: 'ute',
  pickup: 'ute',
  cabriolet: 'convertible',
  mpv: 'peopleMover',
  minibus: 'bus',
  campervan: 'motorhome',
};

const keyOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

const BY_KEY: ReadonlyMap<string, BodyType> = new Map<string, BodyType>([
  ...BODY_TYPES.flatMap((type) => [[keyOf(type), type] as const, [keyOf(BODY_TYPE_LABELS[type]), type] as const]),
  ...Object.entries(ALIASES),
]);

/** The body type a feed value or config entry names ("Cab Chassis", "cab-chassis", "cabChassis", "UTILITY"), if any. */
export function bodyTypeOf(value: string): BodyType | undefined {
  return BY_KEY.get(keyOf(value));
}

/** The value a search document holds for a body: the type's label, or the value as given when it is no type. */
export function bodyFacetValue(value: string): string {
  const type = bodyTypeOf(value);
  return type ? BODY_TYPE_LABELS[type] : value;
}

/** Keeps the facet entries whose value is one of `offered` (a site's customBodies); every entry when none are listed. */
export function offeredBodies<T extends { value: string }>(entries: readonly T[], offered: readonly BodyType[]): T[] {
  if (offered.length === 0) return [...entries];
  const set = new Set<BodyType>(offered);
  return entries.filter((e) => {
    const type = bodyTypeOf(e.value);
    return type !== undefined && set.has(type);
  });
}
