/**
 * Build-time setup of a lead form: the site's form rules (the same the API enforces), the fixed
 * fields a form sends for its car, which dealership and location choices it offers, and the JSON
 * the browser engine reads. Runs only at build time; the browser receives the result.
 */
import type { SiteConfig, SiteLocation, Translate } from '../../config';
import type { Car } from '../../domain/car';
import type { LeadKind } from '../../api/schemas/lead';
import type { LeadFormRules } from '../../api/schemas/lead-rules';
import { apiSettingsFor } from '../../site/api-settings';
import { leadFormApiPath, vehiclePath } from '../../paths';
import type { FieldValue } from '../../api/schemas/lead-payload';
import type { EnquiryCar } from './success-record';

/** One option of a select. */
export interface FormOption {
  value: string;
  label: string;
}

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

/** The site's form rules, exactly as the lead API reads them (src/site/api-settings.ts). */
export function leadFormRules(config: SiteConfig): LeadFormRules {
  return apiSettingsFor(config, {}).forms;
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

/** Dealerships the preferred-dealership select offers, filtered by make, location type or ids (spec 02 §5). */
export function dealershipOptions(config: Pick<SiteConfig, 'dealerships' | 'locations' | 'forms'>): FormOption[] {
  const { makes, locationTypes, ids } = config.forms.dealershipSelector;
  const wantedMakes = new Set(makes.map((m) => m.toLowerCase()));
  return config.dealerships
    .filter((d) => ids.length === 0 || ids.includes(d.id))
    .filter((d) => {
      if (wantedMakes.size === 0 && locationTypes.length === 0) return true;
      const own = config.locations.filter((l) => l.dealership_id === d.id);
      const makeOk = wantedMakes.size === 0 || own.some((l) => l.manufacturers.some((m) => wantedMakes.has(m.toLowerCase())));
      const typeOk = locationTypes.length === 0 || own.some((l) => locationTypes.includes((l.location_type || 'sales') as 'sales'));
      return makeOk && typeOk;
    })
    .map((d) => ({ value: d.slug, label: d.name }));
}

/** The preferred-dealership select is shown (and required) only with more than one dealership, unless hidden or removed. */
export function showsDealershipSelect(config: Pick<SiteConfig, 'dealerships' | 'forms'>, aboutCar: boolean): boolean {
  return !aboutCar && config.forms.preferredDealership === 'shown' && config.dealerships.length > 1;
}

/** Visible sales locations, for the location select and the test-drive booking. */
export function salesLocations(locations: readonly SiteLocation[]): SiteLocation[] {
  return locations.filter((l) => l.visible && (l.location_type || 'sales') === 'sales');
}

/** When the location select is required for this form: always, or for new cars where configured (spec 02 §5). */
export function locationRequired(rules: LeadFormRules, carType: string | undefined): boolean {
  return rules.locationRequired === 'always' || (rules.locationRequired === 'new-cars' && carType === 'new');
}

/** The engine's wording from the site's messages. */
export function engineTexts(t: Translate, submitLabel?: string): LeadFormSetup['texts'] {
  return {
    submit: submitLabel ?? t('form.submit'),
    submitting: t('form.submitting'),
    next: t('form.next'),
    submitError: t('form.submitError'),
    queued: t('formsUi.queued'),
    queuedRetry: t('formsUi.queuedRetry'),
    queuedSent: t('formsUi.queuedSent'),
    sent: t('formsUi.sentOffline'),
  };
}
