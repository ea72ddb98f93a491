/** One feed row → the domain car, with an empty slug (made unique across the feed by normaliseFeed). */
import { isSold, type Car } from '../domain/car';
import { put } from './coerce';
import { readBody } from './body';
import { readCarType, readStatus } from './classify';
import type { RowReader } from './fields';
import { readFinanceLenders, readMarketPrices, readPaymentProcessors, readQuote } from './finance';
import { readNameList, readSpecRows } from './lists';
import { readHotspots, readImages, readSpinImages, readVideos } from './media';
import { readPlace } from './place';
import type { RawRow } from './raw';

/** A car whose slug is still empty, and the slug it wants before uniqueness. */
export interface CarDraft {
  car: Car;
  wantedSlug: string;
}

type PlainTextField =
  | 'badge'
  | 'series'
  | 'colour'
  | 'interior_colour'
  | 'stocknum'
  | 'vin'
  | 'nvic'
  | 'regplate'
  | 'carsales_title'
  | 'tag'
  | 'price_type'
  | 'spin_code';
type NumberField = 'views' | 'before_price' | 'offer_price' | 'subscription_price';
type DateField = 'rego_expiry' | 'build_date' | 'compliance_date';
type UrlField = 'video_url' | 'external_video_url' | 'spin_interior_image' | 'file';

const TEXT_FIELDS: readonly PlainTextField[] = [
  'badge',
  'series',
  'colour',
  'interior_colour',
  'stocknum',
  'vin',
  'nvic',
  'regplate',
  'carsales_title',
  'tag',
  'price_type',
  'spin_code',
];
const NUMBER_FIELDS: readonly NumberField[] = ['views', 'before_price', 'offer_price', 'subscription_price'];
const DATE_FIELDS: readonly DateField[] = ['rego_expiry', 'build_date', 'compliance_date'];
const URL_FIELDS: readonly UrlField[] = ['video_url', 'external_video_url', 'spin_interior_image', 'file'];
/** Oldest model year a car may have. */
export const MIN_YEAR = 1900;

/** Reads every field of a row; reasons to reject it are left on the reader. */
export function readCar(reader: RowReader, row: RawRow, maxYear: number): CarDraft {
  const id = reader.idText('id', row.id, 'key');
  if (id === undefined && reader.reasons.length === 0) reader.reject('id', 'missing');
  reader.id = id;
  const make = reader.requiredText('make', row.make) ?? '';
  const model = reader.requiredText('model', row.model) ?? '';
  const year = reader.number('year', row.year, 'key', { min: MIN_YEAR, max: maxYear, integer: true });
  const price = reader.number('price', row.price, 'key');
  const km = reader.number('km', row.km, 'key');
  const car_type = readCarType(reader, row.car_type) ?? 'used';
  const status = readStatus(reader, row.status, row.sold);
  const images = readImages(reader, row.images, row.thumbnails);
  const badge = reader.text('badge', row.badge);

  const car: Car = {
    id: id ?? '',
    slug: '',
    name: reader.text('name', row.name) ?? [year, make, model, badge].filter((p) => p !== undefined).join(' '),
    make,
    model,
    photos_count: images.length,
    status,
    car_type,
    certified: reader.boolean('certified', row.certified, false),
    reserved: reader.boolean('reserved', row.reserved, false),
    preorder: reader.boolean('preorder', row.preorder, false),
    show_on_dealer_website: reader.boolean('show_on_dealer_website', row.show_on_dealer_website, true),
    custom_rank: reader.number('custom_rank', row.custom_rank, 'optional', { min: -Infinity }) ?? 0,
    images,
    videos: readVideos(reader, 'videos', row.videos),
    spin_images: readSpinImages(reader, row.spin_images),
    hotspots: readHotspots(reader, row.hotspots),
    standardEquipment: readNameList(reader, 'standardEquipment', row.standardEquipment),
    finance_lenders: readFinanceLenders(reader, row.finance_lenders),
    payment_processors: readPaymentProcessors(reader, row.payment_processors),
    featured: readSpecRows(reader, 'featured', row.featured),
    specifications: readSpecRows(reader, 'specifications', row.specifications),
    summary: readSpecRows(reader, 'summary', row.summary),
    filtered_features: readNameList(reader, 'filtered_features', row.filtered_features),
    categories: readNameList(reader, 'categories', row.categories),
  };
  put(car, 'year', year);
  put(car, 'price', price);
  put(car, 'km', km);
  put(car, 'badge', badge);
  for (const field of TEXT_FIELDS) if (field !== 'badge') put(car, field, reader.text(field, row[field]));
  for (const field of NUMBER_FIELDS) put(car, field, reader.number(field, row[field]));
  for (const field of DATE_FIELDS) put(car, field, reader.date(field, row[field], 'date'));
  for (const field of URL_FIELDS) put(car, field, reader.url(field, row[field]));
  put(car, 'dealercomments', reader.text('dealercomments', row.dealercomments, 'optional', true));
  put(car, 'item_type', reader.text('item_type', row.item_type)?.toLowerCase());
  put(car, 'created_at', reader.date('created_at', row.created_at, 'datetime'));
  put(car, 'updated_at', reader.date('updated_at', row.updated_at, 'datetime'));
  // The stock filter's "sold within N days" needs a date for every car that is not available.
  if (isSold(car)) put(car, 'sold_at', readSoldDate(reader, row) ?? car.updated_at);
  put(car, 'primary_image_url', reader.url('primary_image_url', row.primary_image_url) ?? images[0]?.url);
  put(car, 'walkaround_video_url', readVideos(reader, 'walkaround_videos', row.walkaround_videos)[0]);
  readBody(reader, row, car);
  readPlace(reader, row, car);
  put(car, 'youxQuote', readQuote(reader, row.youxQuote));
  put(car, 'autograb_data', readMarketPrices(reader, row.autograb_data));
  const wantedSlug =
    reader.text('slug', row.slug) ?? [year, make, model, badge, id].filter((p) => p !== undefined).join(' ');
  return { car, wantedSlug };
}

function readSoldDate(reader: RowReader, row: RawRow): string | undefined {
  return (
    reader.date('sold_at', row.sold_at, 'datetime') ??
    reader.date('sold_date', row.sold_date, 'datetime') ??
    reader.date('date_sold', row.date_sold, 'datetime')
  );
}
