/**
 * Lead rules that depend on the site (spec 02 §5 Forms) and the analytics event id of a lead
 * (spec 02 §9). Pure: the forms run them before submitting, the server runs them again. A rule
 * applies only to the kinds of lead whose forms ask the question, so a form never fails on a
 * field it does not show.
 */
import { MESSAGES } from './messages';
import type { LeadKind, LeadSubmission } from './lead';
import type { LeadFormRules } from '../site/form-rules';

/** Form rules when a site sets none. */
export const DEFAULT_LEAD_FORM_RULES: LeadFormRules = {
  messageRequired: true,
  termsRequired: false,
  locationRequired: 'never',
  dealershipSlugs: [],
  dealershipSelectHidden: false,
};

/** One field problem, in the API's error shape. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** Kinds whose forms ask for Comments as required (unless the site turns it off). */
const MESSAGE_KINDS: ReadonlySet<string> = new Set<LeadKind>(['enquiry', 'general', 'offer_enquiry']);
/**
 * Kinds whose forms carry the terms box, required where the site requires agreement. The test
 * drive's box is optional whatever the site says (spec 01 §5.5); trade-in, valuation and request
 * photos have none.
 */
const TERMS_KINDS: ReadonlySet<string> = new Set<LeadKind>([
  'enquiry',
  'general',
  'offer_enquiry',
  'find_similar',
  'finance',
]);
/** Kinds whose forms have the location select (about a car, the car's own location answers it). */
const LOCATION_KINDS: ReadonlySet<string> = new Set<LeadKind>([
  'enquiry',
  'general',
  'offer_enquiry',
  'find_similar',
  'finance',
  'test_drive',
  'valuation',
]);
/** Kinds whose forms offer the preferred-dealership select when they are not about a car. */
const DEALERSHIP_KINDS: ReadonlySet<string> = new Set<LeadKind>([
  'enquiry',
  'general',
  'offer_enquiry',
  'find_similar',
  'finance',
]);

/** Comments must be filled in on this kind's form. */
export function requiresMessage(rules: Pick<LeadFormRules, 'messageRequired'>, kind: string): boolean {
  return rules.messageRequired && MESSAGE_KINDS.has(kind);
}

/** The terms box of this kind's form must be ticked. */
export function requiresTerms(rules: Pick<LeadFormRules, 'termsRequired'>, kind: string): boolean {
  return rules.termsRequired && TERMS_KINDS.has(kind);
}

/** A location must be chosen on this kind's form: when the site requires it, or for new cars where configured (spec 02 §5). */
export function requiresLocation(
  rules: Pick<LeadFormRules, 'locationRequired'>,
  kind: string,
  carType: string | undefined,
): boolean {
  if (!LOCATION_KINDS.has(kind)) return false;
  return rules.locationRequired === 'always' || (rules.locationRequired === 'new-cars' && carType === 'new');
}

/** The form of this kind offers the preferred-dealership select (and so requires it). */
export function choosesDealership(
  rules: Pick<LeadFormRules, 'dealershipSlugs' | 'dealershipSelectHidden'>,
  kind: string,
  aboutCar: boolean,
): boolean {
  return DEALERSHIP_KINDS.has(kind) && !aboutCar && !rules.dealershipSelectHidden && rules.dealershipSlugs.length > 1;
}

/** The site rules a valid lead still breaks (empty when it may be stored). */
export function checkLeadRules(lead: LeadSubmission, rules: LeadFormRules): FieldIssue[] {
  if (!('name' in lead)) return [];
  const issues: FieldIssue[] = [];
  if (requiresMessage(rules, lead.kind) && !lead.message) {
    issues.push({ path: 'message', message: MESSAGES.messageRequired });
  }
  if (requiresTerms(rules, lead.kind) && lead.terms_conditions !== true) {
    issues.push({ path: 'terms_conditions', message: MESSAGES.termsRequired });
  }
  const carType = 'car_type' in lead ? lead.car_type : undefined;
  if (requiresLocation(rules, lead.kind, carType) && !lead.location && !lead.location_id) {
    // Reported on the select's own name, so the message shows at the field and links to it.
    issues.push({ path: 'location_id', message: MESSAGES.locationRequired });
  }
  const aboutCar = 'car_id' in lead && lead.car_id !== undefined;
  if (
    choosesDealership(rules, lead.kind, aboutCar) &&
    (!lead.dealership_slug || !rules.dealershipSlugs.includes(lead.dealership_slug))
  ) {
    issues.push({ path: 'dealership_slug', message: MESSAGES.dealershipRequired });
  }
  const locationId = lead.location_id ?? lead.location;
  const owner = locationId ? rules.locationDealerships?.[locationId] : undefined;
  if (lead.dealership_slug && owner && owner !== lead.dealership_slug) {
    issues.push({ path: 'location_id', message: MESSAGES.locationNotOfDealership });
  }
  return issues;
}

/** Analytics event ids for forms (spec 01 §9, spec 02 §9). */
export const LEAD_EVENT_IDS = {
  newEnquiry: 14,
  usedEnquiry: 15,
  newTestDrive: 17,
  usedTestDrive: 48,
  financeEnquiry: 9,
  generalEnquiry: 22,
  careersEnquiry: 51,
} as const;

/** The tag that makes any test drive a "new test drive" event (spec 01 §9). */
export const TEST_DRIVE_ONLY_TAG = 'Test Drive Only';

/** The event id of a general enquiry's category: the site's configured id, else 22. */
function categoryEventId(category: string, ids: Readonly<Record<string, number>> | undefined): number {
  // A caller without the site's categories (rules not passed) can only go by the category's name.
  if (!ids) return /career/i.test(category) ? LEAD_EVENT_IDS.careersEnquiry : LEAD_EVENT_IDS.generalEnquiry;
  return ids[category] ?? LEAD_EVENT_IDS.generalEnquiry;
}

/**
 * The analytics event id a lead fires, or undefined for valuation and trade-in steps. A general
 * enquiry sends its category's configured id (forms.categories: careers 51, say), else 22.
 */
export function leadEventId(
  lead: LeadSubmission,
  rules: Pick<LeadFormRules, 'categoryEventIds'> = DEFAULT_LEAD_FORM_RULES,
): number | undefined {
  const carType = 'car_type' in lead ? lead.car_type : undefined;
  const used = carType === 'used';
  switch (lead.kind) {
    case 'test_drive':
      return lead.tag?.toLowerCase() === TEST_DRIVE_ONLY_TAG.toLowerCase() || !used
        ? LEAD_EVENT_IDS.newTestDrive
        : LEAD_EVENT_IDS.usedTestDrive;
    case 'finance':
      return LEAD_EVENT_IDS.financeEnquiry;
    case 'general':
      return categoryEventId(lead.category, rules.categoryEventIds);
    case 'enquiry':
    case 'find_similar':
    case 'request_photos':
    case 'offer_enquiry':
      if (carType === undefined) return LEAD_EVENT_IDS.generalEnquiry;
      return used ? LEAD_EVENT_IDS.usedEnquiry : LEAD_EVENT_IDS.newEnquiry;
    default:
      return undefined;
  }
}
