/**
 * Renders faces to SVG polygons: perspective camera, back-face culling, flat shading with one
 * sun and a fill light, and a painter's order made robust with pairwise plane tests.
 */
import { type Face, type Vec3, centroid, cross, dot, faceNormal, normalize, sub } from './geometry';

/** Where the camera stands, orbiting the vehicle. */
export interface Camera {
  /** Degrees around the vehicle: 0 looks at the front, 90 at the right side, 180 at the rear. */
  yaw: number;
  /** Degrees above the horizon. */
  pitch: number;
  /** Distance from the target, metres. */
  distance: number;
  target: Vec3;
  /** Pixels per metre at the target's distance. */
  zoom: number;
  /** Screen position of the target. */
  cx: number;
  cy: number;
}

/** A face after projection, ready to draw. */
interface Projected {
  face: Face;
  screen: [number, number][];
  cam: Vec3[];
  normal: Vec3;
  depth: number;
  box: [number, number, number, number];
}

const SUN = normalize([0.35, 0.9, 0.45]);

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function rgb([r, g, b]: [number, number, number]): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Mixes two hex colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgb([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const BASE: Record<Face['material'], string> = {
  paint: '#888888',
  glass: '#1f2b38',
  tyre: '#1b1b1d',
  rim: '#b8bec6',
  dark: '#26282c',
  trim: '#3a3d42',
  light: '#eef4fb',
  tail: '#b3141b',
  chrome: '#d7dce2',
  plate: '#f4f4ee',
  canvas: '#e9e6df',
  liner: '#2b2c2f',
};

function shade(face: Face, paint: string, n: Vec3, view: Vec3): string {
  const base = face.color ?? (face.material === 'paint' ? paint : BASE[face.material]);
  const diffuse = Math.max(0, dot(n, SUN));
  const fill = Math.max(0, dot(n, view)) * 0.25;
  const sky = Math.max(0, n[1]) * 0.12;
  let lit = 0.42 + diffuse * 0.45 + fill + sky;
  if (face.material === 'glass') lit = 0.85 + Math.max(0, n[1]) * 0.35;
  const shaded = lit >= 1 ? mix(base, '#ffffff', Math.min(0.5, lit - 1)) : mix('#000000', base, lit);
  const glossy = face.material === 'paint' || face.material === 'chrome' || face.material === 'glass';
  if (!glossy) return shaded;
  const half = normalize([SUN[0] + view[0], SUN[1] + view[1], SUN[2] + view[2]]);
  const spec = Math.max(0, dot(n, half)) ** 18 * (face.material === 'paint' ? 0.35 : 0.5);
  return mix(shaded, '#ffffff', spec);
}

/** The camera's position and its right/up/forward axes. */
function basis(cam: Camera): { eye: Vec3; right: Vec3; up: Vec3; fwd: Vec3 } {
  const yaw = (cam.yaw * Math.PI) / 180;
  const pitch = (cam.pitch * Math.PI) / 180;
  const dir: Vec3 = [Math.cos(pitch) * Math.cos(yaw), Math.sin(pitch), Math.cos(pitch) * Math.sin(yaw)];
  const eye: Vec3 = [
    cam.target[0] + dir[0] * cam.distance,
    cam.target[1] + dir[1] * cam.distance,
    cam.target[2] + dir[2] * cam.distance,
  ];
  const fwd = normalize(sub(cam.target, eye));
  const right = normalize(cross(fwd, [0, 1, 0]));
  const up = cross(right, fwd);
  return { eye, right, up, fwd };
}

/** Projects one world point to the screen. */
export function projectPoint(cam: Camera, p: Vec3): [number, number] {
  const { eye, right, up, fwd } = basis(cam);
  const d = sub(p, eye);
  const z = Math.max(0.05, dot(d, fwd));
  const k = (cam.zoom * cam.distance) / z;
  return [cam.cx + dot(d, right) * k, cam.cy - dot(d, up) * k];
}

function project(cam: Camera, faces: readonly Face[]): Projected[] {
  const { eye, right, up, fwd } = basis(cam);
  const out: Projected[] = [];
  for (const face of faces) {
    const n = faceNormal(face.pts);
    const c = centroid(face.pts);
    if (dot(n, sub(eye, c)) <= 1e-6) continue;
    const camPts = face.pts.map((p): Vec3 => {
      const d = sub(p, eye);
      return [dot(d, right), dot(d, up), Math.max(0.05, dot(d, fwd))];
    });
    const screen = camPts.map(([x, y, z]): [number, number] => {
      const k = (cam.zoom * cam.distance) / z;
      return [cam.cx + x * k, cam.cy - y * k];
    });
    const xs = screen.map((p) => p[0]);
    const ys = screen.map((p) => p[1]);
    const depth = Math.hypot(...sub(c, eye));
    out.push({
      face,
      screen,
      cam: face.pts as Vec3[],
      normal: n,
      depth,
      box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
    });
  }
  return out;
}

/** -1: every point of b is behind a's plane (seen from the eye); 1: all in front; 0: mixed. */
function sideOf(a: Projected, b: Projected, eye: Vec3): number {
  const p0 = a.cam[0] as Vec3;
  const eyeSide = dot(a.normal, sub(eye, p0));
  let front = 0;
  let back = 0;
  for (const p of b.cam) {
    const s = dot(a.normal, sub(p, p0)) * Math.sign(eyeSide);
    if (s > 1e-4) front++;
    else if (s < -1e-4) back++;
  }
  if (back === 0) return 1;
  if (front === 0) return -1;
  return 0;
}

/** Draw order: b must come after a when it is in front of a's plane or a is behind b's. */
function order(items: Projected[], eye: Vec3): Projected[] {
  const n = items.length;
  const after: number[][] = items.map(() => []);
  const indegree = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const a = items[i]!;
      const b = items[j]!;
      if (a.box[2] <= b.box[0] || b.box[2] <= a.box[0] || a.box[3] <= b.box[1] || b.box[3] <= a.box[1]) continue;
      const ba = sideOf(a, b, eye);
      const ab = sideOf(b, a, eye);
      const aFirst = ba === 1 || ab === -1;
      const bFirst = ba === -1 || ab === 1;
      // Both true means the faces cannot hide each other (a convex corner): no constraint.
      if (aFirst === bFirst) continue;
      const first = aFirst ? i : j;
      const second = first === i ? j : i;
      after[first]!.push(second);
      indegree[second]!++;
    }
  }
  const done = new Array<boolean>(n).fill(false);
  const result: Projected[] = [];
  for (let k = 0; k < n; k++) {
    let pick = -1;
    for (let i = 0; i < n; i++) {
      if (done[i]) continue;
      if (indegree[i] === 0 && (pick < 0 || items[i]!.depth > items[pick]!.depth)) pick = i;
    }
    if (pick < 0) {
      // A cycle: break it at the farthest face, as plain painter's would.
      for (let i = 0; i < n; i++) if (!done[i] && (pick < 0 || items[i]!.depth > items[pick]!.depth)) pick = i;
    }
    done[pick] = true;
    result.push(items[pick]!);
    for (const m of after[pick]!) indegree[m]!--;
  }
  return result;
}

