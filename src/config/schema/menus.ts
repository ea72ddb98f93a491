/** Header and footer navigation, announcement bar, feature banner and brand banner (spec 02 §2). */
import * as v from 'valibot';
import { configured, described, href, maybe, text, toggle, withDefault } from './helpers';
import { DEFAULT_FEATURE_BANNER, DEFAULT_FOOTER, DEFAULT_HEADER } from './menuDefaults';

/** Features a menu link can depend on: the link hides while the feature is off. */
export const LINK_REQUIREMENTS = ['blog', 'finance', 'tradeIn', 'brandPages', 'watchlist', 'reserve'] as const;
/** Payment methods the platform has logos for. */
export const PAYMENT_METHODS = ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'] as const;
/** Dropdowns the platform fills from data: models, stock (all stock, car and item types), carTypes (New/Demo/Used in stock), brands, locations. */
export const MENU_SOURCES = ['models', 'stock', 'carTypes', 'brands', 'locations'] as const;

/** A plain link. */
export const menuLinkSchema = v.strictObject({
  label: described(text, 'Link text.'),
  href: described(href, 'Site path (/special-offers) or full URL.'),
  logo: maybe(text, 'Logo image shown beside the link (mega-menu brand logos).'),
  external: toggle(false, 'Open in a new tab.'),
  requires: maybe(v.picklist(LINK_REQUIREMENTS), 'Hide the link while this feature is off.'),
});

/** A top-level menu entry: a link, a dropdown of links or a mega-menu. */
export const menuItemSchema = v.strictObject({
  label: described(text, 'Menu text.'),
  href: maybe(href, 'Where the entry itself links (optional for dropdowns).'),
  children: withDefault(v.array(menuLinkSchema), [], 'Links in the dropdown.'),
  source: maybe(v.picklist(MENU_SOURCES), 'Fill the dropdown from data: models, stock (all stock, car and item types), carTypes, brands or locations.'),
  layout: withDefault(v.picklist(['dropdown', 'mega']), 'dropdown', 'dropdown, or mega (wide panel with brand logos).'),
  requires: maybe(v.picklist(LINK_REQUIREMENTS), 'Hide the entry while this feature is off.'),
});

/** A footer column. */
export const footerColumnSchema = v.strictObject({
  title: maybe(text, 'Column heading; omitted means the site name.'),
  source: maybe(v.picklist(MENU_SOURCES), "Fill the column from data before its links: models, stock, carTypes (New/Demo/Used in stock, with the site's labels), brands or locations."),
  links: withDefault(v.array(menuLinkSchema), [], 'Links in the column.'),
});

/** The standard feature banner tiles (spec 02 §2), worded by the site's messages. */
export const FEATURE_BANNER_PRESETS = ['offers', 'service', 'sell'] as const;

/** One feature banner tile: a standard one (preset) or the site's own. */
const featureBannerItemSchema = v.pipe(
  v.strictObject({
    preset: maybe(
      v.picklist(FEATURE_BANNER_PRESETS),
      'A standard tile: offers (/special-offers), service (the service booking page, locationPages.serviceBookingHref) or sell (trade-in).',
    ),
    title: maybe(text, "Tile heading; required without a preset, replaces the preset's."),
    text: maybe(text, "Short line under the heading; replaces the preset's."),
    href: maybe(href, "Where the tile links; required without a preset, replaces the preset's."),
    image: maybe(text, "Square picture shown at 48×48 px instead of the tile's icon, a site-root path such as /brand/service.svg."),
  }),
  v.check((item) => Boolean(item.preset || (item.title && item.href)), 'needs a preset (offers, service or sell), or both a title and an href'),
);

/** One other dealership website in the brand banner. */
const brandSiteSchema = v.strictObject({
  name: described(text, 'Dealership name.'),
  url: described(href, 'Website address.'),
  make: maybe(text, 'Make it sells.'),
  slug: maybe(text, 'Dealership slug.'),
  logo: maybe(text, 'Logo image path or URL.'),
  title: maybe(text, 'Hover / accessible title.'),
});

/** The `menus` block. */
export const menusSchema = v.strictObject({
  header: withDefault(v.array(menuItemSchema), DEFAULT_HEADER, "Header menu; leave out for the standard menu (Home, Vehicles, Offers, Our Stock, Trade In, Service, About Us)."),
  footer: withDefault(v.array(footerColumnSchema), DEFAULT_FOOTER, 'Footer columns; leave out for Vehicles, Buyer Tools, Servicing and Parts and the dealer column.'),
  announcement: configured(
    {
      text: described(text, 'Announcement text.'),
      href: maybe(href, 'Link for the announcement.'),
      dismissible: toggle(true, 'Shoppers can close it.'),
    },
    'Announcement bar above the header.',
  ),
  featureBanner: withDefault(
    v.array(featureBannerItemSchema),
    DEFAULT_FEATURE_BANNER,
    'Feature banner tiles; leave out for the standard three (offers, service, sell); an empty list hides the banner.',
  ),
  paymentMethods: withDefault(
    v.array(v.picklist(PAYMENT_METHODS)),
    [...PAYMENT_METHODS],
    'Accepted payment logos shown in the footer and checkout.',
  ),
  brandBanner: withDefault(v.array(brandSiteSchema), [], 'Other dealership websites in the brand banner; empty hides it.'),
});
