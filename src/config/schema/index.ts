/** The whole `sites/<slug>/site.yaml` schema, composed from one schema per area. */
import * as v from 'valibot';
import { accessSchema } from './access';
import { analyticsSchema } from './analytics';
import { searchBackendSchema } from './backend';
import { claimsSchema } from './claims';
import { featuresSchema } from './features';
import { feedSchema } from './feed';
import { financeSchema } from './finance';
import { formsSchema } from './forms';
import { described, withDefault } from './helpers';
import { identityEntries } from './identity';
import { imagesSchema } from './images';
import { labelsSchema } from './labels';
import { leadsSchema } from './leads';
import { dealershipsSchema, locationPagesSchema, locationsSchema } from './locations';
import { menusSchema } from './menus';
import { brandsSchema, offersSchema } from './offers';
import { phonesSchema } from './phones';
import { pricingSchema } from './pricing';
import { promotionsSchema } from './promotions';
import { searchSchema } from './search';
import { slotsSchema } from './slots';
import { stockSchema } from './stock';
import { themeSchema } from './theme';
import { viewerSchema } from './viewer';

/** The site file schema; parsing applies every default. */
export const siteConfigSchema = v.strictObject({
  ...identityEntries,
  /** Where the stock feed comes from (required). */
  feed: described(feedSchema, 'Where the stock feed comes from (required).'),
  /** Brand colours, logo, font, corner radius, dark mode. */
  theme: withDefault(themeSchema, {}, 'Brand colours, logo, font, corner radius, dark mode.'),
  /** Feature switches and button sets: true, false or an options object. */
  features: withDefault(featuresSchema, {}, 'Feature switches and button sets: true, false or an options object.'),
  /** Wording overrides by message key (see src/config/messages for the keys). */
  labels: withDefault(labelsSchema, {}, 'Wording overrides by message key (see src/config/messages for the keys).'),
  /** Search page: page size, sort options, filters, empty state. */
  search: withDefault(searchSchema, {}, 'Search page: page size, sort options, filters, empty state.'),
  /** Which cars of the feed are listed. */
  stock: withDefault(stockSchema, {}, 'Which cars of the feed are listed.'),
  /** Vehicle media viewer. */
  viewer: withDefault(viewerSchema, {}, 'Vehicle media viewer.'),
  /** Price display rules. */
  pricing: withDefault(pricingSchema, {}, 'Price display rules.'),
  /** Finance provider, calculator, estimates and budget search. */
  finance: withDefault(financeSchema, {}, 'Finance provider, calculator, estimates and budget search.'),
  /** Dealerships of the site (id, slug, name, rating, review count). */
  dealerships: withDefault(dealershipsSchema, [], 'Dealerships of the site (id, slug, name, rating, review count).'),
  /** Locations with address, phones and opening hours. */
  locations: withDefault(locationsSchema, [], 'Locations with address, phones and opening hours.'),
  /** Location page route and display. */
  locationPages: withDefault(locationPagesSchema, {}, 'Location page route and display.'),
  /** Phone numbers per car type. */
  phones: withDefault(phonesSchema, {}, 'Phone numbers per car type.'),
  /** Header, footer, announcement bar, feature and brand banners. */
  menus: withDefault(menusSchema, {}, 'Header, footer, announcement bar, feature and brand banners.'),
  /** Home slider and promotional tiles. */
  promotions: withDefault(promotionsSchema, {}, 'Home slider and promotional tiles.'),
  /** Special offers settings. */
  offers: withDefault(offersSchema, {}, 'Special offers settings.'),
  /** Group brands page. */
  brands: withDefault(brandsSchema, {}, 'Group brands page.'),
  /** Lead form rules. */
  forms: withDefault(formsSchema, {}, 'Lead form rules.'),
  /** Lead delivery (CRM webhook, ADF/XML email) and delivery prices. */
  leads: withDefault(leadsSchema, {}, 'Lead delivery (CRM webhook, ADF/XML email) and delivery prices.'),
  /** Image CDN and quality. */
  images: withDefault(imagesSchema, {}, 'Image CDN and quality.'),
  /** Search backend: embedded or typesense. */
  searchBackend: withDefault(searchBackendSchema, 'embedded', 'Search backend: embedded or typesense.'),
  /** Analytics trackers (public ids only). */
  analytics: withDefault(analyticsSchema, [], 'Analytics trackers (public ids only).'),
  /** Routes that need sign-in. */
  access: withDefault(accessSchema, {}, 'Routes that need sign-in.'),
  /** Guarantees, warranties and Why Buy From Us points, in the dealer's wording; none by default. */
  claims: withDefault(claimsSchema, {}, "Guarantees, warranties and Why Buy From Us points, in the dealer's wording; none by default."),
  /** Named blocks a site replaces with its own component. */
  slots: withDefault(slotsSchema, {}, 'Named blocks a site replaces with its own component.'),
});

/** The schema's output, before the post-parse normalisation in normalise.ts. */
export type ParsedSiteConfig = v.InferOutput<typeof siteConfigSchema>;
