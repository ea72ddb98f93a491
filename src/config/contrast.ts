/** WCAG 2 contrast ratio between two hex colours, for the theme checks. */

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}

/** Contrast ratio (1 to 21) between two #rgb / #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Normal text needs at least 4.5:1 (WCAG AA). */
export const MIN_TEXT_CONTRAST = 4.5;

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function hex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** White or near-black, whichever reads better on `background`. */
export function readableOn(background: string): string {
  return contrastRatio('#ffffff', background) >= contrastRatio('#111111', background) ? '#ffffff' : '#111111';
}

/**
 * `colour` itself when it reaches `min` contrast on every one of `backgrounds`, else the colour
 * mixed towards black (on light backgrounds) or white (on dark ones) in small steps until it does:
 * the same hue, only as much darker or lighter as text needs, so a brand still looks like itself.
 */
export function textColourOn(colour: string, backgrounds: readonly string[], min = MIN_TEXT_CONTRAST): string {
  const worst = (c: string) => Math.min(...backgrounds.map((b) => contrastRatio(c, b)));
  if (worst(colour) >= min) return colour;
  const lightBackgrounds = backgrounds.every((b) => contrastRatio('#000000', b) >= contrastRatio('#ffffff', b));
  const target: [number, number, number] = lightBackgrounds ? [0, 0, 0] : [255, 255, 255];
  const from = rgb(colour);
  for (let step = 1; step <= 20; step++) {
    const t = step / 20;
    const mixed = hex(from.map((c, i) => c + (target[i]! - c) * t) as [number, number, number]);
    if (worst(mixed) >= min) return mixed;
  }
  return lightBackgrounds ? '#000000' : '#ffffff';
}
