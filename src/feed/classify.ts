/** Status, condition and engine size: the classification fields whose feed spellings vary most. */
import type { CarStatus, CarType } from '../domain/car';
import { describeFound, INVALID, isBlank, toNumber } from './coerce';
import type { RowReader } from './fields';
import type { RawVariantRow } from './raw';

const SEPARATORS = /[\s-]+/g;
const STATUSES: ReadonlyMap<string, CarStatus> = new Map([
  ['in_stock', 'in_stock'],
  ['instock', 'in_stock'],
  ['coming_soon', 'coming_soon'],
  ['comingsoon', 'coming_soon'],
  ['sold', 'sold'],
]);
const CAR_TYPES: ReadonlyMap<string, CarType> = new Map([
  ['new', 'new'],
  ['used', 'used'],
  ['demo', 'demo'],
  ['demonstrator', 'demo'],
  ['pre_owned', 'used'],
  ['preowned', 'used'],
]);
// Engine sizes above this are cubic centimetres (no road vehicle has a 50-litre engine).
const CC_THRESHOLD = 50;
/** Feed fields that may carry the engine size, litre-named ones first. */
export const ENGINE_SIZE_FIELDS = ['engine_size_litres', 'enginesize_litres', 'engine_size', 'enginesize'] as const;

/** in_stock, coming_soon or sold (any case, spaces or hyphens); a sold flag wins; anything else is unavailable. */
export function readStatus(reader: RowReader, raw: unknown, soldFlag: unknown): CarStatus {
  const word = typeof raw === 'string' ? raw.trim().toLowerCase().replace(SEPARATORS, '_') : undefined;
  const status = word === undefined ? undefined : STATUSES.get(word);
  if (reader.boolean('sold', soldFlag, false)) return 'sold';
  if (status !== undefined) return status;
  if (!isBlank(raw)) {
    reader.warn(
      'status',
      `expected in_stock, coming_soon or sold, found ${describeFound(raw)} (treated as unavailable)`,
    );
  }
  return 'unavailable';
}

/** new, used or demo (accepting "New", "USED", "Demo", "demonstrator", "pre-owned"); missing or unknown rejects the row. */
export function readCarType(reader: RowReader, raw: unknown): CarType | undefined {
  if (isBlank(raw)) {
    reader.reject('car_type', 'missing (expected new, used or demo)');
    return undefined;
  }
  const word = typeof raw === 'string' ? raw.trim().toLowerCase().replace(SEPARATORS, '_') : '';
  const type = CAR_TYPES.get(word);
  if (type === undefined) reader.reject('car_type', `expected new, used or demo, found ${describeFound(raw)}`);
  return type;
}

/** Engine size in litres to 1 decimal, from the first usable size field; cc values (1998) become litres (2.0). */
export function readEngineLitres(reader: RowReader, sources: readonly RawVariantRow[]): number | undefined {
  for (const source of sources) {
    for (const field of ENGINE_SIZE_FIELDS) {
      const raw = source[field];
      if (isBlank(raw)) continue;
      const n = toNumber(raw);
      if (n === INVALID || n === undefined || n <= 0) {
        reader.warn(field, `expected a size in litres or cc, found ${describeFound(raw)} (ignored)`);
        continue;
      }
      const litres = n > CC_THRESHOLD ? n / 1000 : n;
      return Math.round(litres * 10) / 10;
    }
  }
  return undefined;
}
