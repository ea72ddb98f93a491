/**
 * Identifiers that look right to an Australian buyer: 17-character VINs with a plausible maker
 * prefix, NVIC codes, state-style number plates and stock numbers.
 */
import type { Rng } from '../prng';

const WMI: Record<string, string> = {
  Toyota: 'JTM',
  Mazda: 'JM0',
  Hyundai: 'KMH',
  Kia: 'KNA',
  Ford: 'MNA',
  Mitsubishi: 'MMA',
  Isuzu: 'MPA',
  Nissan: 'JN1',
  Subaru: 'JF1',
  MG: 'LSJ',
  BYD: 'LGX',
  Volkswagen: 'WVW',
  BMW: 'WBA',
  'Mercedes-Benz': 'W1K',
  Audi: 'WAU',
  Porsche: 'WP0',
  Lexus: 'JTJ',
  'Land Rover': 'SAL',
  Volvo: 'YV1',
  Tesla: 'LRW',
  Genesis: 'KMT',
  Honda: 'MLH',
  Yamaha: 'JYA',
  Kawasaki: 'JKA',
  KTM: 'VBK',
  Suzuki: 'JS1',
  'Royal Enfield': 'ME3',
  'Harley-Davidson': '1HD',
  'Isuzu Trucks': 'JAA',
  Hino: 'JHH',
  Fuso: 'JLF',
};
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const YEAR_CODE = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** ISO 3779 transliteration of VIN letters to numbers (digits stand for themselves). */
const VIN_VALUE: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit (position 9) of a 17-character VIN: weighted sum mod 11, 10 written as X. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin[i]!.toUpperCase();
    const value = /\d/.test(c) ? Number(c) : VIN_VALUE[c];
    if (value === undefined) throw new Error(`VIN ${vin}: "${c}" is not a VIN character`);
    sum += value * VIN_WEIGHTS[i]!;
  }
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

/** The VIN with its check digit (position 9) set. */
export function withVinCheckDigit(vin: string): string {
  return `${vin.slice(0, 8)}${vinCheckDigit(vin)}${vin.slice(9)}`;
}

/** Whether a VIN is 17 valid characters with the right check digit. */
export function isValidVin(vin: string): boolean {
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(vin) && vin[8] === vinCheckDigit(vin);
}

/**
 * A 17-character VIN (no I, O or Q): the make's maker prefix (WMI), five descriptor characters, the
 * ISO 3779 check digit, the model-year letter, a plant letter and a six-digit serial. The random
 * draws are the same in number and order as before the check digit was added, so every other
 * generated value stays where it was.
 */
export function vin(rng: Rng, make: string, year: number): string {
  const wmi = WMI[make] ?? '6T9';
  let body = '';
  for (let i = 0; i < 6; i++) body += VIN_CHARS[rng.int(0, VIN_CHARS.length - 1)];
  const yearCode = YEAR_CODE[(year - 2010 + 30) % YEAR_CODE.length];
  let serial = '';
  for (let i = 0; i < 6; i++) serial += String(rng.int(0, 9));
  rng.int(0, 9); // drawn but unused: once an extra digit that made the VIN 18 characters long
  const plant = VIN_CHARS[rng.int(0, 22)];
  return withVinCheckDigit(`${wmi}${body.slice(0, 5)}0${yearCode}${plant}${serial}`);
}

/** An NVIC-style code (6 characters). */
export function nvic(rng: Rng): string {
  const L = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  return `${L[rng.int(0, 23)]}${rng.int(0, 9)}${L[rng.int(0, 23)]}${rng.int(10, 99)}${L[rng.int(0, 23)]}`;
}

/** A number plate in the style of the state. */
export function regPlate(rng: Rng, state: string): string {
  const L = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  const l = () => L[rng.int(0, L.length - 1)];
  const d = () => String(rng.int(0, 9));
  if (state === 'NSW') return `${l()}${l()}${d()}${d()}${l()}${l()}`;
  if (state === 'VIC') return `${d()}${l()}${l()}${d()}${l()}${l()}`;
  return `${d()}${d()}${d()}${l()}${l()}${l()}`;
}

/** Stock number: site prefix, condition letter, five digits. */
export function stockNumber(prefix: string, carType: string, n: number): string {
  const letter = carType === 'new' ? 'N' : carType === 'demo' ? 'D' : 'U';
  return `${prefix}${letter}${String(n).padStart(5, '0')}`;
}

/** A URL slug from text. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
