/**
 * Low-poly solids for the demo renderer: vectors, faces with materials and decals, and the few
 * builders the vehicles are made of (an extruded side profile, boxes, cylinders).
 */

/** A point or direction in metres: x forward, y up, z to the vehicle's right. */
export type Vec3 = readonly [number, number, number];
/** A point of a 2D profile (x, y). */
export type Vec2 = readonly [number, number];

/** Surface kinds; each is shaded differently (paint gets a highlight, glass a gradient). */
export type Material =
  | 'paint'
  | 'glass'
  | 'tyre'
  | 'rim'
  | 'dark'
  | 'trim'
  | 'light'
  | 'tail'
  | 'chrome'
  | 'plate'
  | 'canvas'
  | 'liner';

/** One planar polygon; decals lie on it and are drawn right after it when it faces the camera. */
export interface Face {
  pts: Vec3[];
  material: Material;
  /** Explicit colour; paint faces use the vehicle colour when absent. */
  color?: string;
  decals?: Face[];
}

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export const normalize = (a: Vec3): Vec3 => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};

/** Newell's method: the normal of a (possibly non-convex) planar polygon, by its winding. */
export function faceNormal(pts: readonly Vec3[]): Vec3 {
  let nx = 0,
    ny = 0,
    nz = 0;
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i] as Vec3;
    const b = pts[(i + 1) % pts.length] as Vec3;
    nx += (a[1] - b[1]) * (a[2] + b[2]);
    ny += (a[2] - b[2]) * (a[0] + b[0]);
    nz += (a[0] - b[0]) * (a[1] + b[1]);
  }
  return normalize([nx, ny, nz]);
}

/** Mean of the vertices. */
export function centroid(pts: readonly Vec3[]): Vec3 {
  const s = pts.reduce<Vec3>((acc, p) => add(acc, p), [0, 0, 0]);
  return scale(s, 1 / pts.length);
}

/** A face whose winding is flipped when needed so its normal points along `outward`. */
export function orient(face: Face, outward: Vec3): Face {
  return dot(faceNormal(face.pts), outward) < 0 ? { ...face, pts: [...face.pts].reverse() } : face;
}

/** Pushes a decal polygon a few millimetres off its parent face so it never fights it. */
export function lift(pts: readonly Vec3[], normal: Vec3, by = 0.004): Vec3[] {
  return pts.map((p) => add(p, scale(normal, by)));
}

/** Points on a quad face by (u, v) in 0..1 (bilinear, so they stay on the face's plane). */
export function onQuad(quad: readonly Vec3[], uv: readonly Vec2[]): Vec3[] {
  const [a, b, c, d] = quad as [Vec3, Vec3, Vec3, Vec3];
  return uv.map(([u, v]) => {
    const top = add(scale(a, 1 - u), scale(b, u));
    const bottom = add(scale(d, 1 - u), scale(c, u));
    return add(scale(top, 1 - v), scale(bottom, v));
  });
}

/** A rectangle in quad (u, v) space, for lights, plates and grilles. */
export function quadRect(u0: number, v0: number, u1: number, v1: number): Vec2[] {
  return [
    [u0, v0],
    [u1, v0],
    [u1, v1],
    [u0, v1],
  ];
}

/** Adds decals (given in the face's quad space) to a face, lifted off its surface. */
export function withDecals(face: Face, decals: { uv: Vec2[]; material: Material; color?: string }[]): Face {
  const n = faceNormal(face.pts);
  const made = decals.map((d) => ({ pts: lift(onQuad(face.pts, d.uv), n), material: d.material, color: d.color }));
  return { ...face, decals: [...(face.decals ?? []), ...made] };
}

/** An extruded side profile: the two sides plus one quad per profile edge, tagged by the edge. */
export interface Extrusion {
  right: Face;
  left: Face;
  edges: { tag: string; face: Face }[];
}

/**
 * Extrudes a counter-clockwise (seen from +z) profile across the width. The half-width may
 * narrow with height (tumblehome), which keeps each side planar. `tags[i]` names edge i→i+1.
 */
export function extrude(
  profile: readonly Vec2[],
  halfWidth: (y: number) => number,
  material: Material,
  tags: readonly string[] = [],
  zOffset = 0,
): Extrusion {
  const r = profile.map(([x, y]): Vec3 => [x, y, zOffset + halfWidth(y)]);
  const l = profile.map(([x, y]): Vec3 => [x, y, zOffset - halfWidth(y)]);
  const right = orient({ pts: r, material }, [0, 0, 1]);
  const left = orient({ pts: l, material }, [0, 0, -1]);
  const edges = profile.map((p, i) => {
    const q = profile[(i + 1) % profile.length] as Vec2;
    const out: Vec3 = [q[1] - p[1], -(q[0] - p[0]), 0];
    const quad: Vec3[] = [
      r[i] as Vec3,
      l[i] as Vec3,
      l[(i + 1) % profile.length] as Vec3,
      r[(i + 1) % profile.length] as Vec3,
    ];
    return { tag: tags[i] ?? '', face: orient({ pts: quad, material }, out) };
  });
  return { right, left, edges };
}

