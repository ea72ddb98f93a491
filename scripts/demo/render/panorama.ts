/**
 * An interior panorama (2:1, equirectangular-style): forward (the dashboard) in the middle,
 * side glass to the left and right, the rear bench at both edges.
 */
import { mix } from './project';

/** A 2048 × 1024 interior panorama in the listing's trim colour. */
export function panoramaSvg(trim: string, paint: string): string {
  const w = 2048;
  const h = 1024;
  const windows = [
    { x: 700, w: 650 },
    { x: 330, w: 300 },
    { x: 1418, w: 300 },
    { x: 60, w: 200 },
    { x: 1788, w: 200 },
  ];
  const glass = windows
    .map(
      (win) =>
        `<rect x="${win.x}" y="300" width="${win.w}" height="230" rx="30" fill="url(#pano-sky)"/><path d="M${win.x} 470 C ${win.x + win.w * 0.3} 440, ${win.x + win.w * 0.7} 480, ${win.x + win.w} 455 V 530 H ${win.x} Z" fill="#7fa57f"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="pano-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#78b2e4"/><stop offset="1" stop-color="#e6f1fa"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="#2a2b2f"/>
<rect width="${w}" height="300" fill="#d8d5ce"/><rect y="0" width="${w}" height="60" fill="#c9c5bd"/>
<rect x="900" y="80" width="248" height="60" rx="20" fill="#bdb9b1"/>
${glass}
<rect x="0" y="530" width="${w}" height="494" fill="#1f2024"/>
<path d="M640 560 C 800 520, 1248 520, 1408 560 L 1408 760 L 640 760 Z" fill="#17181b"/>
<rect x="934" y="600" width="180" height="110" rx="12" fill="#14365e"/>
<rect x="740" y="580" width="120" height="28" rx="8" fill="${mix('#1f2024', paint, 0.4)}"/><rect x="1188" y="580" width="120" height="28" rx="8" fill="${mix('#1f2024', paint, 0.4)}"/>
<circle cx="1260" cy="720" r="110" fill="none" stroke="#111214" stroke-width="26"/><circle cx="1260" cy="720" r="30" fill="#2a2b2f"/>
<path d="M700 1024 C 700 820, 900 800, 940 840 L 960 1024 Z" fill="${trim}"/><path d="M1348 1024 C 1348 820, 1148 800, 1108 840 L 1088 1024 Z" fill="${trim}"/>
<path d="M0 700 C 140 660, 300 660, 420 700 L 440 1024 L 0 1024 Z" fill="${trim}"/><path d="M2048 700 C 1908 660, 1748 660, 1628 700 L 1608 1024 L 2048 1024 Z" fill="${trim}"/>
<path d="M0 760 C 140 730, 300 730, 420 760" stroke="${mix(trim, '#ffffff', 0.2)}" stroke-width="6" fill="none"/><path d="M2048 760 C 1908 730, 1748 730, 1628 760" stroke="${mix(trim, '#ffffff', 0.2)}" stroke-width="6" fill="none"/>
</svg>`;
}
