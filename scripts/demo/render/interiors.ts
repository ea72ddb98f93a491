/**
 * Interior pictures drawn flat in 2D: a right-hand-drive car cockpit, a motorcycle's view over
 * the bars, and a caravan's living area, in the trim colour of the listing.
 */
import { mix } from './project';

/** Trim colours by the interior colour words a listing uses. */
export function trimHex(interior: string): string {
  const t = interior.toLowerCase();
  if (t.includes('tan') || t.includes('saddle')) return '#9c6b43';
  if (t.includes('red')) return '#7d2224';
  if (t.includes('grey') || t.includes('gray')) return '#5d6269';
  if (t.includes('cream') || t.includes('beige')) return '#cbbd9f';
  return '#232428';
}

const sky = (w: number, h: number) =>
  `<defs><linearGradient id="isky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb7e6"/><stop offset="1" stop-color="#e8f2fa"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#isky)"/>`;

/** A cockpit seen from the back seat: wheel on the right, touchscreen in the middle. */
export function carInteriorSvg(trim: string, paint: string, w = 960, h = 640): string {
  const dash = '#1f2024';
  const seat = trim;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 960 640">${sky(960, 640)}
<path d="M0 300 C 200 270, 420 285, 560 262 S 860 250, 960 275 L 960 380 L 0 380 Z" fill="#7fa57f"/>
<rect x="0" y="330" width="960" height="60" fill="#8b8f93"/>
<path d="M0 0 H960 V70 C 700 40, 260 40, 0 70 Z" fill="#d9d6cf"/>
<path d="M0 60 L 120 60 L 40 330 L 0 340 Z" fill="#2a2b2f"/><path d="M960 60 L 840 60 L 920 330 L 960 340 Z" fill="#2a2b2f"/>
<rect x="440" y="58" width="80" height="34" rx="8" fill="#2c2d31"/>
<path d="M0 360 C 160 330, 800 330, 960 360 L 960 640 L 0 640 Z" fill="${dash}"/>
<path d="M0 372 C 180 346, 780 346, 960 372 L 960 392 C 780 368, 180 368, 0 392 Z" fill="${mix(dash, paint, 0.35)}"/>
<rect x="560" y="382" width="220" height="70" rx="14" fill="#0f1013"/>
<circle cx="620" cy="417" r="24" fill="#1c2a3b" stroke="#3c8ee0" stroke-width="3"/><circle cx="720" cy="417" r="24" fill="#1c2a3b" stroke="#3c8ee0" stroke-width="3"/>
<rect x="360" y="370" width="200" height="120" rx="12" fill="#0c0d10"/><rect x="370" y="380" width="180" height="100" rx="6" fill="#14365e"/>
<rect x="382" y="392" width="70" height="36" rx="4" fill="#2d6db3"/><rect x="462" y="392" width="76" height="36" rx="4" fill="#3d8e6a"/><rect x="382" y="436" width="156" height="32" rx="4" fill="#1f4c80"/>
<rect x="230" y="400" width="90" height="26" rx="6" fill="#303237"/><rect x="800" y="400" width="90" height="26" rx="6" fill="#303237"/>
<path d="M380 520 L 540 520 L 580 640 L 340 640 Z" fill="#26272b"/><rect x="440" y="540" width="40" height="60" rx="10" fill="#4a4d53"/>
<circle cx="670" cy="520" r="138" fill="none" stroke="#16171a" stroke-width="30"/>
<path d="M540 540 Q 670 500 800 540 L 800 560 Q 670 522 540 560 Z" fill="#16171a"/><rect x="655" y="520" width="30" height="120" fill="#16171a"/>
<circle cx="670" cy="530" r="40" fill="#222328"/><circle cx="670" cy="530" r="14" fill="#9aa0a8"/>
<path d="M0 470 C 40 440, 150 440, 200 480 L 230 640 L 0 640 Z" fill="${seat}"/><path d="M960 470 C 920 440, 810 440, 760 480 L 730 640 L 960 640 Z" fill="${seat}"/>
<path d="M20 500 C 60 480, 130 480, 170 510 L 185 640 L 20 640 Z" fill="${mix(seat, '#ffffff', 0.12)}"/><path d="M940 500 C 900 480, 830 480, 790 510 L 775 640 L 940 640 Z" fill="${mix(seat, '#ffffff', 0.12)}"/>
</svg>`;
}

/** The rider's view: bars, a colour TFT dash, the tank in the bike's paint and the road ahead. */
export function bikeCockpitSvg(paint: string, w = 960, h = 640): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 960 640">${sky(960, 640)}
<path d="M0 280 C 240 240, 520 270, 960 250 L 960 360 L 0 360 Z" fill="#86a982"/>
<path d="M0 330 L 960 330 L 960 640 L 0 640 Z" fill="#8d9196"/><path d="M430 330 L 530 330 L 900 640 L 60 640 Z" fill="#5f6368"/>
<path d="M476 340 L 484 340 L 500 400 L 460 400 Z" fill="#f2f2ea"/><path d="M470 430 L 490 430 L 510 520 L 450 520 Z" fill="#f2f2ea"/>
<path d="M100 360 L 860 360 L 880 390 L 80 390 Z" fill="#1b1c1f"/>
<rect x="40" y="350" width="120" height="40" rx="18" fill="#2b2c30"/><rect x="800" y="350" width="120" height="40" rx="18" fill="#2b2c30"/>
<rect x="360" y="300" width="240" height="130" rx="18" fill="#0d0e11"/><rect x="376" y="314" width="208" height="102" rx="10" fill="#10263f"/>
<path d="M400 390 A 80 80 0 0 1 560 390" fill="none" stroke="#f08a24" stroke-width="10"/><text x="480" y="382" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" font-weight="700" fill="#ffffff" text-anchor="middle">62</text>
<path d="M250 640 C 270 470, 690 470, 710 640 Z" fill="${paint}"/><path d="M330 640 C 350 520, 610 520, 630 640 Z" fill="${mix(paint, '#ffffff', 0.18)}"/>
<rect x="455" y="520" width="50" height="28" rx="8" fill="#1b1c1f"/>
</svg>`;
}

