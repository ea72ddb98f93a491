/** Who the site belongs to: names, address on the web, time zone and dealer-group shape. */
import * as v from 'valibot';
import { described, httpUrl, maybe, text, toggle, withDefault } from './helpers';

/** Australian state and territory codes, lower case as the forms send them. */
export const STATES = ['qld', 'nsw', 'vic', 'act', 'tas', 'sa', 'wa', 'nt'] as const;

/** Identity fields sit at the top level of site.yaml. */
export const identityEntries = {
  name: described(text, 'Trading name shown in the header, page titles and footer (required).'),
  legalName: maybe(text, 'Legal entity name (e.g. Demo Motors Pty Ltd) for the footer and terms; defaults to name.'),
  url: maybe(httpUrl, 'Public address of the site (https://…), used for canonical URLs and the sitemap.'),
  websiteId: maybe(
    v.union([text, v.pipe(v.number(), v.integer())]),
    "The dealer's website id; offers whose excluded_website_ids contain it are hidden.",
  ),
  manufacturer: withDefault(
    v.nullable(text),
    null,
    'The single manufacturer a franchise site sells (e.g. Toyota), or null for a multi-brand site, whose offers use /offers/{manufacturer}/{id}.',
  ),
  dealerGroup: toggle(
    false,
    'Marks a dealer group site (several dealerships); nothing reads it yet: the brands page follows features.brandPages.',
  ),
  timeZone: withDefault(
    v.pipe(v.string(), v.check(isTimeZone, 'must be an IANA time zone such as Australia/Brisbane')),
    'Australia/Brisbane',
    'IANA time zone for promotion windows, and for the hours and lead times of a location whose own zone and state give none (the sales counter keeps Australia/Brisbane).',
  ),
  social: withDefault(
    v.strictObject({
      youtube: maybe(httpUrl, 'YouTube channel URL.'),
      facebook: maybe(httpUrl, 'Facebook page URL.'),
      instagram: maybe(httpUrl, 'Instagram profile URL.'),
    }),
    {},
    'Social links (YouTube, Facebook, Instagram); nothing shows them yet.',
  ),
  defaultFormState: withDefault(
    v.picklist(STATES),
    'qld',
    'State pre-selected as the registration state in the valuation form (lower case code).',
  ),
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
