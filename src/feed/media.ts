/** Images, videos, spin frames and hotspots: every URL made safe, thumbnails defaulted, bad items dropped. */
import type { CarImage, Hotspot } from '../domain/car';
import { asRecord, describeFound, INVALID, isBlank, toNumber } from './coerce';
import type { RowReader } from './fields';
import { safeUrl } from './url';

/** The car's pictures; each thumbnail falls back to the full image (or to `thumbnails[i]`). */
export function readImages(reader: RowReader, raw: unknown, thumbnails: unknown): CarImage[] {
  const items = reader.list('images', raw);
  const thumbList = Array.isArray(thumbnails) ? thumbnails : [];
  const images: CarImage[] = [];
  items.forEach((item, i) => {
    const record = asRecord(item);
    const nested = asRecord(record?.image);
    const candidate = typeof item === 'string' ? item : (nested?.url ?? record?.url);
    const url = safeUrl(candidate);
    if (url === undefined) {
      reader.warn(
        `images[${i}]`,
        `expected an http(s) or /relative image URL, found ${describeFound(candidate ?? item)} (ignored)`,
      );
      return;
    }
    const thumb = refUrl(record?.thumb) ?? refUrl(nested?.thumb) ?? refUrl(thumbList[i]) ?? url;
    images.push({ url, thumb });
  });
  return images;
}

/** Video URLs from `[{ video: { url } }]` (or `[{ url }]`), in feed order. */
export function readVideos(reader: RowReader, field: string, raw: unknown): string[] {
  return urlList(reader, field, raw, (item) => refUrl(asRecord(item)?.video) ?? refUrl(item));
}

/** Spin frame URLs from a string list or objects with `url` (or `image.url`). */
export function readSpinImages(reader: RowReader, raw: unknown): string[] {
  return urlList(reader, 'spin_images', raw, (item) => refUrl(item) ?? refUrl(asRecord(item)?.image));
}

/** Exterior and interior hotspots, from `{ exterior: [], interior: [] }` or one list with a type per item. */
export function readHotspots(reader: RowReader, raw: unknown): Hotspot[] {
  if (isBlank(raw)) return [];
  const grouped = asRecord(raw);
  const entries: Array<[unknown, Hotspot['kind'] | undefined]> = grouped
    ? [
        ...reader.list('hotspots.exterior', grouped.exterior).map((h): [unknown, 'exterior'] => [h, 'exterior']),
        ...reader.list('hotspots.interior', grouped.interior).map((h): [unknown, 'interior'] => [h, 'interior']),
      ]
    : reader.list('hotspots', raw).map((h): [unknown, undefined] => [h, undefined]);
  const hotspots: Hotspot[] = [];
  entries.forEach(([item, kind], i) => {
    const spot = readHotspot(reader, item, kind);
    if (spot) hotspots.push(spot);
    else reader.warn(`hotspots[${i}]`, `expected a title and x/y position, found ${describeFound(item)} (ignored)`);
  });
  return hotspots;
}

function readHotspot(reader: RowReader, item: unknown, kind: Hotspot['kind'] | undefined): Hotspot | undefined {
  const h = asRecord(item);
  if (!h) return undefined;
  const position = asRecord(h.position) ?? {};
  const x = fraction(position.x ?? h.x ?? h.left);
  const y = fraction(position.y ?? h.y ?? h.top);
  const ownTitle = reader.text('hotspot.title', h.title ?? h.name ?? h.label);
  const description = reader.text('hotspot.description', h.description ?? h.text);
  // A hotspot with only a description shows it as its title.
  const title = ownTitle ?? description;
  if (x === undefined || y === undefined || title === undefined) return undefined;
  const type = h.type ?? h.kind;
  const interior = typeof type === 'string' && type.trim().toLowerCase() === 'interior';
  const spot: Hotspot = { kind: kind ?? (interior ? 'interior' : 'exterior'), x, y, title };
  if (ownTitle !== undefined && description !== undefined) spot.description = description;
  const frame = toNumber(position.frame ?? h.frame ?? h.frame_index ?? h.image_index);
  if (spot.kind === 'exterior' && typeof frame === 'number' && Number.isInteger(frame) && frame >= 0)
    spot.frame = frame;
  return spot;
}

// Positions arrive as fractions (0.45), percentages (45) or percent text ("45%").
function fraction(raw: unknown): number | undefined {
  const n = toNumber(raw);
  if (n === undefined || n === INVALID || n < 0) return undefined;
  const percent = (typeof raw === 'string' && raw.trim().endsWith('%')) || n > 1;
  const value = percent ? n / 100 : n;
  return value <= 1 ? value : undefined;
}

function refUrl(value: unknown): string | undefined {
  return typeof value === 'string' ? safeUrl(value) : safeUrl(asRecord(value)?.url);
}

function urlList(
  reader: RowReader,
  field: string,
  raw: unknown,
  pick: (item: unknown) => string | undefined,
): string[] {
  const urls: string[] = [];
  reader.list(field, raw).forEach((item, i) => {
    const url = pick(item);
    if (url !== undefined) urls.push(url);
    else reader.warn(`${field}[${i}]`, `expected an http(s) or /relative URL, found ${describeFound(item)} (ignored)`);
  });
  return urls;
}
