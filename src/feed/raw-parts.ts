/** The nested parts of a raw feed car: media, hotspots, spec rows, place and finance records. */

/** Text or a number; absence may be null, "", "null" or "N/A". */
export type RawText = string | number | null;
/** A number, or text that holds one ("45,990", "$45,990", "12000 km", "2.0L"). */
export type RawNumber = number | string | null;

/** `{ url }`, the shape of most media references. */
export interface RawUrlRef {
  url?: string | null;
}

/** `{ image: { url, thumb? }, thumb: { url } }`, `{ url, thumb }` or a bare URL. */
export type RawImage =
  | string
  | {
      image?: RawUrlRef & { thumb?: RawUrlRef | string | null };
      thumb?: RawUrlRef | string | null;
      url?: string | null;
    };

/** `{ video: { url } }` (or `{ url }`). */
export interface RawVideo {
  video?: RawUrlRef | null;
  url?: string | null;
}

/** A spin frame: a bare URL, `{ url }` or `{ image: { url } }`. */
export type RawSpinImage = string | RawUrlRef | { image?: RawUrlRef };

/** A 360 hotspot; positions as fractions (0..1), percentages (0..100 or "45%"), or nested under `position`. */
export interface RawHotspot {
  type?: string;
  kind?: string;
  frame?: RawNumber;
  frame_index?: RawNumber;
  image_index?: RawNumber;
  x?: RawNumber;
  y?: RawNumber;
  left?: RawNumber;
  top?: RawNumber;
  position?: { x?: RawNumber; y?: RawNumber; frame?: RawNumber } | null;
  title?: RawText;
  name?: RawText;
  label?: RawText;
  description?: RawText;
  text?: RawText;
}

/** Hotspots grouped by view, or one list whose items say `type: exterior|interior`. */
export type RawHotspots = { exterior?: RawHotspot[] | null; interior?: RawHotspot[] | null } | RawHotspot[];

/** A name/value row of featured, specifications or summary. */
export interface RawSpecRow {
  name?: RawText;
  label?: RawText;
  title?: RawText;
  value?: RawText;
  icon?: string | null;
}

/** A location's address. */
export interface RawAddress {
  id?: RawText;
  street?: RawText;
  city?: RawText;
  state?: RawText;
  postcode?: RawText;
  place_url?: string | null;
}

/** The car's selling location; `distribution_locations` may be ids, names or objects. */
export interface RawLocation {
  id?: RawText;
  name?: RawText;
  slug?: RawText;
  phone?: RawText;
  address?: RawAddress | null;
  distribution_locations?: Array<RawText | { id?: RawText; name?: RawText }> | string | null;
}

/** The dealership that owns the car. */
export interface RawDealership {
  id?: RawText;
  slug?: RawText;
  name?: RawText;
}

/** A lender's figures for the car (spec 02 §3); numbers may be text. */
export interface RawLenderRecord {
  interestRate?: RawNumber;
  comparisonRate?: RawNumber;
  paymentWeek?: RawNumber;
  paymentMonth?: RawNumber;
  deposit?: RawNumber;
  balloon?: RawNumber;
  termYears?: RawNumber;
  termWeeks?: RawNumber;
  termMonths?: RawNumber;
  establishmentFees?: RawNumber;
  totalPayable?: RawNumber;
  disclaimer?: RawText;
  financeProvider?: RawText;
}