/** A caravan's living area: bed at the back, kitchen bench, dinette in the trim colour. */
export function caravanInteriorSvg(trim: string, w = 960, h = 640): string {
  const wall = '#efe9dd';
  const wood = '#b88a5a';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 960 640">
<rect width="960" height="640" fill="${wall}"/><path d="M0 0 H960 L 860 70 H100 Z" fill="#f7f4ee"/>
<path d="M0 640 L 120 470 H 840 L 960 640 Z" fill="#a57f57"/>
${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${120 + i * 120} 470 L ${40 + i * 176} 640" stroke="#8f6d49" stroke-width="3"/>`).join('')}
<rect x="100" y="70" width="760" height="80" fill="${wood}"/>${[0, 1, 2, 3].map((i) => `<rect x="${110 + i * 188}" y="78" width="178" height="64" rx="4" fill="#c79c6c"/>`).join('')}
<rect x="330" y="180" width="300" height="130" rx="10" fill="#2b3440"/><rect x="338" y="188" width="284" height="114" rx="6" fill="#9ccbe8"/>
<path d="M338 260 C 420 240, 520 250, 622 236 V302 H338 Z" fill="#8fb08a"/>
<rect x="300" y="300" width="360" height="170" fill="#f3f1ec"/><rect x="300" y="300" width="360" height="40" fill="${trim}"/>
<rect x="330" y="330" width="140" height="70" rx="14" fill="#ffffff" stroke="#e0ddd5"/><rect x="490" y="330" width="140" height="70" rx="14" fill="#ffffff" stroke="#e0ddd5"/>
<path d="M0 160 L 120 180 L 120 470 L 0 560 Z" fill="${wood}"/><path d="M0 330 L 120 320 L 120 350 L 0 365 Z" fill="#d8d4ca"/>
<circle cx="50" cy="335" r="14" fill="#9aa0a6"/><circle cx="90" cy="328" r="10" fill="#2a2b2e"/>
<path d="M960 160 L 840 180 L 840 470 L 960 560 Z" fill="${wood}"/><path d="M960 360 L 840 350 L 840 420 L 960 440 Z" fill="${trim}"/>
<path d="M960 300 L 840 290 L 840 350 L 960 360 Z" fill="${trim}" opacity="0.85"/><rect x="700" y="430" width="120" height="14" fill="#d8d4ca"/>
</svg>`;
}
