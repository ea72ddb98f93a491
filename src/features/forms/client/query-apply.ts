/**
 * What a form's page query names, applied to the form (spec 02 §2 routes with ?car_id=, ?offer=,
 * ?subcategory=, ?location= and the finance link's fields): the car or offer becomes the lead's
 * fixed fields and kind and is shown above the form, and the questions it answers are no longer
 * asked. Fields the query fills are filled in place (the form's fields are uncontrolled).
 */
import type { LeadFormSetup } from '../form-setup';
import { carFromQuery, fillFromQuery, offerFromQuery, type QueryTarget } from './query-context';

/** The form as the query leaves it. */
export interface QueryApplied {
  setup: LeadFormSetup;
  /** Shown above the form ("2024 Toyota HiLux", "Stock #…"). */
  about?: { title: string; detail: string };
  /** A car with its details: its dealership and location answer the "where" questions. */
  aboutCar: boolean;
  /** A car or an offer: the category is not asked. */
  aboutTarget: boolean;
  /** The location of the query's car (the test-drive times are for it). */
  location?: string;
  /** The dealerships an offer can be enquired about at (those that sell its make). */
  dealerships?: string[];
}

/** Applies the page's query to a form and answers what changed. */
export async function applyQuery(form: HTMLFormElement, built: LeadFormSetup): Promise<QueryApplied> {
  const setup: LeadFormSetup = { ...built, fixed: { ...built.fixed } };
  const params = new URLSearchParams(location.search);
  for (const [param, name] of Object.entries(setup.queryFields ?? {})) fillFromQuery(form, name, params.get(param));
  fillFromQuery(form, 'location_id', params.get('location'));
  const target: QueryTarget | undefined =
    (setup.carFromQuery ? await carFromQuery(params) : undefined) ??
    (setup.offerFromQuery ? offerFromQuery(params) : undefined);
  const applied: QueryApplied = { setup, aboutCar: false, aboutTarget: false };
  if (target) {
    const kind = target.is === 'car' ? setup.queryKinds?.car : setup.queryKinds?.offer;
    setup.fixed = { ...setup.fixed, ...target.fixed };
    if (kind) setup.fixed.kind = setup.kind = kind;
    if (target.car) setup.car = target.car;
    if (target.about) applied.about = { title: target.about, detail: target.detail ?? '' };
    applied.aboutCar = target.car !== undefined;
    applied.aboutTarget = true;
    if (typeof target.fixed.location_id === 'string') applied.location = target.fixed.location_id;
    if (target.dealerships) applied.dealerships = target.dealerships;
  }
  const subcategory = params.get('subcategory')?.trim().slice(0, 100);
  if (subcategory) {
    setup.fixed.subcategory = subcategory;
    if (subcategory === setup.findSimilarLabel && setup.queryKinds?.findSimilar)
      setup.fixed.kind = setup.kind = setup.queryKinds.findSimilar;
  }
  return applied;
}
