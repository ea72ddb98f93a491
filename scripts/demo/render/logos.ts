/**
 * Logos as small SVG files: each demo dealer's own mark (emblem plus name) and neutral
 * wordmarks for the makes on a group's brands page (invented lettering, never a maker's logo).
 */
import { FONT, esc } from './text';

/** The emblem drawn left of a dealer's name. */
export type Emblem = 'wave' | 'stars' | 'crest' | 'sun';

/** What a dealer logo shows. */
export interface DealerLogo {
  name: string;
  tagline: string;
  emblem: Emblem;
  primary: string;
  accent: string;
  /** Text colour (light for dark-mode sites). */
  ink: string;
}

function emblem(kind: Emblem, primary: string, accent: string): string {
  switch (kind) {
    case 'wave':
      return `<circle cx="40" cy="40" r="36" fill="${primary}"/><path d="M10 46 C 22 34, 32 34, 40 44 S 58 54, 70 40 L 70 54 C 58 66, 48 60, 40 54 S 22 46, 10 58 Z" fill="#ffffff"/><path d="M14 34 C 24 26, 34 26, 40 33 S 56 40, 66 30" stroke="${accent}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    case 'stars': {
      const star = (cx: number, cy: number, r: number) =>
        `<path d="${Array.from({ length: 10 }, (_, i) => {
          const a = -Math.PI / 2 + (i * Math.PI) / 5;
          const rr = i % 2 === 0 ? r : r * 0.45;
          return `${i === 0 ? 'M' : 'L'}${(cx + Math.cos(a) * rr).toFixed(1)} ${(cy + Math.sin(a) * rr).toFixed(1)}`;
        }).join(' ')} Z" fill="${accent}"/>`;
      return `<circle cx="40" cy="40" r="36" fill="${primary}"/>${star(40, 18, 8)}${star(58, 38, 7)}${star(40, 62, 8)}${star(24, 40, 6)}${star(47, 45, 4)}`;
    }
    case 'crest':
      return `<path d="M40 4 L 72 16 L 68 50 C 64 64, 52 72, 40 76 C 28 72, 16 64, 12 50 L 8 16 Z" fill="${primary}" stroke="${accent}" stroke-width="3"/><text x="40" y="52" font-family="${FONT}" font-size="30" font-weight="700" fill="${accent}" text-anchor="middle">P</text>`;
    case 'sun':
      return `<circle cx="40" cy="40" r="36" fill="${primary}"/><circle cx="40" cy="34" r="14" fill="${accent}"/><path d="M6 52 L 26 40 L 38 48 L 52 36 L 74 52 L 74 60 C 60 74, 20 74, 6 60 Z" fill="#ffffff" opacity="0.92"/>`;
  }
}

/** A dealer's logo: emblem, name and tagline (about 320 × 80). */
export function dealerLogoSvg(logo: DealerLogo): string {
  const nameSize = 26;
  const width = Math.round(96 + Math.max(logo.name.length * nameSize * 0.62, logo.tagline.length * 12 * 0.62) + 8);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="80" viewBox="0 0 ${width} 80" role="img" aria-label="${esc(logo.name)}">
<title>${esc(logo.name)}</title>
${emblem(logo.emblem, logo.primary, logo.accent)}
<text x="92" y="40" font-family="${FONT}" font-size="${nameSize}" font-weight="700" fill="${logo.ink}">${esc(logo.name)}</text>
<text x="93" y="62" font-family="${FONT}" font-size="12" letter-spacing="2" fill="${logo.ink}" opacity="0.8">${esc(logo.tagline.toUpperCase())}</text>
</svg>
`;
}

/** A neutral wordmark for a make: its name in spaced capitals over a short rule. */
export function wordmarkSvg(name: string, ink = '#1f2937', rule = '#9ca3af'): string {
  const size = 24;
  const label = name.toUpperCase();
  const width = Math.round(label.length * size * 0.72 + 24);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="56" viewBox="0 0 ${width} 56" role="img" aria-label="${esc(name)}">
<title>${esc(name)}</title>
<text x="${width / 2}" y="32" font-family="${FONT}" font-size="${size}" font-weight="700" letter-spacing="3" fill="${ink}" text-anchor="middle">${esc(label)}</text>
<rect x="${width / 2 - 20}" y="42" width="40" height="3" rx="1.5" fill="${rule}"/>
</svg>
`;
}
