import { describe, expect, it } from 'vitest';
import { fallbackFaces, FALLBACK_WEIGHTS, FONT_METRICS } from './font-metrics';

const faces = (css: string) => css.match(/@font-face\{[^}]*\}/g) ?? [];
const descriptor = (face: string, name: string) => new RegExp(`${name}:([^;}]+)`).exec(face)?.[1];

describe('fallbackFaces', () => {
  const css = fallbackFaces(FONT_METRICS['open-sans']);

  it('covers weights 1 to 1000 in one band per weight the pages use, without gaps or overlaps', () => {
    const bands = faces(css).map((f) => descriptor(f, 'font-weight')!.split(' ').map(Number) as [number, number]);
    expect(bands).toHaveLength(FALLBACK_WEIGHTS.length);
    expect(bands[0]![0]).toBe(1);
    expect(bands.at(-1)![1]).toBe(1000);
    bands.slice(1).forEach(([low], i) => expect(low).toBe(bands[i]![1] + 1));
    FALLBACK_WEIGHTS.forEach((w, i) => expect(w).toBeGreaterThanOrEqual(bands[i]![0]));
  });

  it('takes the system bold face from 600 up and the regular one below, each starting with Arial', () => {
    const sources = faces(css).map((f) => descriptor(f, 'src')!);
    expect(
      sources
        .slice(0, 2)
        .every(
          (s) =>
            s.startsWith('local("Arial"),') && s.includes('local("Liberation Sans")') && s.includes('local("Roboto")'),
        ),
    ).toBe(true);
    expect(
      sources
        .slice(2)
        .every((s) => s.startsWith('local("Arial Bold"),') && s.includes('local("Liberation Sans Bold")')),
    ).toBe(true);
  });

  it("stretches each band to the web font's width there and keeps the web font's ascent and descent", () => {
    const { ascent, descent, widths } = FONT_METRICS['open-sans'].metrics;
    faces(css).forEach((face, i) => {
      const size = widths[FALLBACK_WEIGHTS[i]!];
      expect(descriptor(face, 'size-adjust')).toBe(`${(size * 100).toFixed(2)}%`);
      expect(parseFloat(descriptor(face, 'ascent-override')!) / 100).toBeCloseTo(ascent / size, 4);
      expect(parseFloat(descriptor(face, 'descent-override')!) / 100).toBeCloseTo(descent / size, 4);
      expect(descriptor(face, 'line-gap-override')).toBe('0%');
      expect(descriptor(face, 'font-family')).toBe('"Open Sans Variable Fallback"');
    });
  });
});
