/** Look of the site: brand colours, logo, font, corner radius and dark mode. */
import * as v from 'valibot';
import { described, hexColour, maybe, text, withDefault } from './helpers';

/** Font families bundled with the platform (served locally, never from a font CDN). */
export const FONT_FAMILIES = ['system', 'inter', 'roboto', 'open-sans', 'montserrat'] as const;
/** Corner radius steps. */
export const RADII = ['none', 'small', 'medium', 'large'] as const;
/** Dark mode: never, always, or follow the shopper's system setting. */
export const DARK_MODES = ['off', 'on', 'system'] as const;

const colours = v.strictObject({
  /** Main brand colour: buttons, links, active filters. */
  primary: withDefault(hexColour, '#0b5cad', 'Main brand colour for buttons, links and active filters.'),
  /** Text colour on top of the primary colour. */
  primaryContrast: withDefault(hexColour, '#ffffff', 'Text colour on primary backgrounds; must contrast at least 4.5:1 with primary.'),
  /** Secondary highlight colour: badges, sale tags. */
  accent: withDefault(hexColour, '#e4572e', 'Accent colour for badges and highlights.'),
  /** Card and panel colour. */
  surface: withDefault(hexColour, '#ffffff', 'Card and panel background colour.'),
  /** Page background colour. */
  background: withDefault(hexColour, '#f5f6f8', 'Page background colour.'),
  /** Body text colour. */
  text: withDefault(hexColour, '#111827', 'Body text colour; must contrast at least 4.5:1 with surface.'),
});

const logo = v.strictObject({
  /** Logo as served from the site root: a file under the site's public/ folder (public/brand/logo.svg is /brand/logo.svg). */
  src: described(text, "Logo as served from the site root: a file under the site's public/ folder (public/brand/logo.svg is /brand/logo.svg)."),
  /** Logo variant for dark mode, given the same way as src (e.g. /brand/logo-dark.svg). */
  dark: maybe(text, 'Logo variant used in dark mode, given the same way as src (e.g. /brand/logo-dark.svg).'),
  /** Alternative text; defaults to the site name. */
  alt: maybe(text, 'Alternative text for the logo; defaults to the site name.'),
});

/** The `theme` block. */
export const themeSchema = v.strictObject({
  /** Brand colours. */
  colors: withDefault(colours, {}, 'Brand colours as hex values.'),
  /** Brand colours of makes (brand pages, make tiles). */
  makeColors: withDefault(v.record(v.string(), hexColour), {}, 'Brand colour per make for brand pages and tiles, e.g. Toyota: "#eb0a1e".'),
  /** Site logo; without it the name is shown as text. */
  logo: maybe(logo, 'Site logo; without it the site name is shown as text.'),
  /** Font family from the bundled local fonts. */
  font: withDefault(v.picklist(FONT_FAMILIES), 'system', 'Font family, one of the fonts bundled with the platform.'),
  /** Corner radius of cards and buttons. */
  radius: withDefault(v.picklist(RADII), 'medium', 'Corner radius of cards, inputs and buttons.'),
  /** Dark mode: off, on or follow the system setting. */
  darkMode: withDefault(v.picklist(DARK_MODES), 'off', 'Dark mode: off, on (always dark) or system (follow the shopper).'),
});
