/** Cross-field checks of the lead email recipients: the dealership or location they are scoped to must exist. */
import { type ConfigIssue, listOptions, showValue } from './issues';
import type { SiteConfig } from './normalise';

/** Recipients naming an unknown dealership or location, a location of another dealership, or phone reveals in ADF. */
export function checkEmailRecipients({ leads, dealerships, locations }: SiteConfig): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  leads.email.forEach((recipient, i) => {
    const path = ['leads', 'email', i];
    const dealership =
      recipient.dealership === undefined
        ? undefined
        : dealerships.find((d) => d.id === recipient.dealership || d.slug === recipient.dealership);
    if (recipient.dealership !== undefined && !dealership) {
      const known =
        dealerships.length > 0
          ? `use one of ${listOptions(dealerships.map((d) => d.slug))}`
          : 'add the dealership under dealerships, or remove dealership';
      issues.push({
        path: [...path, 'dealership'],
        message: `found ${showValue(recipient.dealership)}, but no dealership has that id or slug; ${known}`,
      });
    }
    const location =
      recipient.location === undefined
        ? undefined
        : locations.find((l) => l.id === recipient.location || l.slug === recipient.location);
    if (recipient.location !== undefined && !location) {
      const known =
        locations.length > 0
          ? `use one of ${listOptions(locations.map((l) => l.slug))}`
          : 'add the location under locations, or remove location';
      issues.push({
        path: [...path, 'location'],
        message: `found ${showValue(recipient.location)}, but no location has that id or slug; ${known}`,
      });
    }
    if (dealership && location && location.dealership_id !== dealership.id) {
      issues.push({
        path: [...path, 'location'],
        message: `is ${showValue(recipient.location)}, a location of dealership ${showValue(location.dealership_id)}, not of ${showValue(dealership.slug)}; remove one of dealership and location (a location already implies its dealership)`,
      });
    }
    if (recipient.phoneReveals && recipient.format === 'adf-xml') {
      issues.push({
        path: [...path, 'phoneReveals'],
        message:
          "is true with format adf-xml, but ADF needs the shopper's contact and a phone reveal has none; use format: readable for phone reveals",
      });
    }
  });
  return issues;
}
