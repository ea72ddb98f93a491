/**
 * The fallback faces stand in for each bundled web font at its width (src/components/layout/font-metrics.ts):
 * lines set in the fallback are within 2.5% of the same lines in the web font at every weight the
 * pages use, so the swap rewraps nothing. Needs a face with Arial's widths on the machine (Arial,
 * Helvetica, Liberation Sans or Arimo; npm test installs fonts-liberation, scripts/test-setup.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { fallbackFaces, FALLBACK_WEIGHTS, FONT_METRICS } from '../../src/components/layout/font-metrics';

const NODE_MODULES = join(import.meta.dirname, '../../node_modules');
const SAMPLES = [
  '2021 Toyota LandCruiser 300 GR Sport 3.3L Diesel',
  'Drive away $124,990 · Enquire Now · Book a Test Drive',
  'Estimated repayments from $189 per week at 7.49% p.a.',
];

for (const [name, font] of Object.entries(FONT_METRICS)) {
  test(`the ${name} fallback sets text within 2.5% of the web font's width at every weight @phone`, async ({
    page,
  }) => {
    await page.route('http://fonts.test/**', (route) =>
      route.fulfill({
        contentType: new URL(route.request().url()).pathname === '/' ? 'text/html' : 'font/woff2',
        body:
          new URL(route.request().url()).pathname === '/'
            ? '<!doctype html><title>fonts</title>'
            : readFileSync(join(NODE_MODULES, font.file)),
      }),
    );
    await page.goto('http://fonts.test/');
    const result = await page.evaluate(
      async ({ faces, family, weights, samples }) => {
        const style = document.createElement('style');
        style.textContent = faces;
        document.head.append(style);
        const web = new FontFace(family, 'url(/font.woff2)', { weight: '100 900' });
        document.fonts.add(await web.load());
        const loaded = await Promise.all(
          weights.map((w) => document.fonts.load(`${w} 20px "${family} Fallback"`, 'a').then((faces) => faces.length)),
        );
        const canvas = document.createElement('canvas').getContext('2d')!;
        const width = (face: string, weight: number) =>
          samples.reduce((sum, text) => {
            canvas.font = `${weight} 40px "${face}"`;
            return sum + canvas.measureText(text).width;
          }, 0);
        return { loaded, ratios: weights.map((w) => width(`${family} Fallback`, w) / width(family, w)) };
      },
      { faces: fallbackFaces(font), family: font.family, weights: [...FALLBACK_WEIGHTS], samples: SAMPLES },
    );
    FALLBACK_WEIGHTS.forEach((weight, i) => {
      expect(result.loaded[i], `${name} ${weight}: no local face with Arial's widths for this weight band`).toBe(1);
      expect(
        Math.abs(result.ratios[i]! - 1),
        `${name} ${weight}: fallback/web width ${result.ratios[i]!.toFixed(3)}`,
      ).toBeLessThan(0.025);
    });
  });
}
