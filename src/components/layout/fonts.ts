/** The bundled local fonts (latin subset, variable weight), by the theme's font name. */
import inter from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import montserrat from '@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2?url';
import openSans from '@fontsource-variable/open-sans/files/open-sans-latin-wght-normal.woff2?url';
import roboto from '@fontsource-variable/roboto/files/roboto-latin-wght-normal.woff2?url';

export interface BundledFont {
  family: string;
  url: string;
  /** Metric overrides for the fallback face so swapping in the web font does not shift layout. */
  fallback: { sizeAdjust: string; ascent: string; descent: string };
}

export const FONTS: Record<string, BundledFont | undefined> = {
  system: undefined,
  inter: { family: 'Inter Variable', url: inter, fallback: { sizeAdjust: '107%', ascent: '90%', descent: '22.5%' } },
  roboto: { family: 'Roboto Variable', url: roboto, fallback: { sizeAdjust: '100.3%', ascent: '92.8%', descent: '24.4%' } },
  'open-sans': { family: 'Open Sans Variable', url: openSans, fallback: { sizeAdjust: '105.7%', ascent: '101.1%', descent: '27.7%' } },
  montserrat: { family: 'Montserrat Variable', url: montserrat, fallback: { sizeAdjust: '113%', ascent: '85.8%', descent: '22.2%' } },
};

export const RADIUS: Record<string, string> = { none: '0', small: '0.375rem', medium: '0.75rem', large: '1.25rem' };
