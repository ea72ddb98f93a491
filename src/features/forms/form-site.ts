/**
 * What every form island of a site reads, the same on every page: the lead rules the API enforces,
 * the shared field and shell texts, the terms box, and the dealership and location choices. Worked
 * out once per build (the vehicle page renders its forms 20,000 times in a big group's build).
 */
import type { SiteConfig, Translate } from '../../config';
import type { LeadKind } from '../../contracts/lead';
import { choosesDealership, requiresLocation, requiresMessage, requiresTerms } from '../../contracts/lead-rules';
import { leadFormRules, type LeadFormRules } from '../../site/form-rules';
import { dealershipOptions, locationOptions, type FormOption, type LocationOption } from '../../site/form-choices';
import { fieldTexts, shellTexts, type FieldTexts, type ShellTexts } from './form-texts';
import { testDriveZones } from './test-drive-date';

/** A site's form rules, words and choices, as plain data for the islands. */
export interface FormSite {
  rules: LeadFormRules;
  fields: FieldTexts;
  shell: ShellTexts;
  /** The terms box's link, or false when the site has no terms box. */
  terms: false | { href: string };
  /** Preferred dealerships after the site's selector filter. */
  dealerships: FormOption[];
  /** Visible sales locations, each with its dealership. */
  locations: LocationOption[];
  /** The zones whose "today" bounds the test-drive date (testDriveMinDate, worked out in the browser). */
  testDriveZones: string[];
}

const built = new WeakMap<SiteConfig, FormSite>();

/** The site's FormSite, built once per config. */
export function formSite(site: { config: SiteConfig; t: Translate }): FormSite {
  const { config, t } = site;
  let view = built.get(config);
  if (!view) {
    view = {
      rules: leadFormRules(config),
      fields: fieldTexts(t),
      shell: shellTexts(t),
      terms: config.forms.terms === false ? false : { href: config.forms.terms.href },
      dealerships: dealershipOptions(config),
      locations: locationOptions(config.locations),
      testDriveZones: testDriveZones(config),
    };
    built.set(config, view);
  }
  return view;
}

/** How a form shows its location select (spec 02 §5): required where the rules require it; otherwise optional, or not at all about a car (its own location answers). */
export function locationField(
  rules: LeadFormRules,
  kind: LeadKind,
  car?: { car_type: string },
): 'required' | 'optional' | false {
  if (requiresLocation(rules, kind, car?.car_type)) return 'required';
  return car ? false : 'optional';
}

/**
 * What a form asks (spec 02 §5), as its kind and the site's rules decide, worked out at build from
 * the rules the lead API enforces, so a form never requires a field it does not show and its
 * island carries the answers, not the rules.
 */
export interface FormQuestions {
  /** Preferred dealerships to choose from (none: the question is not asked). */
  dealerships: FormOption[];
  location: 'required' | 'optional' | false;
  messageRequired: boolean;
  termsRequired: boolean;
}

/** The questions of a form of this kind (about this car, when it is about one). */
export function formQuestions(site: FormSite, kind: LeadKind, car?: { car_type: string }): FormQuestions {
  const { rules } = site;
  return {
    dealerships:
      choosesDealership(rules, kind, car !== undefined) && site.dealerships.length > 1 ? site.dealerships : [],
    location: site.locations.length > 0 ? locationField(rules, kind, car) : false,
    messageRequired: requiresMessage(rules, kind),
    termsRequired: requiresTerms(rules, kind),
  };
}
