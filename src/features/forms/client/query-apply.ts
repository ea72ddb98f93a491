/**
 * What a form's page query names, applied to the form (spec 02 §2 routes with ?car_id=, ?offer=,
 * ?subcategory=, ?location= and the finance link's fields): the car or offer becomes the lead's
 * fixed fields and kind, is shown above the form, and removes the questions it answers.
 */
import type { LeadFormSetup } from '../form-setup';
import { carFromQuery, fillFromQuery, offerFromQuery, type QueryTarget } from './query-context';

/** Applies the page's query to a form, and answers the form's setup as the query leaves it. */
export async function applyQuery(root: HTMLElement, form: HTMLFormElement, built: LeadFormSetup): Promise<LeadFormSetup> {
  const setup: LeadFormSetup = { ...built, fixed: { ...built.fixed } };
  const params = new URLSearchParams(location.search);
  for (const [param, name] of Object.entries(setup.queryFields ?? {})) fillFromQuery(form, name, params.get(param));
  fillFromQuery(form, 'location_id', params.get('location'));
  const target: QueryTarget | undefined =
    (setup.carFromQuery ? await carFromQuery(params) : undefined) ?? (setup.offerFromQuery ? offerFromQuery(params) : undefined);
  if (target) {
    const kind = target.is === 'car' ? setup.queryKinds?.car : setup.queryKinds?.offer;
    setup.fixed = { ...setup.fixed, ...target.fixed };
    if (kind) setup.fixed.kind = setup.kind = kind;
    if (target.car) setup.car = target.car;
    const about = root.querySelector<HTMLElement>('[data-about]');
    if (about && target.about) {
      about.hidden = false;
      about.querySelector('[data-about-title]')?.replaceChildren(target.about);
      about.querySelector('[data-about-detail]')?.replaceChildren(target.detail ?? '');
    }
    // A car brings its own dealership and location: those questions no longer apply.
    if (target.car) for (const field of root.querySelectorAll('[data-unless-car]')) field.remove();
    for (const field of root.querySelectorAll('[data-unless-target]')) field.remove();
    const slots = root.querySelector<HTMLElement>('fc-test-drive-slots');
    if (slots && typeof target.fixed.location_id === 'string') slots.dataset.location = target.fixed.location_id;
  }
  const subcategory = params.get('subcategory')?.trim().slice(0, 100);
  if (subcategory) {
    setup.fixed.subcategory = subcategory;
    if (subcategory === setup.findSimilarLabel && setup.queryKinds?.findSimilar) setup.fixed.kind = setup.kind = setup.queryKinds.findSimilar;
  }
  return setup;
}
