/**
 * A site's lead form rules (spec 02 §5 Forms), derived from its config. The form islands read them
 * (src/features/forms/form-site.ts) and the lead API enforces them (ApiSiteSettings.forms), so a
 * form never requires a field the server would refuse, nor the other way round.
 */
import type { SiteConfig } from '../config';
import { dealershipOptions, salesLocations } from './form-choices';

/** The per-site switches the lead form rules read (src/contracts/lead-rules.ts): the same object on the forms and on the lead API. */
export interface LeadFormRules {
  /** Comments required on enquiry, general and offer forms (a site variant turns this off). */
  messageRequired: boolean;
  /** Agreement to the terms of use required (on the forms that carry the terms box). */
  termsRequired: boolean;
  /** When a location must be chosen. */
  locationRequired: 'always' | 'new-cars' | 'never';
  /** The dealerships the preferred-dealership select offers (after the site's selector filter); with more than one, one is required. */
  dealershipSlugs: readonly string[];
  /** The preferred-dealership select is removed or hidden on this site. */
  dealershipSelectHidden: boolean;
  /** Analytics event id of each general enquiry category (config forms.categories); others send 22. */
  categoryEventIds?: Readonly<Record<string, number>>;
  /** The dealership (slug) each location belongs to: a location of another dealership than the one chosen is refused. */
  locationDealerships?: Readonly<Record<string, string>>;
}

/** The form rules of a site's config. */
export function leadFormRules(config: SiteConfig): LeadFormRules {
  const { forms } = config;
  return {
    messageRequired: forms.messageRequired,
    termsRequired: forms.terms !== false && forms.terms.required,
    // No location to choose from: no form shows the select, so none can require it.
    locationRequired: salesLocations(config.locations).length > 0 ? forms.locationRequired : 'never',
    // What the select offers after forms.dealershipSelector: one left means no select, so nothing to require.
    dealershipSlugs: dealershipOptions(config).map((d) => d.value),
    dealershipSelectHidden: forms.preferredDealership !== 'shown',
    categoryEventIds: Object.fromEntries(forms.categories.map((c) => [c.name, c.eventId])),
    locationDealerships: Object.fromEntries(
      config.locations.flatMap((l) => (l.dealership_slug ? [[l.id, l.dealership_slug]] : [])),
    ),
  };
}