/** All faces of an extrusion. */
export function extrusionFaces(e: Extrusion): Face[] {
  return [e.right, e.left, ...e.edges.map((x) => x.face)];
}

/** An axis-aligned box from its min and max corners. */
export function box(min: Vec3, max: Vec3, material: Material, color?: string): Face[] {
  const [x0, y0, z0] = min;
  const [x1, y1, z1] = max;
  const f = (pts: Vec3[], out: Vec3): Face => orient({ pts, material, color }, out);
  return [
    f(
      [
        [x1, y0, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x1, y0, z1],
      ],
      [1, 0, 0],
    ),
    f(
      [
        [x0, y0, z0],
        [x0, y1, z0],
        [x0, y1, z1],
        [x0, y0, z1],
      ],
      [-1, 0, 0],
    ),
    f(
      [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      [0, 1, 0],
    ),
    f(
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y0, z1],
        [x0, y0, z1],
      ],
      [0, -1, 0],
    ),
    f(
      [
        [x0, y0, z1],
        [x1, y0, z1],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      [0, 0, 1],
    ),
    f(
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
      [0, 0, -1],
    ),
  ];
}

/** Points of a regular polygon approximating a circle in the x-y plane at depth z. */
export function ring(cx: number, cy: number, r: number, z: number, n: number, phase = 0): Vec3[] {
  return Array.from({ length: n }, (_, i) => {
    const a = phase + (i / n) * Math.PI * 2;
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r, z] as Vec3;
  });
}

/** A cylinder along z (a wheel), with outer/inner caps; `outerZ` is the side facing outward. */
export function cylinderZ(
  cx: number,
  cy: number,
  r: number,
  zIn: number,
  zOut: number,
  material: Material,
  n = 16,
): Face[] {
  const outer = ring(cx, cy, r, zOut, n);
  const inner = ring(cx, cy, r, zIn, n);
  const sign = zOut > zIn ? 1 : -1;
  const faces: Face[] = [
    orient({ pts: outer, material }, [0, 0, sign]),
    orient({ pts: inner, material }, [0, 0, -sign]),
  ];
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    const a = ((i + 0.5) / n) * Math.PI * 2;
    faces.push(
      orient({ pts: [outer[i] as Vec3, outer[j] as Vec3, inner[j] as Vec3, inner[i] as Vec3], material }, [
        Math.cos(a),
        Math.sin(a),
        0,
      ]),
    );
  }
  return faces;
}

/** Moves faces (and their decals) by an offset. */
export function translate(faces: readonly Face[], by: Vec3): Face[] {
  return faces.map((f) => ({
    ...f,
    pts: f.pts.map((p) => add(p, by)),
    decals: f.decals ? translate(f.decals, by) : undefined,
  }));
}

/** Mirrors faces across the x-y plane (z → −z), keeping their outward windings. */
export function mirrorZ(faces: readonly Face[]): Face[] {
  return faces.map((f) => ({
    ...f,
    pts: f.pts.map((p): Vec3 => [p[0], p[1], -p[2]]).reverse(),
    decals: f.decals ? mirrorZ(f.decals) : undefined,
  }));
}

/** Inward offset of a convex 2D polygon (counter-clockwise) by d: window glass inside its frame. */
export function inset(poly: readonly Vec2[], d: number): Vec2[] {
  const n = poly.length;
  const lines = poly.map((p, i) => {
    const q = poly[(i + 1) % n] as Vec2;
    const len = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
    const nx = -(q[1] - p[1]) / len;
    const ny = (q[0] - p[0]) / len;
    return { p: [p[0] + nx * d, p[1] + ny * d] as Vec2, dir: [q[0] - p[0], q[1] - p[1]] as Vec2 };
  });
  return lines.map((cur, i) => {
    const prev = lines[(i - 1 + n) % n]!;
    const det = prev.dir[0] * cur.dir[1] - prev.dir[1] * cur.dir[0];
    if (Math.abs(det) < 1e-9) return cur.p;
    const t = ((cur.p[0] - prev.p[0]) * cur.dir[1] - (cur.p[1] - prev.p[1]) * cur.dir[0]) / det;
    return [prev.p[0] + prev.dir[0] * t, prev.p[1] + prev.dir[1] * t] as Vec2;
  });
}

/** Sutherland–Hodgman clip of a 2D polygon to x within [x0, x1]. */
export function clipX(poly: readonly Vec2[], x0: number, x1: number): Vec2[] {
  const clip = (pts: readonly Vec2[], keep: (p: Vec2) => boolean, xc: number): Vec2[] => {
    const out: Vec2[] = [];
    pts.forEach((p, i) => {
      const q = pts[(i + 1) % pts.length] as Vec2;
      const pin = keep(p);
      const qin = keep(q);
      if (pin) out.push(p);
      if (pin !== qin) {
        const t = (xc - p[0]) / (q[0] - p[0]);
        out.push([xc, p[1] + (q[1] - p[1]) * t]);
      }
    });
    return out;
  };
  return clip(
    clip(poly, (p) => p[0] >= x0, x0),
    (p) => p[0] <= x1,
    x1,
  );
}
