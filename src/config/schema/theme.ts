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
  primary: withDefault(hexColour, '#0b5cad', 'Main brand colour for buttons, links and active filters.'),
  primaryContrast: withDefault(
    hexColour,
    '#ffffff',
    'Text colour on primary backgrounds; must contrast at least 4.5:1 with primary.',
  ),
  accent: withDefault(hexColour, '#e4572e', 'Accent colour for badges, accent buttons and highlights.'),
  surface: withDefault(hexColour, '#ffffff', 'Card and panel background colour.'),
  background: withDefault(hexColour, '#f5f6f8', 'Page background colour.'),
  text: withDefault(hexColour, '#111827', 'Body text colour; must contrast at least 4.5:1 with surface.'),
});

const logo = v.strictObject({
  src: described(
    text,
    "Logo as served from the site root: a file under the site's public/ folder (public/brand/logo.svg is /brand/logo.svg).",
  ),
  dark: maybe(text, 'Logo variant used in dark mode, given the same way as src (e.g. /brand/logo-dark.svg).'),
  alt: maybe(text, 'Alternative text for the logo; defaults to the site name.'),
});

/** The `theme` block. */
export const themeSchema = v.strictObject({
  colors: withDefault(colours, {}, 'Brand colours as hex values.'),
  makeColors: withDefault(
    v.record(v.string(), hexColour),
    {},
    'Brand colour per make for brand pages and tiles, e.g. Toyota: "#eb0a1e".',
  ),
  logo: maybe(logo, 'Site logo; without it the site name is shown as text.'),
  font: withDefault(v.picklist(FONT_FAMILIES), 'system', 'Font family, one of the fonts bundled with the platform.'),
  radius: withDefault(v.picklist(RADII), 'medium', 'Corner radius of cards, inputs and buttons.'),
  darkMode: withDefault(
    v.picklist(DARK_MODES),
    'off',
    'Dark mode: off, on (always dark) or system (follow the shopper).',
  ),
});
