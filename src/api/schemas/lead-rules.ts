/**
 * Lead rules that depend on the site (spec 02 §5 Forms) and the analytics event id of a lead
 * (spec 02 §9). Pure: the forms run them before submitting, the server runs them again.
 */
import { MESSAGES } from './messages';
import type { LeadSubmission } from './lead';

/** The per-site switches the form rules read. */
export interface LeadFormRules {
  /** Comments required on enquiry, general and offer forms (a site variant turns this off). */
  messageRequired: boolean;
  /** Agreement to the terms of use required. */
  termsRequired: boolean;
  /** When a location must be chosen. */
  locationRequired: 'always' | 'new-cars' | 'never';
  /** The site's dealership slugs; with more than one, a preferred dealership is required. */
  dealershipSlugs: readonly string[];
  /** The preferred-dealership select is removed or hidden on this site. */
  dealershipSelectHidden: boolean;
}

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

const MESSAGE_REQUIRED_KINDS = new Set(['enquiry', 'general', 'offer_enquiry']);

/** The site rules a valid lead still breaks (empty when it may be stored). */
export function checkLeadRules(lead: LeadSubmission, rules: LeadFormRules): FieldIssue[] {
  if (!('name' in lead)) return [];
  const issues: FieldIssue[] = [];
  if (rules.messageRequired && MESSAGE_REQUIRED_KINDS.has(lead.kind) && !lead.message) {
    issues.push({ path: 'message', message: MESSAGES.messageRequired });
  }
  if (rules.termsRequired && lead.terms_conditions !== true) {
    issues.push({ path: 'terms_conditions', message: MESSAGES.termsRequired });
  }
  const isNewCar = 'car_type' in lead && lead.car_type === 'new';
  const needsLocation = rules.locationRequired === 'always' || (rules.locationRequired === 'new-cars' && isNewCar);
  if (needsLocation && !lead.location && !lead.location_id) {
    issues.push({ path: 'location', message: MESSAGES.locationRequired });
  }
  const aboutCar = 'car_id' in lead && lead.car_id !== undefined;
  const choosesDealership = rules.dealershipSlugs.length > 1 && !rules.dealershipSelectHidden && !aboutCar;
  if (choosesDealership && (lead.kind === 'general' || lead.kind === 'enquiry')) {
    if (!lead.dealership_slug || !rules.dealershipSlugs.includes(lead.dealership_slug)) {
      issues.push({ path: 'dealership_slug', message: MESSAGES.dealershipRequired });
    }
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

/** The analytics event id a lead fires, or undefined for valuation and trade-in steps. */
export function leadEventId(lead: LeadSubmission): number | undefined {
  const carType = 'car_type' in lead ? lead.car_type : undefined;
  const used = carType === 'used';
  switch (lead.kind) {
    case 'test_drive':
      return lead.tag?.toLowerCase() === TEST_DRIVE_ONLY_TAG.toLowerCase() || !used ? LEAD_EVENT_IDS.newTestDrive : LEAD_EVENT_IDS.usedTestDrive;
    case 'finance':
      return LEAD_EVENT_IDS.financeEnquiry;
    case 'general':
      return /career/i.test(lead.category) ? LEAD_EVENT_IDS.careersEnquiry : LEAD_EVENT_IDS.generalEnquiry;
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
