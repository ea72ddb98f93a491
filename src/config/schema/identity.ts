/** Who the site belongs to: names, address on the web, time zone and dealer-group shape. */
import * as v from 'valibot';
import { described, httpUrl, maybe, text, toggle, withDefault } from './helpers';

/** Australian state and territory codes, lower case as the forms send them. */
export const STATES = ['qld', 'nsw', 'vic', 'act', 'tas', 'sa', 'wa', 'nt'] as const;

/** Identity fields sit at the top level of site.yaml. */
export const identityEntries = {
  /** Trading name shown in the header, titles and footer. */
  name: described(text, 'Trading name shown in the header, page titles and footer (required).'),
  /** Legal entity name for the footer and terms. */
  legalName: maybe(text, 'Legal entity name (e.g. Demo Motors Pty Ltd) for the footer and terms; defaults to name.'),
  /** Public address of the site, used for canonical URLs and the sitemap. */
  url: maybe(httpUrl, 'Public address of the site (https://…), used for canonical URLs, the sitemap and share links.'),
  /** The dealer's website id, used to hide offers that exclude this website. */
  websiteId: maybe(v.union([text, v.pipe(v.number(), v.integer())]), "The dealer's website id; offers whose excluded_website_ids contain it are hidden."),
  /** The one manufacturer a franchise site sells, or null for a multi-brand site. */
  manufacturer: withDefault(v.nullable(text), null, 'The single manufacturer a franchise site sells (e.g. Toyota), or null for a multi-brand site; offers then use /offers/{manufacturer}/{id}.'),
  /** A dealer group site (brands page, several dealerships). */
  dealerGroup: toggle(false, 'A dealer group site: brands page, dealership list, group links.'),
  /** IANA time zone for promotions, opening hours and the sales counter. */
  timeZone: withDefault(
    v.pipe(v.string(), v.check(isTimeZone, 'must be an IANA time zone such as Australia/Brisbane')),
    'Australia/Brisbane',
    'IANA time zone for promotion windows, opening hours and the sales counter.',
  ),
  /** Social and video links shown in the footer. */
  social: withDefault(
    v.strictObject({
      /** YouTube channel URL. */
      youtube: maybe(httpUrl, 'YouTube channel URL.'),
      /** Facebook page URL. */
      facebook: maybe(httpUrl, 'Facebook page URL.'),
      /** Instagram profile URL. */
      instagram: maybe(httpUrl, 'Instagram profile URL.'),
    }),
    {},
    'Social links for the footer.',
  ),
  /** State pre-selected in forms. */
  defaultFormState: withDefault(v.picklist(STATES), 'qld', 'State pre-selected in forms (lower case code).'),
};

/** True for a time zone name Intl knows (IANA), e.g. Australia/Brisbane. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
