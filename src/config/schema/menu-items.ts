/** The menu entries a site's header and footer list (spec 02 §2); the standard menus (menu-defaults.ts) are made of them. */
import * as v from 'valibot';
import { described, href, maybe, text, toggle, withDefault } from './helpers';

/** Features a menu link can depend on: the link hides while the feature is off. */
export const LINK_REQUIREMENTS = ['blog', 'finance', 'tradeIn', 'brandPages', 'watchlist', 'reserve'] as const;
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
  source: maybe(
    v.picklist(MENU_SOURCES),
    'Fill the dropdown from data: models, stock (all stock, car and item types), carTypes, brands or locations.',
  ),
  layout: withDefault(v.picklist(['dropdown', 'mega']), 'dropdown', 'dropdown, or mega (wide panel with brand logos).'),
  requires: maybe(v.picklist(LINK_REQUIREMENTS), 'Hide the entry while this feature is off.'),
});

/** A footer column. */
export const footerColumnSchema = v.strictObject({
  title: maybe(text, 'Column heading; omitted means the site name.'),
  source: maybe(
    v.picklist(MENU_SOURCES),
    "Fill the column from data before its links: models, stock, carTypes (New/Demo/Used in stock, with the site's labels), brands or locations.",
  ),
  links: withDefault(v.array(menuLinkSchema), [], 'Links in the column.'),
});
