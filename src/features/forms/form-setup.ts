/**
 * Build-time setup of a lead form: the site's form rules (the same the API enforces), the fixed
 * fields a form sends for its car, which dealership and location choices it offers, and the JSON
 * the browser engine reads. Runs only at build time; the browser receives the result.
 */
import type { SiteConfig, Translate } from '../../config';
import type { Car } from '../../domain/car';
import type { LeadKind } from '../../api/schemas/lead';
import { requiresLocation, type LeadFormRules } from '../../api/schemas/lead-rules';
import { apiSettingsFor } from '../../site/api-settings';
import { leadFormApiPath, vehiclePath } from '../../paths';
import type { FieldValue } from '../../api/schemas/lead-payload';
import type { EnquiryCar } from './success-record';

/** What the browser engine reads from `data-setup`. */
export interface LeadFormSetup {
  kind: LeadKind;
  /** Hidden fields sent with every submission (car, category, subcategory, default texts). */
  fixed: Record<string, FieldValue>;
  rules: LeadFormRules;
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
  /** Wording the engine shows. */
  texts: { submit: string; submitting: string; next: string; submitError: string; queued: string; queuedRetry: string; queuedSent: string; sent: string };
}

/** Where a lead form posts without JavaScript (the lead API's form endpoint). */
export const LEAD_FORM_POST_PATH = leadFormApiPath;

/** The fixed part a form posts without JavaScript (`fc_form`): no query, so the build-time setup. */
export function noScriptSetup(setup: LeadFormSetup): { kind: LeadFormSetup['kind']; fixed: LeadFormSetup['fixed']; numberFields: string[] } {
  return { kind: setup.kind, fixed: setup.fixed, numberFields: setup.numberFields };
}

const rulesOf = new WeakMap<SiteConfig, LeadFormRules>();

/**
 * The site's form rules, exactly as the lead API reads them (src/site/api-settings.ts); worked out
 * once per site, as every form of every page reads them.
 */
export function leadFormRules(config: SiteConfig): LeadFormRules {
  let rules = rulesOf.get(config);
  if (!rules) rulesOf.set(config, (rules = apiSettingsFor(config, {}).forms));
  return rules;
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
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== '')) as Record<string, FieldValue>;
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
  return { fixed: carLeadFields(car), car: enquiryCar(car), ...(car.stocknum ? { detail: t('formsUi.stockNumber', { stock: car.stocknum }) } : {}) };
}

/** How a form shows its location select (spec 02 §5): required where the rules require it; otherwise optional, or not at all about a car (its own location answers). */
export function locationField(rules: LeadFormRules, kind: LeadKind, car?: Pick<Car, 'car_type'>): 'required' | 'optional' | false {
  if (requiresLocation(rules, kind, car?.car_type)) return 'required';
  return car ? false : 'optional';
}

/**
 * The engine's wording from the site's messages. A failure the server gives no words for reads
 * 'An unexpected error occured' on the lead flow (the multi-step enquiry, test drive and valuation:
 * spec 02 §7's lead submission) and 'An error occurred when submitting this form' on the other
 * forms (spec 02 §8).
 */
export function engineTexts(t: Translate, submitLabel?: string, leadFlow = false): LeadFormSetup['texts'] {
  return {
    submit: submitLabel ?? t('form.submit'),
    submitting: t('form.submitting'),
    next: t('form.next'),
    submitError: leadFlow ? t('form.unexpectedError') : t('form.submitError'),
    queued: t('formsUi.queued'),
    queuedRetry: t('formsUi.queuedRetry'),
    queuedSent: t('formsUi.queuedSent'),
    sent: t('formsUi.sentOffline'),
  };
}
