/**
 * The stock feed as dealers send it (spec 01 §3.1 field names). These types document what is
 * accepted; nothing here is trusted: every value may also be the string "null", "", "N/A",
 * a number sent as text ("$45,990", "12000 km") or a boolean sent as "yes"/"1"/1.
 */
import * as v from 'valibot';
import type {
  RawText,
  RawNumber,
  RawUrlRef,
  RawImage,
  RawVideo,
  RawSpinImage,
  RawHotspots,
  RawSpecRow,
  RawLocation,
  RawDealership,
  RawLenderRecord,
} from './raw-parts';

export type {
  RawText,
  RawNumber,
  RawUrlRef,
  RawImage,
  RawVideo,
  RawSpinImage,
  RawHotspots,
  RawSpecRow,
  RawLocation,
  RawDealership,
  RawLenderRecord,
} from './raw-parts';

/** true/false, 1/0, or "true"/"1"/"yes"/"y"/"on" and their opposites. */
export type RawBoolean = boolean | number | string | null;
/** ISO 8601, "YYYY-MM-DD HH:mm:ss", "DD/MM/YYYY", "MM/YYYY", or epoch seconds/milliseconds. */
export type RawDate = string | number | null;

/** Body and drivetrain fields, which may sit on the car or in its `variant` object. */
export interface RawBodyFields {
  bodyconfiguration?: RawText;
  simple_body?: RawText;
  body?: RawText;
  fuel?: RawText;
  simple_fuel?: RawText;
  trans?: RawText;
  simple_transmission?: RawText;
  gearnum?: RawNumber;
  drive?: RawText;
  seats?: RawNumber;
  doors?: RawNumber;
  engine_size?: RawNumber;
  engine_size_litres?: RawNumber;
  enginesize?: RawNumber;
  enginesize_litres?: RawNumber;
  cylinders?: RawNumber;
  induction?: RawText;
  fuelconsumptioncombined?: RawNumber;
  fuelcapacity?: RawNumber;
  grossvehiclemass?: RawNumber;
  vehiclelength?: RawNumber;
  vehicleheight?: RawNumber;
  vehiclewidth?: RawNumber;
  towingcapacitybraked?: RawNumber;
  torque?: RawText;
  ancaprating?: RawNumber;
  geartype?: RawText;
}

/** One car as a dealer system sends it. Unknown extra fields are ignored. */
export interface RawCar extends RawBodyFields {
  id?: RawText;
  slug?: RawText;
  name?: RawText;
  year?: RawNumber;
  make?: RawText;
  model?: RawText;
  badge?: RawText;
  series?: RawText;
  colour?: RawText;
  interior_colour?: RawText;
  stocknum?: RawText;
  vin?: RawText;
  nvic?: RawText;
  regplate?: RawText;
  rego_expiry?: RawDate;
  build_date?: RawDate;
  compliance_date?: RawDate;
  carsales_title?: RawText;
  dealercomments?: RawText;
  tag?: RawText;
  created_at?: RawDate;
  updated_at?: RawDate;
  sold_at?: RawDate;
  sold_date?: RawDate;
  date_sold?: RawDate;
  views?: RawNumber;
  status?: RawText;
  sold?: RawBoolean;
  car_type?: RawText;
  item_type?: RawText;
  certified?: RawBoolean;
  reserved?: RawBoolean;
  preorder?: RawBoolean;
  show_on_dealer_website?: RawBoolean;
  custom_rank?: RawNumber;
  variant?: RawBodyFields | null;
  body_width?: RawNumber;
  body_length?: RawNumber;
  tare_weight?: RawNumber;
  axle_type?: RawText;
  sleeps?: RawNumber;
  aggregate_trailer_mass?: RawNumber;
  km?: RawNumber;
  price?: RawNumber;
  before_price?: RawNumber;
  offer_price?: RawNumber;
  subscription_price?: RawNumber;
  price_type?: RawText;
  images?: RawImage[] | null;
  thumbnails?: Array<string | RawUrlRef> | null;
  primary_image_url?: string | null;
  video_url?: string | null;
  external_video_url?: string | null;
  walkaround_videos?: RawVideo[] | null;
  videos?: RawVideo[] | null;
  spin_images?: RawSpinImage[] | null;
  spin_code?: RawText;
  spin_interior_image?: string | null;
  hotspots?: RawHotspots | null;
  file?: string | null;
  standardEquipment?: Array<string | { name?: RawText }> | string | null;
  dealership_id?: RawText;
  dealership_slug?: RawText;
  dealership_name?: RawText;
  dealership?: RawDealership | null;
  location_id?: RawText;
  location?: RawLocation | null;
  city?: RawText;
  state?: RawText;
  location_name?: RawText;
  private_suburb?: RawText;
  private_postcode?: RawText;
  youxQuote?: { weeklyRepaymentAmount?: RawNumber; advertisedRate?: RawNumber; comparisonRate?: RawNumber } | null;
  finance_lenders?: Record<string, RawLenderRecord | null> | null;
  autograb_data?: { average_market_price?: RawNumber; state_average_market_price?: RawNumber } | null;
  payment_processors?: Array<{ name?: RawText; deposit?: RawNumber }> | { name?: RawText; deposit?: RawNumber } | null;
  featured?: RawSpecRow[] | null;
  specifications?: RawSpecRow[] | null;
  summary?: RawSpecRow[] | null;
  filtered_features?: Array<string | { name?: RawText }> | string | null;
  categories?: Array<string | { name?: RawText }> | string | null;
}

/** A row as the normaliser reads it: the known field names, every value still unchecked. */
export type RawRow = { readonly [K in keyof RawCar]?: unknown };
/** A `variant` object as the normaliser reads it. */
export type RawVariantRow = { readonly [K in keyof RawBodyFields]?: unknown };

/** The top level of a feed file: an array of cars, or `{ "cars": [...] }`. Rows are checked one by one later. */
export const RawFeedSchema = v.union([v.array(v.unknown()), v.looseObject({ cars: v.array(v.unknown()) })]);