const fmt = (v: number) => (Math.round(v * 10) / 10).toString();

/** SVG polygons for a set of faces seen by the camera, in painter's order. */
export function renderFaces(cam: Camera, faces: readonly Face[], paint: string): string {
  const { eye } = basis(cam);
  const projected = order(project(cam, faces), eye);
  const parts: string[] = [];
  for (const p of projected) {
    const view = normalize(sub(eye, centroid(p.face.pts)));
    const fill = shade(p.face, paint, p.normal, view);
    const gloss = p.face.material === 'glass' ? ' fill-opacity="0.96"' : '';
    parts.push(
      `<polygon points="${p.screen.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ')}" fill="${fill}" stroke="${fill}" stroke-width="0.6" stroke-linejoin="round"${gloss}/>`,
    );
    for (const d of p.face.decals ?? []) {
      const pts = d.pts.map((q) => projectPoint(cam, q));
      const dfill = shade(d, paint, p.normal, view);
      parts.push(`<polygon points="${pts.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ')}" fill="${dfill}"/>`);
    }
  }
  return parts.join('');
}

/** Screen bounding box of the faces' points (for framing and shadows). */
export function screenBounds(cam: Camera, pts: readonly Vec3[]): [number, number, number, number] {
  const s = pts.map((p) => projectPoint(cam, p));
  const xs = s.map((p) => p[0]);
  const ys = s.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}
