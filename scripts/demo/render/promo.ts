/**
 * Marketing pictures in a dealer's colours: offer tiles and brand banners with a headline drawn in
 * and a vehicle on the right; home slider pictures (1920 × 540, and 960 × 720 for phones) carry no
 * words at all: a slide's words are the page's own text (site.yaml), readable, translatable and
 * never cut off on a phone.
 */
import { mix } from './project';
import { type ShotView, vehicleLayer } from './shot';
import { FONT, esc, fitSize } from './text';
import type { ShapeKey } from './vehicles';

/** What one marketing picture shows, with no words. */
export interface PromoScene {
  shape: ShapeKey;
  paint: string;
  primary: string;
  accent: string;
  dark?: boolean;
}

/** What one offer or banner picture says and shows. */
export interface PromoArt extends PromoScene {
  headline: string;
  subline?: string;
  cta?: string;
}

/** The picture size of a slide for phones (4:3). */
export const PHONE_SLIDE = { width: 960, height: 720 } as const;

function backdrop(art: PromoScene, w: number, h: number): string {
  const base = art.dark ? '#101114' : art.primary;
  const deep = mix(base, '#000000', 0.45);
  return `<defs><linearGradient id="pbg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="${deep}"/></linearGradient>
<linearGradient id="pfloor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#pbg)"/>`;
}

/**
 * A home slide picture without words: wide (the vehicle on the right, the left side calm for the
 * page's text over it) or for phones (the vehicle in the upper part, the foot calm for the text).
 */
export function slideSvg(art: PromoScene, w: number, h: number): string {
  const view: ShotView = { yaw: 32, pitch: 10 };
  const phone = w / h < 2;
  const car = phone
    ? vehicleLayer(art.shape, art.paint, view, w * 0.08, -h * 0.02, w * 0.84, h * 0.66)
    : vehicleLayer(art.shape, art.paint, view, w * 0.48, h * 0.02, w * 0.5, h * 1.05);
  const stripe = phone
    ? `<path d="M0 ${h * 0.62} L ${w} ${h * 0.5} L ${w} ${h * 0.54} L 0 ${h * 0.66} Z" fill="${art.accent}" opacity="0.9"/>`
    : `<path d="M${w * 0.46} ${h} L ${w * 0.5} 0 L ${w * 0.53} 0 L ${w * 0.49} ${h} Z" fill="${art.accent}" opacity="0.9"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
${backdrop(art, w, h)}
${stripe}
${car}
</svg>`;
}

/** An offer tile or banner of any size: text on the left, the vehicle on the right. */
export function promoSvg(art: PromoArt, w: number, h: number): string {
  const textCol = '#ffffff';
  const left = Math.round(w * 0.06);
  const textWidth = w * 0.46;
  const hSize = fitSize(art.headline, textWidth, Math.round(h * 0.15));
  const sSize = Math.round(hSize * 0.42);
  const view: ShotView = { yaw: 32, pitch: 10 };
  const carW = Math.round(w * 0.5);
  const cta = art.cta
    ? `<rect x="${left}" y="${Math.round(h * 0.7)}" width="${Math.round(art.cta.length * sSize * 0.62 + sSize * 2)}" height="${Math.round(sSize * 2.1)}" rx="${Math.round(sSize)}" fill="${art.accent}"/>
<text x="${left + sSize}" y="${Math.round(h * 0.7 + sSize * 1.42)}" font-family="${FONT}" font-size="${sSize}" font-weight="700" fill="#ffffff">${esc(art.cta)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
${backdrop(art, w, h)}
<path d="M${w * 0.5} ${h} L ${w * 0.62} 0 L ${w} 0 L ${w} ${h} Z" fill="#ffffff" opacity="0.07"/>
<path d="M${w * 0.46} ${h} L ${w * 0.5} 0 L ${w * 0.53} 0 L ${w * 0.49} ${h} Z" fill="${art.accent}" opacity="0.9"/>
<rect x="${w * 0.5}" y="${h * 0.72}" width="${w * 0.5}" height="${h * 0.28}" fill="url(#pfloor)"/>
${vehicleLayer(art.shape, art.paint, view, w - carW - w * 0.02, h * 0.02, carW, h * 1.05)}
<text x="${left}" y="${Math.round(h * 0.38)}" font-family="${FONT}" font-size="${hSize}" font-weight="700" fill="${textCol}">${esc(art.headline)}</text>
${art.subline ? `<text x="${left}" y="${Math.round(h * 0.38 + hSize * 1.05)}" font-family="${FONT}" font-size="${sSize}" fill="${textCol}" opacity="0.92">${esc(art.subline)}</text>` : ''}
${cta}
</svg>`;
}
