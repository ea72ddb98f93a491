/**
 * Shared vehicle parts: wheels with spoked rims, arch-cut sills, side windows and side decals.
 */
import {
  type Face,
  type Material,
  type Vec2,
  type Vec3,
  clipX,
  cylinderZ,
  faceNormal,
  inset,
  lift,
  ring,
  translate,
} from './geometry';

/** A wheel (tyre plus rim and hub decals) on the given side (+1 right, −1 left). */
export function wheel(
  x: number,
  r: number,
  width: number,
  outerZ: number,
  side: 1 | -1,
  spokes = 5,
  rimColor?: string,
): Face[] {
  const zOut = outerZ * side;
  const zIn = (outerZ - width) * side;
  const faces = cylinderZ(x, r, r, zIn, zOut, 'tyre', 18);
  const cap = faces[0] as Face;
  const n = faceNormal(cap.pts);
  const decals: Face[] = [{ pts: lift(ring(x, r, r * 0.66, zOut, 18), n), material: 'rim', color: rimColor }];
  const step = (Math.PI * 2) / spokes;
  for (let i = 0; i < spokes; i++) {
    const a0 = i * step + step * 0.18;
    const a1 = (i + 1) * step - step * 0.18;
    const pts: Vec3[] = [];
    for (let k = 0; k <= 3; k++) {
      const a = a0 + ((a1 - a0) * k) / 3;
      pts.push([x + Math.cos(a) * r * 0.58, r + Math.sin(a) * r * 0.58, zOut]);
    }
    for (let k = 3; k >= 0; k--) {
      const a = a0 + ((a1 - a0) * k) / 3;
      pts.push([x + Math.cos(a) * r * 0.22, r + Math.sin(a) * r * 0.22, zOut]);
    }
    decals.push({ pts: lift(side === 1 ? pts : [...pts].reverse(), n, 0.008), material: 'dark', color: '#2a2d31' });
  }
  decals.push({ pts: lift(ring(x, r, r * 0.14, zOut, 10), n, 0.012), material: 'chrome' });
  faces[0] = { ...cap, decals };
  return faces;
}

/** The bottom edge of a body from rear (x=0) to front (x=L) with an arch over each axle. */
export function archedBottom(L: number, sill: number, axles: readonly number[], archR: number, wheelR: number): Vec2[] {
  const pts: Vec2[] = [[0, sill]];
  for (const ax of [...axles].sort((a, b) => a - b)) {
    const s = Math.max(-1, Math.min(1, (sill - wheelR) / archR));
    const a0 = Math.asin(s);
    const steps = 7;
    for (let k = 0; k <= steps; k++) {
      const a = Math.PI - a0 - ((Math.PI - 2 * a0) * k) / steps;
      pts.push([ax + Math.cos(a) * archR, wheelR + Math.sin(a) * archR]);
    }
  }
  pts.push([L, sill]);
  return pts;
}

/** Lifts a 2D polygon (x, y) onto a vehicle side plane z = ±halfWidth(y), as decals. */
export function sideDecal(
  poly: readonly Vec2[],
  halfWidth: (y: number) => number,
  side: 1 | -1,
  material: Material,
  color?: string,
  by = 0.006,
): Face {
  const pts = poly.map(([x, y]): Vec3 => [x, y, side * (halfWidth(y) + by)]);
  const ordered = side === 1 ? pts : [...pts].reverse();
  return { pts: ordered, material, color };
}

/** Side glass for a cabin profile, split by pillars: each [x0, x1] range becomes one window. */
export function sideWindows(
  cabin: readonly Vec2[],
  frame: number,
  ranges: readonly (readonly [number, number])[],
): Vec2[][] {
  const glass = inset(cabin, frame);
  return ranges.map(([x0, x1]) => clipX(glass, x0, x1)).filter((w) => w.length >= 3);
}

/** Both sides' copies of a set of right-side decals, attached to the matching side faces. */
export function attachSideDecals(
  right: Face,
  left: Face,
  polys: readonly { poly: Vec2[]; material: Material; color?: string }[],
  hw: (y: number) => number,
): [Face, Face] {
  const r = polys.map((p) => sideDecal(p.poly, hw, 1, p.material, p.color));
  const l = polys.map((p) => sideDecal(p.poly, hw, -1, p.material, p.color));
  return [
    { ...right, decals: [...(right.decals ?? []), ...r] },
    { ...left, decals: [...(left.decals ?? []), ...l] },
  ];
}

/** Centres a vehicle built from x = 0 (rear) to x = L (front) on the origin. */
export function centre(faces: readonly Face[], L: number): Face[] {
  return translate(faces, [-L / 2, 0, 0]);
}
