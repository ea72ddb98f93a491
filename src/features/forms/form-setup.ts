/**
 * The setup of a lead form: its kind, the fixed fields it sends (its car's among them), what
 * /success lists, and the wording of its button and failures. Built at build time and handed to
 * the form's island as plain data; the few functions the islands share with the build live here
 * too, so this module stays light (the site's rules are worked out in form-site.ts).
 */
import type { Translate } from '../../config';
import type { Car } from '../../domain/car';
import type { LeadKind } from '../../contracts/lead';
import { leadFormApiPath, vehiclePath } from '../../paths';
import type { FieldValue } from '../../contracts/lead-payload';
import type { EnquiryCar } from './success-record';

/** What the browser engine reads from `data-setup`. */
export interface LeadFormSetup {
  kind: LeadKind;
  /** Hidden fields sent with every submission (car, category, subcategory, default texts). */
  fixed: Record<string, FieldValue>;
  /** Fields this form requires beyond the schema (the wizard's kms and rego), with their messages. */
  required?: { name: string; message: string }[];
  /** Fields typed as text but sent as whole numbers (kms). */
  numberFields: string[];
  /** Where a stored lead sends the shopper; none keeps them on the page (wizard steps). */
  redirect?: string;
  /** Heading of the success record (what was sent). */
  heading: string;
  /** Fields listed on /success, with their labels. */
  shown: { name: string; label: string }[];
  /** The car the form is about, stored as the enquiry car. */
  car?: EnquiryCar;
  /** Read car_id from the page's query and look it up in the page's car list. */
  carFromQuery?: boolean;
  /** Read offer from the page's query and look it up in the page's offer list. */
  offerFromQuery?: boolean;
  /** Query parameters that fill a field when present (vehiclePriceBudget → purchase_price). */
  queryFields?: Record<string, string>;
  /** The kind sent when the query names a car, an offer, or asks for something similar. */
  queryKinds?: { car?: LeadKind; offer?: LeadKind; findSimilar?: LeadKind };
  /** The subcategory query value that turns an enquiry into Find Me Something Similar. */
  findSimilarLabel?: string;
  /** The submit button's label where it is not the site's Submit ("Value My Car"). */
  submitLabel?: string;
  /**
   * One of the lead-flow forms (the multi-step enquiry, test drive and valuation: spec 02 §7's lead
   * submission): a failure the server gives no words for reads 'An unexpected error occured', not
   * 'An error occurred when submitting this form' (spec 02 §8).
   */
  leadFlow?: true;
}

/** Where a lead form posts without JavaScript (the lead API's form endpoint). */
export const LEAD_FORM_POST_PATH = leadFormApiPath;

/** The fixed part a form posts without JavaScript (`fc_form`): no query, so the build-time setup. */
export function noScriptSetup(setup: LeadFormSetup): {
  kind: LeadFormSetup['kind'];
  fixed: LeadFormSetup['fixed'];
  numberFields: string[];
} {
  return { kind: setup.kind, fixed: setup.fixed, numberFields: setup.numberFields };
}

/** The lead form defaults of spec 02 §3 for one car (ids, stock number, make, model, type, status, tag). */
export function carLeadFields(car: Car): Record<string, FieldValue> {
  const fields: Record<string, FieldValue | undefined> = {
    car_id: car.id,
    car_dealership_id: car.dealership_id,
    dealership_slug: car.dealership_slug,
    stock_number: car.stocknum,
    'Vehicle Make': car.make.slice(0, 60),
    'Vehicle Model': car.model.slice(0, 80),
    car_type: car.car_type,
    vehicle_status: car.status,
    tag: car.tag?.slice(0, 60),
    location_id: car.location?.id ?? car.location_id,
  };
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, FieldValue>;
}

/** Year, make, model and badge: how a form names the car. */
export function carDisplayName(car: Pick<Car, 'year' | 'make' | 'model' | 'badge'>): string {
  return [car.year, car.make, car.model, car.badge].filter((part) => part !== undefined && part !== '').join(' ');
}

/** The enquiry car kept locally after a lead. */
export function enquiryCar(car: Car): EnquiryCar {
  return {
    id: car.id,
    slug: car.slug,
    ...(car.stocknum ? { stocknum: car.stocknum } : {}),
    make: car.make,
    model: car.model,
    title: carDisplayName(car).slice(0, 500),
    href: vehiclePath(car.slug),
  };
}

/** One car of a page's lookup list: what a form needs when the car comes from the query. */
export interface LookupCar {
  fixed: Record<string, FieldValue>;
  car: EnquiryCar;
  /** Stock number, price line and the like, shown under the name. */
  detail?: string;
}

/** One car as a form looks it up (served as /form-cars/{id}.json). */
export function lookupCar(car: Car, t: Translate): LookupCar {
  return {
    fixed: carLeadFields(car),
    car: enquiryCar(car),
    ...(car.stocknum ? { detail: t('formsUi.stockNumber', { stock: car.stocknum }) } : {}),
  };
}

/**
 * A setup built without a car, about one car: the car's lead fields and enquiry car added (the
 * vehicle page's forms and the finance enquiry modal carry the site's setups once and the car's
 * few fields beside them). The car is known, so the query is not asked for one.
 */
export function aboutCar(setup: LeadFormSetup, lead: Pick<LookupCar, 'fixed' | 'car'>): LeadFormSetup {
  const { carFromQuery: _asked, ...rest } = setup;
  return { ...rest, fixed: { ...lead.fixed, ...setup.fixed }, car: lead.car };
}
