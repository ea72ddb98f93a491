/**
 * The bundled fonts' metrics and their metric-matched fallback faces: pure, so tests can set text
 * in both and compare (tests/e2e/font-fallback.spec.ts). The files themselves are in fonts.ts.
 */

/** The weights the pages use (normal, medium, semibold, bold, extrabold). */
export const FALLBACK_WEIGHTS = [400, 500, 600, 700, 800] as const;
type Weight = (typeof FALLBACK_WEIGHTS)[number];

export interface FontMetrics {
  family: string;
  /** The font file inside node_modules (fonts.ts imports the same file for the build). */
  file: string;
  /**
   * The font's ascent and descent as a share of its em (hhea), and its width at each weight as a
   * share of Arial's at that weight (regular below 600, bold from 600), measured in Chromium over
   * vehicle titles, prices, buttons and a pangram against Liberation Sans (Arial's widths).
   */
  metrics: { ascent: number; descent: number; widths: Record<Weight, number> };
}

export const FONT_METRICS = {
  inter: {
    family: 'Inter Variable',
    file: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    metrics: {
      ascent: 1984 / 2048,
      descent: 494 / 2048,
      widths: { 400: 1.065, 500: 1.074, 600: 1.022, 700: 1.031, 800: 1.041 },
    },
  },
  roboto: {
    family: 'Roboto Variable',
    file: '@fontsource-variable/roboto/files/roboto-latin-wght-normal.woff2',
    metrics: {
      ascent: 1900 / 2048,
      descent: 500 / 2048,
      widths: { 400: 0.983, 500: 0.993, 600: 0.941, 700: 0.945, 800: 0.949 },
    },
  },
  'open-sans': {
    family: 'Open Sans Variable',
    file: '@fontsource-variable/open-sans/files/open-sans-latin-wght-normal.woff2',
    metrics: {
      ascent: 2189 / 2048,
      descent: 600 / 2048,
      widths: { 400: 1.028, 500: 1.044, 600: 1, 700: 1.029, 800: 1.062 },
    },
  },
  montserrat: {
    family: 'Montserrat Variable',
    file: '@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2',
    metrics: {
      ascent: 968 / 1000,
      descent: 251 / 1000,
      widths: { 400: 1.097, 500: 1.114, 600: 1.07, 700: 1.09, 800: 1.112 },
    },
  },
} satisfies Record<string, FontMetrics>;

/**
 * Arial where it is installed (Windows, macOS), then the faces with Arial's widths elsewhere
 * (Helvetica on iOS, Liberation Sans/Arimo on Linux), then Roboto on Android (within 2% of Arial's
 * regular width). Arial alone is missing on Linux and Android, where the browser's default sans is
 * up to a fifth wider: text rewrapped when the web font arrived.
 */
const SOURCES = {
  regular: ['Arial', 'ArialMT', 'Helvetica', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Roboto', 'Roboto-Regular'],
  bold: [
    'Arial Bold',
    'Arial-BoldMT',
    'Helvetica Bold',
    'Helvetica-Bold',
    'Liberation Sans Bold',
    'LiberationSans-Bold',
    'Arimo Bold',
    'Arimo-Bold',
    'Roboto Bold',
    'Roboto-Bold',
  ],
};

const percent = (share: number) => `${(share * 100).toFixed(2)}%`;

/**
 * The metric-matched fallback faces of `font`, one per weight band: the web font swaps in without
 * moving anything, since each band's face is stretched to the web font's width at that weight and
 * given its ascent and descent. Chromium would fake bold from a regular face without widening it,
 * so the bold bands use the system's bold face.
 */
export function fallbackFaces(font: FontMetrics): string {
  const { ascent, descent, widths } = font.metrics;
  return FALLBACK_WEIGHTS.map((weight, i) => {
    const low = i === 0 ? 1 : weight - 49;
    const high = i === FALLBACK_WEIGHTS.length - 1 ? 1000 : weight + 50;
    const src = (weight >= 600 ? SOURCES.bold : SOURCES.regular).map((name) => `local("${name}")`).join(',');
    const size = widths[weight];
    return `@font-face{font-family:"${font.family} Fallback";src:${src};font-weight:${low} ${high};size-adjust:${percent(size)};ascent-override:${percent(ascent / size)};descent-override:${percent(descent / size)};line-gap-override:0%}`;
  }).join('');
}
