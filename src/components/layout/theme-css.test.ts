import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../config/load';
import { themeCss } from './theme-css';

const theme = loadSiteConfig('fixture-franchise', {
  sitesDir: join(import.meta.dirname, '../../../tests/fixtures/sites'),
}).theme;

describe('themeCss', () => {
  it('writes the brand colours and a readable text colour for each', () => {
    const css = themeCss(theme, true);
    expect(css).toContain(`--fc-primary:${theme.colors.primary};`);
    expect(css).toMatch(/--fc-primary-text:#[0-9a-f]{6};/i);
  });

  it('swaps the web font in when it is preloaded, keeps the fallback when it is not', () => {
    const withFont = { ...theme, font: 'open-sans' as const };
    expect(themeCss(withFont, true)).toContain('font-display:swap');
    expect(themeCss(withFont, false)).toContain('font-display:optional');
    expect(themeCss({ ...theme, font: 'system' as const }, true), 'no web font, no face').not.toContain('@font-face');
  });

  it('is worked out once per theme: every page of a site gets the same text', () => {
    expect(themeCss(theme, false)).toBe(themeCss(theme, false));
    expect(themeCss({ ...theme, colors: { ...theme.colors, primary: '#123456' } }, false)).toContain(
      '--fc-primary:#123456;',
    );
  });
});
