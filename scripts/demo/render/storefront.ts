/**
 * A dealership building for location cards: glass showroom (or workshop doors for service),
 * a fascia in the dealer's colour with its name, a pylon sign and cars on the forecourt.
 */
import { mix } from './project';
import { vehicleLayer } from './shot';
import { FONT, esc, fitSize } from './text';
import type { ShapeKey } from './vehicles';

/** What one storefront shows. */
export interface StorefrontArt {
  name: string;
  primary: string;
  accent: string;
  service: boolean;
  cars: { shape: ShapeKey; paint: string }[];
}

/** A 960 × 640 storefront picture. */
export function storefrontSvg(art: StorefrontArt, w = 960, h = 640): string {
  const fascia = art.primary;
  const nameSize = fitSize(art.name, 560, 40);
  const panels = Array.from({ length: 7 }, (_, i) => {
    const x = 250 + i * 92;
    return art.service
      ? `<rect x="${x}" y="250" width="84" height="170" fill="#c9ccd0"/>${Array.from({ length: 9 }, (_, k) => `<rect x="${x}" y="${256 + k * 18}" width="84" height="3" fill="#a9adb2"/>`).join('')}`
      : `<rect x="${x}" y="250" width="84" height="170" fill="url(#glassp)"/>`;
  }).join('');
  const spots = [
    { x: 120, y: 360 },
    { x: 420, y: 380 },
  ];
  const cars = art.cars
    .slice(0, spots.length)
    .map((c, i) => vehicleLayer(c.shape, c.paint, { yaw: 30 + i * 20, pitch: 10 }, spots[i]!.x, spots[i]!.y, 420, 280))
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 960 640">
<defs><linearGradient id="ssky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5fa7e3"/><stop offset="1" stop-color="#dcecf8"/></linearGradient>
<linearGradient id="glassp" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#a9cbe6"/><stop offset="0.5" stop-color="#6f93b3"/><stop offset="1" stop-color="#3c5875"/></linearGradient></defs>
<rect width="960" height="640" fill="url(#ssky)"/>
<ellipse cx="160" cy="110" rx="90" ry="26" fill="#ffffff" opacity="0.7"/><ellipse cx="760" cy="80" rx="120" ry="30" fill="#ffffff" opacity="0.6"/>
<rect x="0" y="410" width="960" height="230" fill="#9b9fa4"/>
<rect x="230" y="160" width="680" height="270" fill="#eef0f2"/><rect x="230" y="160" width="680" height="80" fill="${fascia}"/>
<rect x="230" y="236" width="680" height="8" fill="${art.accent}"/>
<text x="570" y="${200 + nameSize * 0.36}" font-family="${FONT}" font-size="${nameSize}" font-weight="700" fill="#ffffff" text-anchor="middle">${esc(art.name)}</text>
${panels}
<rect x="60" y="120" width="110" height="300" fill="${mix(fascia, '#000000', 0.2)}"/><rect x="70" y="135" width="90" height="90" fill="#ffffff"/>
<circle cx="115" cy="180" r="32" fill="${fascia}"/><rect x="70" y="240" width="90" height="12" fill="${art.accent}"/>
<text x="115" y="300" font-family="${FONT}" font-size="22" font-weight="700" fill="#ffffff" text-anchor="middle">${art.service ? 'SERVICE' : 'SALES'}</text>
${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${20 + i * 160} 640 L ${60 + i * 150} 430" stroke="#e6e6e0" stroke-width="4" opacity="0.6"/>`).join('')}
${cars}
</svg>`;
}
