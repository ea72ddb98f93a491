/**
 * Identifiers that look right to an Australian buyer: 17-character VINs with a plausible maker
 * prefix, NVIC codes, state-style number plates and stock numbers.
 */
import type { Rng } from '../prng';

const WMI: Record<string, string> = {
  Toyota: 'JTM', Mazda: 'JM0', Hyundai: 'KMH', Kia: 'KNA', Ford: 'MNA', Mitsubishi: 'MMA', Isuzu: 'MPA', Nissan: 'JN1',
  Subaru: 'JF1', MG: 'LSJ', BYD: 'LGX', Volkswagen: 'WVW', BMW: 'WBA', 'Mercedes-Benz': 'W1K', Audi: 'WAU', Porsche: 'WP0',
  Lexus: 'JTJ', 'Land Rover': 'SAL', Volvo: 'YV1', Tesla: 'LRW', Genesis: 'KMT', Honda: 'MLH', Yamaha: 'JYA', Kawasaki: 'JKA',
  KTM: 'VBK', Suzuki: 'JS1', 'Royal Enfield': 'ME3', 'Harley-Davidson': '1HD', 'Isuzu Trucks': 'JAA', Hino: 'JHH', Fuso: 'JLF',
};
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const YEAR_CODE = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** A 17-character VIN (no I, O or Q) with the make's maker prefix and the model-year letter. */
export function vin(rng: Rng, make: string, year: number): string {
  const wmi = WMI[make] ?? '6T9';
  let body = '';
  for (let i = 0; i < 6; i++) body += VIN_CHARS[rng.int(0, VIN_CHARS.length - 1)];
  const yearCode = YEAR_CODE[(year - 2010 + 30) % YEAR_CODE.length];
  let serial = '';
  for (let i = 0; i < 6; i++) serial += String(rng.int(0, 9));
  return `${wmi}${body}${rng.int(0, 9)}${yearCode}${VIN_CHARS[rng.int(0, 22)]}${serial}`;
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
