/**
 * What every form island of a site reads, the same on every page: the lead rules the API enforces,
 * the shared field and shell texts, the terms box, and the dealership and location choices. Worked
 * out once per build (the vehicle page renders its forms 20,000 times in a big group's build).
 */
import type { SiteConfig, Translate } from '../../config';
import type { LeadFormRules } from '../../api/schemas/lead-rules';
import { dealershipOptions, salesLocations, type FormOption } from './form-choices';
import { apiSettingsFor } from '../../site/api-settings';
import { fieldTexts, shellTexts, type FieldTexts, type ShellTexts } from './form-texts';

/** A site's form rules, words and choices, as plain data for the islands. */
export interface FormSite {
  rules: LeadFormRules;
  fields: FieldTexts;
  shell: ShellTexts;
  /** The terms box's link, or false when the site has no terms box. */
  terms: false | { href: string };
  /** Preferred dealerships after the site's selector filter. */
  dealerships: FormOption[];
  /** Visible sales locations. */
  locations: FormOption[];
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
      locations: salesLocations(config.locations).map((l) => ({ value: l.id, label: l.name })),
    };
    built.set(config, view);
  }
  return view;
}
