/**
 * Backdrops for vehicle pictures: a bright showroom, an outdoor yard and a dark studio, each
 * tinted with the dealer's accent colour, plus the soft ground shadow.
 */

/** Backdrop styles. */
export type SceneKind = 'showroom' | 'outdoor' | 'studio';

/** SVG defs and background elements for a scene of the given size. */
export function sceneBackground(kind: SceneKind, w: number, h: number, accent: string): string {
  const horizon = Math.round(h * 0.6);
  if (kind === 'outdoor') {
    return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fb1e8"/><stop offset="1" stop-color="#e4f1fb"/></linearGradient>
<linearGradient id="gnd" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9a9ea3"/><stop offset="1" stop-color="#c7cacd"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<path d="M0 ${horizon - 40} C ${w * 0.2} ${horizon - 95}, ${w * 0.35} ${horizon - 20}, ${w * 0.55} ${horizon - 60} S ${w * 0.85} ${horizon - 90}, ${w} ${horizon - 45} L ${w} ${horizon} L 0 ${horizon} Z" fill="#8fae93"/>
<path d="M0 ${horizon - 15} C ${w * 0.3} ${horizon - 45}, ${w * 0.6} ${horizon}, ${w} ${horizon - 25} L ${w} ${horizon} L 0 ${horizon} Z" fill="#6f9475"/>
<rect x="0" y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#gnd)"/>
<rect x="0" y="${horizon}" width="${w}" height="4" fill="${accent}" opacity="0.35"/>
${[0.08, 0.3, 0.52, 0.74, 0.96].map((f) => `<path d="M${w * f} ${h} L ${w * (0.5 + (f - 0.5) * 0.45)} ${horizon + 6}" stroke="#e8e8e3" stroke-width="3" opacity="0.55"/>`).join('')}`;
  }
  if (kind === 'studio') {
    return `<defs><radialGradient id="glow" cx="0.5" cy="0.42" r="0.7"><stop offset="0" stop-color="#3b404a"/><stop offset="1" stop-color="#121419"/></radialGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#23262d"/><stop offset="1" stop-color="#0d0f12"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#glow)"/>
<rect x="0" y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#floor)"/>
<ellipse cx="${w / 2}" cy="${horizon + (h - horizon) * 0.45}" rx="${w * 0.45}" ry="${(h - horizon) * 0.4}" fill="${accent}" opacity="0.10"/>
<rect x="0" y="${horizon - 1}" width="${w}" height="2" fill="${accent}" opacity="0.6"/>`;
  }
  return `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f6f8"/><stop offset="1" stop-color="#dde2e7"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cdd2d8"/><stop offset="1" stop-color="#f1f3f5"/></linearGradient>
<radialGradient id="spot" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#wall)"/>
<rect x="0" y="${Math.round(h * 0.12)}" width="${w}" height="${Math.round(h * 0.025)}" fill="${accent}" opacity="0.8"/>
${[0.15, 0.38, 0.62, 0.85].map((f) => `<rect x="${w * f - 2}" y="${h * 0.17}" width="4" height="${horizon - h * 0.17}" fill="#cfd5dc"/>`).join('')}
<rect x="0" y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#floor)"/>
<ellipse cx="${w / 2}" cy="${horizon - h * 0.12}" rx="${w * 0.42}" ry="${h * 0.3}" fill="url(#spot)"/>`;
}

/** A soft elliptical shadow under a vehicle whose footprint spans the given screen box. */
export function groundShadow(box: [number, number, number, number], id = 'shadow'): string {
  const [x0, y0, x1, y1] = box;
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const rx = ((x1 - x0) / 2) * 1.08;
  const ry = Math.max(8, ((y1 - y0) / 2) * 1.15);
  return `<defs><radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="0.6" stop-color="#000" stop-opacity="0.3"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="url(#${id})"/>`;
}
