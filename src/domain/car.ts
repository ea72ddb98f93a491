/**
 * The domain car: one vehicle of a dealer's stock after the feed has been validated and
 * normalised (src/feed/). Field names follow the feed (spec 01 §3.1) so the spec, the feed,
 * the search documents and the code share one vocabulary; values are clean: absent instead of
 * "null" or "", numbers instead of numeric strings, ISO 8601 strings for dates, plain text
 * (never HTML) in every text field.
 */

/** Stock status. A feed row with no usable status becomes `unavailable` (counts as not available). */
export type CarStatus = 'in_stock' | 'coming_soon' | 'sold' | 'unavailable';
/** Condition of the vehicle. */
export type CarType = 'new' | 'used' | 'demo';
export const CAR_TYPES: readonly CarType[] = ['new', 'demo', 'used'];

/** One picture: full size and thumbnail (the thumbnail falls back to the full image). */
export interface CarImage {
  url: string;
  thumb: string;
}

/** A name/value row of a spec list (featured, specifications, summary). */
export interface SpecRow {
  name: string;
  value: string;
  icon?: string;
}

/** A 360 hotspot: a point on a spin frame or the interior panorama with a description. */
export interface Hotspot {
  kind: 'exterior' | 'interior';
  /** Spin frame index the hotspot belongs to (exterior only). */
  frame?: number;
  /** Position as fractions of the image, 0..1. */
  x: number;
  y: number;
  title: string;
  description?: string;
}

export interface CarAddress {
  id?: string;
  street?: string;
  city?: string;
  state?: string;
  postcode?: string;
  place_url?: string;
}

/** The car's selling location as it arrives in the feed. */
export interface CarLocation {
  id: string;
  name: string;
  slug?: string;
  phone?: string;
  address?: CarAddress;
  distribution_locations?: string[];
}

/** A lender's finance figures for this car (spec 02 §3), keyed by provider in `finance_lenders`. */
export interface FinanceLenderRecord {
  interestRate?: number;
  comparisonRate?: number;
  paymentWeek?: number;
  paymentMonth?: number;
  deposit?: number;
  balloon?: number;
  termYears?: number;
  termWeeks?: number;
  termMonths?: number;
  establishmentFees?: number;
  totalPayable?: number;
  disclaimer?: string;
  financeProvider?: string;
}

/** A finance quote (from the quote call or carried by the feed). */
export interface FinanceQuote {
  weeklyRepaymentAmount: number;
  advertisedRate?: number;
  comparisonRate?: number;
}

/** Market price data for the price comparison. */
export interface MarketPriceData {
  average_market_price?: number;
  state_average_market_price?: number;
}

/** A payment processor entry; its deposit overrides the site's default reserve deposit. */
export interface PaymentProcessor {
  name?: string;
  deposit?: number;
}

export interface Car {
  // identity and text
  id: string;
  slug: string;
  name: string;
  year?: number;
  make: string;
  model: string;
  badge?: string;
  series?: string;
  colour?: string;
  interior_colour?: string;
  stocknum?: string;
  vin?: string;
  nvic?: string;
  regplate?: string;
  /** ISO date. */
  rego_expiry?: string;
  /** ISO date (or year-month as YYYY-MM when the feed gives no day). */
  build_date?: string;
  compliance_date?: string;
  carsales_title?: string;
  /** Plain text; `|` separates paragraphs. */
  dealercomments?: string;
  /** Free text such as Test Drive Only, Runout Sale. */
  tag?: string;
  /** ISO date-times. */
  created_at?: string;
  updated_at?: string;
  /** When the car was sold (derived from the feed's sold date, or updated_at for sold cars). */
  sold_at?: string;
  views?: number;
  photos_count: number;

  // classification
  status: CarStatus;
  car_type: CarType;
  /** e.g. caravan; absent for cars. */
  item_type?: string;
  certified: boolean;
  reserved: boolean;
  preorder: boolean;
  show_on_dealer_website: boolean;
  /** Dealer-set ranking; higher first under the default sort. */
  custom_rank: number;

  // body and drivetrain
  bodyconfiguration?: string;
  simple_body?: string;
  fuel?: string;
  simple_fuel?: string;
  trans?: string;
  simple_transmission?: string;
  gearnum?: number;
  drive?: string;
  seats?: number;
  doors?: number;
  /** Engine size in litres, rounded to 1 decimal. */
  engine_size_litres?: number;
  cylinders?: number;
  induction?: string;
  fuelconsumptioncombined?: number;
  fuelcapacity?: number;
  grossvehiclemass?: number;
  vehiclelength?: number;
  vehicleheight?: number;
  vehiclewidth?: number;
  towingcapacitybraked?: number;
  torque?: string;
  ancaprating?: number;
  geartype?: string;

  // caravan specifications
  body_width?: number;
  body_length?: number;
  tare_weight?: number;
  axle_type?: string;
  sleeps?: number;
  aggregate_trailer_mass?: number;

  // price
  km?: number;
  price?: number;
  before_price?: number;
  offer_price?: number;
  subscription_price?: number;
  /** e.g. Drive Away, Excl. Government Charges. */
  price_type?: string;

  // media
  images: CarImage[];
  primary_image_url?: string;
  video_url?: string;
  external_video_url?: string;
  walkaround_video_url?: string;
  videos: string[];
  spin_images: string[];
  spin_code?: string;
  spin_interior_image?: string;
  hotspots: Hotspot[];
  /** History report link. */
  file?: string;

  // equipment
  standardEquipment: string[];

  // ownership and place
  dealership_id?: string;
  dealership_slug?: string;
  dealership_name?: string;
  location_id?: string;
  location?: CarLocation;
  city?: string;
  state?: string;
  location_name?: string;
  private_suburb?: string;
  private_postcode?: string;

  // finance-related
  youxQuote?: FinanceQuote;
  finance_lenders: Record<string, FinanceLenderRecord>;
  autograb_data?: MarketPriceData;
  payment_processors: PaymentProcessor[];

  // spec lists
  featured: SpecRow[];
  specifications: SpecRow[];
  summary: SpecRow[];
  /** Feature names used by the features filter. */
  filtered_features: string[];
  categories: string[];
}

/** In stock or coming soon: the statuses that count as available. */
export function isAvailable(car: Pick<Car, 'status'>): boolean {
  return car.status === 'in_stock' || car.status === 'coming_soon';
}

/** Sold, or with no usable status. */
export function isSold(car: Pick<Car, 'status'>): boolean {
  return !isAvailable(car);
}

/** The display title: year make model (badge is shown separately). */
export function carTitle(car: Pick<Car, 'year' | 'make' | 'model'>): string {
  return [car.year, car.make, car.model].filter((p) => p !== undefined && p !== '').join(' ');
}
