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
  /** Link text. */
  label: described(text, 'Link text.'),
  /** Site path (/special-offers) or full URL. */
  href: described(href, 'Site path (/special-offers) or full URL.'),
  /** Logo image shown beside the link (mega-menu brand logos). */
  logo: maybe(text, 'Logo image shown beside the link (mega-menu brand logos).'),
  /** Open in a new tab. */
  external: toggle(false, 'Open in a new tab.'),
  /** Hide the link while this feature is off. */
  requires: maybe(v.picklist(LINK_REQUIREMENTS), 'Hide the link while this feature is off.'),
});

/** A top-level menu entry: a link, a dropdown of links or a mega-menu. */
export const menuItemSchema = v.strictObject({
  /** Menu text. */
  label: described(text, 'Menu text.'),
  /** Where the entry itself links (optional for dropdowns). */
  href: maybe(href, 'Where the entry itself links (optional for dropdowns).'),
  /** Links in the dropdown. */
  children: withDefault(v.array(menuLinkSchema), [], 'Links in the dropdown.'),
  /** Fill the dropdown from data: models, stock (all stock, car and item types), carTypes, brands or locations. */
  source: maybe(v.picklist(MENU_SOURCES), 'Fill the dropdown from data: models, stock (all stock, car and item types), carTypes, brands or locations.'),
  /** dropdown, or mega (wide panel with brand logos). */
  layout: withDefault(v.picklist(['dropdown', 'mega']), 'dropdown', 'dropdown, or mega (wide panel with brand logos).'),
  /** Hide the entry while this feature is off. */
  requires: maybe(v.picklist(LINK_REQUIREMENTS), 'Hide the entry while this feature is off.'),
});

/** A footer column. */
export const footerColumnSchema = v.strictObject({
  /** Column heading; omitted means the site name. */
  title: maybe(text, 'Column heading; omitted means the site name.'),
  /** Fill the column from data before its links: models, stock, carTypes (New/Demo/Used in stock, with the site's labels), brands or locations. */
  source: maybe(v.picklist(MENU_SOURCES), "Fill the column from data before its links: models, stock, carTypes (New/Demo/Used in stock, with the site's labels), brands or locations."),
  /** Links in the column. */
  links: withDefault(v.array(menuLinkSchema), [], 'Links in the column.'),
});

/** The standard feature banner tiles (spec 02 §2), worded by the site's messages. */
export const FEATURE_BANNER_PRESETS = ['offers', 'service', 'sell'] as const;

/** One feature banner tile: a standard one (preset) or the site's own. */
const featureBannerItemSchema = v.pipe(
  v.strictObject({
    /** A standard tile: offers (/special-offers), service (the service booking page, locationPages.serviceBookingHref) or sell (trade-in). */
    preset: maybe(
      v.picklist(FEATURE_BANNER_PRESETS),
      'A standard tile: offers (/special-offers), service (the service booking page, locationPages.serviceBookingHref) or sell (trade-in).',
    ),
    /** Tile heading; required without a preset, replaces the preset's. */
    title: maybe(text, "Tile heading; required without a preset, replaces the preset's."),
    /** Short line under the heading; replaces the preset's. */
    text: maybe(text, "Short line under the heading; replaces the preset's."),
    /** Where the tile links; required without a preset, replaces the preset's. */
    href: maybe(href, "Where the tile links; required without a preset, replaces the preset's."),
    /** Square picture shown at 48×48 px instead of the tile's icon, a site-root path such as /brand/service.svg. */
    image: maybe(text, "Square picture shown at 48×48 px instead of the tile's icon, a site-root path such as /brand/service.svg."),
  }),
  v.check((item) => Boolean(item.preset || (item.title && item.href)), 'needs a preset (offers, service or sell), or both a title and an href'),
);

/** One other dealership website in the brand banner. */
const brandSiteSchema = v.strictObject({
  /** Dealership name. */
  name: described(text, 'Dealership name.'),
  /** Website address. */
  url: described(href, 'Website address.'),
  /** Make it sells. */
  make: maybe(text, 'Make it sells.'),
  /** Dealership slug. */
  slug: maybe(text, 'Dealership slug.'),
  /** Logo image path or URL. */
  logo: maybe(text, 'Logo image path or URL.'),
  /** Hover / accessible title. */
  title: maybe(text, 'Hover / accessible title.'),
});

/** The `menus` block. */
export const menusSchema = v.strictObject({
  /** Header menu; leave out for the standard menu (Home, Vehicles, Offers, Our Stock, Trade In, Service, About Us). */
  header: withDefault(v.array(menuItemSchema), DEFAULT_HEADER, "Header menu; leave out for the standard menu (Home, Vehicles, Offers, Our Stock, Trade In, Service, About Us)."),
  /** Footer columns; leave out for Vehicles, Buyer Tools, Servicing and Parts and the dealer column. */
  footer: withDefault(v.array(footerColumnSchema), DEFAULT_FOOTER, 'Footer columns; leave out for Vehicles, Buyer Tools, Servicing and Parts and the dealer column.'),
  /** Announcement bar above the header. */
  announcement: configured(
    {
      /** Announcement text. */
      text: described(text, 'Announcement text.'),
      /** Link for the announcement. */
      href: maybe(href, 'Link for the announcement.'),
      /** Shoppers can close it. */
      dismissible: toggle(true, 'Shoppers can close it.'),
    },
    'Announcement bar above the header.',
  ),
  /** Feature banner tiles; leave out for the standard three (offers, service, sell); an empty list hides the banner. */
  featureBanner: withDefault(
    v.array(featureBannerItemSchema),
    DEFAULT_FEATURE_BANNER,
    'Feature banner tiles; leave out for the standard three (offers, service, sell); an empty list hides the banner.',
  ),
  /** Accepted payment logos shown in the footer and checkout. */
  paymentMethods: withDefault(
    v.array(v.picklist(PAYMENT_METHODS)),
    [...PAYMENT_METHODS],
    'Accepted payment logos shown in the footer and checkout.',
  ),
  /** Other dealership websites in the brand banner; empty hides it. */
  brandBanner: withDefault(v.array(brandSiteSchema), [], 'Other dealership websites in the brand banner; empty hides it.'),
});
