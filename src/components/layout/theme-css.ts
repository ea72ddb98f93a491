/**
 * The site's brand tokens (colours, font, radius, dark palette) as the CSS of its theme element
 * (SiteTheme.astro). Text drawn in a brand colour (links, headings, eyebrows) and text on brand
 * backgrounds is given a readable variant computed from the theme (WCAG AA, 4.5:1), so any site's
 * colours pass while keeping their hue: brand backgrounds stay exactly as configured. The same on
 * every page of a site, so it is worked out once per theme and font choice.
 */
import type { SiteConfig } from '../../config';
import { contrastRatio, MIN_TEXT_CONTRAST, readableOn, textColourOn } from '../../config/contrast';
import { fallbackFaces } from './font-metrics';
import { FONTS, RADIUS } from './fonts';

const DARK_SURFACES = ['#0e1116', '#171b22'];
const made = new WeakMap<SiteConfig['theme'], Map<boolean, string>>();

/** The theme's CSS; `preloadFont` false sets the web font `font-display: optional` (no late swap). */
export function themeCss(theme: SiteConfig['theme'], preloadFont: boolean): string {
  let byPreload = made.get(theme);
  if (!byPreload) made.set(theme, (byPreload = new Map()));
  let css = byPreload.get(preloadFont);
  if (css === undefined) byPreload.set(preloadFont, (css = makeThemeCss(theme, preloadFont)));
  return css;
}

function makeThemeCss(theme: SiteConfig['theme'], preloadFont: boolean): string {
  const { colors, font, radius, darkMode } = theme;
  const bundled = FONTS[font];
  const family = bundled ? `"${bundled.family}", "${bundled.family} Fallback"` : 'system-ui';
  const lightSurfaces = [colors.background, colors.surface];
  const primaryContrast =
    contrastRatio(colors.primaryContrast, colors.primary) >= MIN_TEXT_CONTRAST
      ? colors.primaryContrast
      : readableOn(colors.primary);
  const light = `
  --fc-primary:${colors.primary};--fc-primary-contrast:${primaryContrast};
  --fc-accent:${colors.accent};--fc-accent-contrast:${readableOn(colors.accent)};
  --fc-primary-text:${textColourOn(colors.primary, lightSurfaces)};--fc-accent-text:${textColourOn(colors.accent, lightSurfaces)};
  --fc-surface:${colors.background};--fc-panel:${colors.surface};--fc-text:${colors.text};
  --fc-muted:color-mix(in oklab, ${colors.text} 68%, ${colors.background});
  --fc-border:color-mix(in oklab, ${colors.text} 14%, ${colors.background});
  --fc-link:${colors.primary};
  --fc-radius:${RADIUS[radius] ?? RADIUS.medium};--fc-font:${family};`;
  const dark = `
  --fc-surface:#0e1116;--fc-panel:#171b22;--fc-text:#eef1f5;--fc-muted:#a9b1bd;--fc-border:#2b313b;
  --fc-link:color-mix(in oklab, ${colors.primary} 45%, white);color-scheme:dark;
  --fc-primary-text:${textColourOn(colors.primary, DARK_SURFACES)};--fc-accent-text:${textColourOn(colors.accent, DARK_SURFACES)};
  --fc-ok-text:${textColourOn('#137333', DARK_SURFACES)};--fc-warn-text:${textColourOn('#b06000', DARK_SURFACES)};--fc-bad-text:${textColourOn('#b3261e', DARK_SURFACES)};`;
  return [
    bundled &&
      `@font-face{font-family:"${bundled.family}";src:url(${bundled.url}) format("woff2");font-weight:100 900;font-display:${preloadFont ? 'swap' : 'optional'};font-style:normal}` +
        fallbackFaces(bundled),
    `:root{${light}}`,
    darkMode === 'on' && `:root{${dark}}`,
    darkMode === 'system' && `@media (prefers-color-scheme: dark){:root{${dark}}}`,
  ]
    .filter(Boolean)
    .join('');
}
