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
  feed: described(feedSchema, 'Where the stock feed comes from (required).'),
  theme: withDefault(themeSchema, {}, 'Brand colours, logo, font, corner radius, dark mode.'),
  features: withDefault(featuresSchema, {}, 'Feature switches and button sets: true, false or an options object.'),
  labels: withDefault(labelsSchema, {}, 'Wording overrides by message key (see src/config/messages for the keys).'),
  search: withDefault(searchSchema, {}, 'Search page: page size, sort options, filters, empty state.'),
  stock: withDefault(stockSchema, {}, 'Which cars of the feed are listed.'),
  viewer: withDefault(viewerSchema, {}, 'Vehicle media viewer.'),
  pricing: withDefault(pricingSchema, {}, 'Price display rules.'),
  finance: withDefault(financeSchema, {}, 'Finance provider, calculator, estimates and budget search.'),
  dealerships: withDefault(dealershipsSchema, [], 'Dealerships of the site (id, slug, name, rating, review count).'),
  locations: withDefault(locationsSchema, [], 'Locations with address, phones and opening hours.'),
  locationPages: withDefault(locationPagesSchema, {}, 'Location page route and display.'),
  phones: withDefault(phonesSchema, {}, 'Phone numbers per car type.'),
  menus: withDefault(menusSchema, {}, 'Header, footer, announcement bar, feature and brand banners.'),
  promotions: withDefault(promotionsSchema, {}, 'Home slider and promotional tiles.'),
  offers: withDefault(offersSchema, {}, 'Special offers settings.'),
  brands: withDefault(brandsSchema, {}, 'Group brands page.'),
  forms: withDefault(formsSchema, {}, 'Lead form rules.'),
  leads: withDefault(leadsSchema, {}, 'Lead delivery (CRM webhook, ADF/XML email) and delivery prices.'),
  images: withDefault(imagesSchema, {}, 'Image CDN and quality.'),
  searchBackend: withDefault(searchBackendSchema, 'embedded', 'Search backend: embedded or typesense.'),
  analytics: withDefault(analyticsSchema, [], 'Analytics trackers (public ids only).'),
  access: withDefault(accessSchema, {}, 'Routes that need sign-in.'),
  claims: withDefault(
    claimsSchema,
    {},
    "Guarantees, warranties and Why Buy From Us points, in the dealer's wording; none by default.",
  ),
  slots: withDefault(slotsSchema, {}, 'Named blocks a site replaces with its own component.'),
});

/** The schema's output, before the post-parse normalisation in normalise.ts. */
export type ParsedSiteConfig = v.InferOutput<typeof siteConfigSchema>;
