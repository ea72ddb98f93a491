/** One feed row → the domain car, minus the slug (made unique across the feed by normaliseFeed). */
import { isSold, type Car } from '../domain/car';
import { withoutUndefined } from './coerce';
import { readBody } from './body';
import { readCarType, readStatus } from './classify';
import type { RowReader } from './fields';
import { readFinanceLenders, readMarketPrices, readPaymentProcessors, readQuote } from './finance';
import { readNameList, readSpecRows } from './lists';
import { readHotspots, readImages, readSpinImages, readVideos } from './media';
import { readPlace } from './place';

/** A car whose slug is still the one wanted, before uniqueness. */
export type CarDraft = Omit<Car, 'slug'> & { wantedSlug: string };

type PlainTextField =
  | 'badge' | 'series' | 'colour' | 'interior_colour' | 'stocknum' | 'vin' | 'nvic' | 'regplate' | 'carsales_title'
  | 'tag' | 'price_type' | 'spin_code';
type NumberField = 'views' | 'before_price' | 'offer_price' | 'subscription_price';

const TEXT_FIELDS: readonly PlainTextField[] = [
  'badge', 'series', 'colour', 'interior_colour', 'stocknum', 'vin', 'nvic', 'regplate', 'carsales_title', 'tag', 'price_type', 'spin_code',
];
const NUMBER_FIELDS: readonly NumberField[] = ['views', 'before_price', 'offer_price', 'subscription_price'];
/** Oldest model year a car may have. */
export const MIN_YEAR = 1900;

/** Reads every field of a row; reasons to reject it are left on the reader. */
export function readCar(reader: RowReader, row: Record<string, unknown>, maxYear: number): CarDraft {
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

  const text: Partial<Pick<Car, PlainTextField>> = {};
  for (const field of TEXT_FIELDS) text[field] = reader.text(field, row[field]);
  const numbers: Partial<Pick<Car, NumberField>> = {};
  for (const field of NUMBER_FIELDS) numbers[field] = reader.number(field, row[field]);

  const images = readImages(reader, row.images, row.thumbnails);
  const updated_at = reader.date('updated_at', row.updated_at, 'datetime');
  const soldDate =
    reader.date('sold_at', row.sold_at, 'datetime') ??
    reader.date('sold_date', row.sold_date, 'datetime') ??
    reader.date('date_sold', row.date_sold, 'datetime');
  const badge = text.badge;
  const name = reader.text('name', row.name) ?? [year, make, model, badge].filter((p) => p !== undefined && p !== '').join(' ');
  const itemType = reader.text('item_type', row.item_type)?.toLowerCase();

  return withoutUndefined({
    id: id ?? '',
    wantedSlug: reader.text('slug', row.slug) ?? [year, make, model, badge, id].filter((p) => p !== undefined).join(' '),
    name,
    year,
    make,
    model,
    ...text,
    rego_expiry: reader.date('rego_expiry', row.rego_expiry, 'date'),
    build_date: reader.date('build_date', row.build_date, 'date'),
    compliance_date: reader.date('compliance_date', row.compliance_date, 'date'),
    dealercomments: reader.text('dealercomments', row.dealercomments, 'optional', true),
    created_at: reader.date('created_at', row.created_at, 'datetime'),
    updated_at,
    // The stock filter's "sold within N days" needs a date for every car that is not available.
    sold_at: isSold({ status }) ? (soldDate ?? updated_at) : undefined,
    ...numbers,
    photos_count: images.length,
    status,
    car_type,
    item_type: itemType,
    certified: reader.boolean('certified', row.certified, false),
    reserved: reader.boolean('reserved', row.reserved, false),
    preorder: reader.boolean('preorder', row.preorder, false),
    show_on_dealer_website: reader.boolean('show_on_dealer_website', row.show_on_dealer_website, true),
    custom_rank: reader.number('custom_rank', row.custom_rank, 'optional', { min: -Infinity }) ?? 0,
    ...readBody(reader, row),
    km,
    price,
    images,
    primary_image_url: reader.url('primary_image_url', row.primary_image_url) ?? images[0]?.url,
    video_url: reader.url('video_url', row.video_url),
    external_video_url: reader.url('external_video_url', row.external_video_url),
    walkaround_video_url: readVideos(reader, 'walkaround_videos', row.walkaround_videos)[0],
    videos: readVideos(reader, 'videos', row.videos),
    spin_images: readSpinImages(reader, row.spin_images),
    spin_interior_image: reader.url('spin_interior_image', row.spin_interior_image),
    hotspots: readHotspots(reader, row.hotspots),
    file: reader.url('file', row.file),
    standardEquipment: readNameList(reader, 'standardEquipment', row.standardEquipment),
    ...readPlace(reader, row),
    youxQuote: readQuote(reader, row.youxQuote),
    finance_lenders: readFinanceLenders(reader, row.finance_lenders),
    autograb_data: readMarketPrices(reader, row.autograb_data),
    payment_processors: readPaymentProcessors(reader, row.payment_processors),
    featured: readSpecRows(reader, 'featured', row.featured),
    specifications: readSpecRows(reader, 'specifications', row.specifications),
    summary: readSpecRows(reader, 'summary', row.summary),
    filtered_features: readNameList(reader, 'filtered_features', row.filtered_features),
    categories: readNameList(reader, 'categories', row.categories),
  });
}
