/** The bundled local fonts (latin subset, variable weight), by the theme's font name. */
import inter from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import montserrat from '@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2?url';
import openSans from '@fontsource-variable/open-sans/files/open-sans-latin-wght-normal.woff2?url';
import roboto from '@fontsource-variable/roboto/files/roboto-latin-wght-normal.woff2?url';

import { FONT_METRICS, type FontMetrics } from './font-metrics';

/** A bundled font: its metrics and the URL of its file. */
export type BundledFont = FontMetrics & { url: string };

export const FONTS: Record<string, BundledFont | undefined> = {
  system: undefined,
  inter: { ...FONT_METRICS.inter, url: inter },
  roboto: { ...FONT_METRICS.roboto, url: roboto },
  'open-sans': { ...FONT_METRICS['open-sans'], url: openSans },
  montserrat: { ...FONT_METRICS.montserrat, url: montserrat },
};

export const RADIUS: Record<string, string> = { none: '0', small: '0.375rem', medium: '0.75rem', large: '1.25rem' };
