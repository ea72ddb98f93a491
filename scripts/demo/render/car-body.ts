/**
 * A passenger vehicle (hatch, sedan, wagon, SUV, ute, van, coupe) from a side-profile recipe:
 * an arch-cut lower body, a narrower glasshouse, lights, glass, mirrors and four wheels.
 */
import { type Face, type Vec2, box, extrude, quadRect, withDecals } from './geometry';
import { archedBottom, attachSideDecals, centre, sideWindows, wheel } from './parts';

/** Everything that makes one body style; lengths in metres, x from the rear bumper forward. */
export interface BodyRecipe {
  length: number;
  width: number;
  sill: number;
  wheelR: number;
  axles: [number, number];
  /** Lower-body outline from the front bottom corner over the top to the rear bottom corner. */
  outline: Vec2[];
  /** Index of the outline edge holding the headlights and grille. */
  frontEdge: number;
  /** Index of the outline edge holding the tail lights and plate. */
  rearEdge: number;
  /** Glasshouse: rear base, front base, roof front, roof back (counter-clockwise). */
  cabin: Vec2[];
  /** Glass ranges along x between pillars. */
  windows: [number, number][];
  /** An open tub behind the cabin (utes): outline edge index of the bed floor. */
  bedEdge?: number;
  /** Dark plastic cladding along the sills (SUVs, utes). */
  cladding?: boolean;
  roofRails?: boolean;
  spokes?: number;
}

/** Builds the faces of a body recipe, centred on the origin. */
export function buildBody(r: BodyRecipe): Face[] {
  const hw = r.width / 2;
  const lowerHw = (y: number) => hw - Math.max(0, y - r.sill) * 0.04;
  const bottom = archedBottom(r.length, r.sill, r.axles, r.wheelR + 0.06, r.wheelR);
  const profile: Vec2[] = [...bottom, ...r.outline.slice(1)];
  const offset = bottom.length - 1;
  const tags = profile.map((_, i) => {
    const k = i - offset;
    if (k === r.frontEdge) return 'front';
    if (k === r.rearEdge) return 'rear';
    if (r.bedEdge !== undefined && k === r.bedEdge) return 'bed';
    return '';
  });
  const lower = extrude(profile, lowerHw, 'paint', tags);
  const edges = lower.edges.map(({ tag, face }) => {
    if (tag === 'front')
      return withDecals(face, [
        { uv: quadRect(0.02, 0.5, 0.27, 0.94), material: 'dark' },
        { uv: quadRect(0.73, 0.5, 0.98, 0.94), material: 'dark' },
        { uv: quadRect(0.05, 0.58, 0.24, 0.86), material: 'light' },
        { uv: quadRect(0.76, 0.58, 0.95, 0.86), material: 'light' },
        { uv: quadRect(0.3, 0.3, 0.7, 0.85), material: 'dark' },
        { uv: quadRect(0.02, 0, 0.98, 0.12), material: 'trim' },
        { uv: quadRect(0.38, 0.14, 0.62, 0.3), material: 'plate' },
      ]);
    if (tag === 'rear')
      return withDecals(face, [
        { uv: quadRect(0.02, 0.05, 0.2, 0.35), material: 'tail' },
        { uv: quadRect(0.8, 0.05, 0.98, 0.35), material: 'tail' },
        { uv: quadRect(0.37, 0.45, 0.63, 0.7), material: 'plate' },
        { uv: quadRect(0.05, 0.85, 0.95, 1), material: 'trim' },
      ]);
    if (tag === 'bed') return withDecals(face, [{ uv: quadRect(0.05, 0.03, 0.95, 0.97), material: 'liner' }]);
    return face;
  });
  const beltline = Math.min(...r.cabin.map((p) => p[1]));
  const roofY = Math.max(...r.cabin.map((p) => p[1]));
  const sideDecals: { poly: Vec2[]; material: 'trim' | 'dark' | 'chrome' }[] = [];
  const [rearAxle, frontAxle] = r.axles;
  const doorA = r.cabin[1]![0] - 0.05;
  const doorB = (r.windows[0]![1] + (r.windows[1]?.[0] ?? r.windows[0]![1])) / 2;
  const doorC = Math.max(r.cabin[0]![0], rearAxle + r.wheelR + 0.12);
  for (const x of [doorA, doorB, doorC])
    sideDecals.push({
      poly: [
        [x - 0.008, r.sill + 0.08],
        [x + 0.008, r.sill + 0.08],
        [x + 0.008, beltline - 0.02],
        [x - 0.008, beltline - 0.02],
      ],
      material: 'dark',
    });
  for (const x of [doorB - 0.28, doorC - 0.28 < doorB ? doorC + 0.1 : doorC - 0.28])
    sideDecals.push({
      poly: [
        [x, beltline - 0.14],
        [x + 0.16, beltline - 0.14],
        [x + 0.16, beltline - 0.11],
        [x, beltline - 0.11],
      ],
      material: 'chrome',
    });
  if (r.cladding)
    sideDecals.push({
      poly: [
        [rearAxle + r.wheelR + 0.08, r.sill],
        [frontAxle - r.wheelR - 0.08, r.sill],
        [frontAxle - r.wheelR - 0.08, r.sill + 0.12],
        [rearAxle + r.wheelR + 0.08, r.sill + 0.12],
      ],
      material: 'trim',
    });
  const [lr, ll] = attachSideDecals(lower.right, lower.left, sideDecals, lowerHw);

  const cabinHw = (y: number) => hw * (0.94 - ((y - beltline) / Math.max(0.1, roofY - beltline)) * 0.16);
  const cabin = extrude(r.cabin, cabinHw, 'paint', ['base', 'windscreen', 'roof', 'rearscreen']);
  const cabinEdges = cabin.edges.map(({ tag, face }) => {
    if (tag === 'windscreen' || tag === 'rearscreen')
      return withDecals(face, [{ uv: quadRect(0.05, 0.06, 0.95, 0.94), material: 'glass' }]);
    return face;
  });
  const glass = sideWindows(r.cabin, 0.05, r.windows).map((poly) => ({ poly, material: 'glass' as const }));
  const [cr, cl] = attachSideDecals(cabin.right, cabin.left, glass, cabinHw);

  const faces: Face[] = [lr, ll, ...edges, cr, cl, ...cabinEdges];
  const mirrorX = r.cabin[1]![0] - 0.12;
  for (const s of [1, -1] as const) {
    const z0 = s * (cabinHw(beltline) - 0.02);
    const z1 = s * (hw + 0.12);
    faces.push(
      ...box(
        [mirrorX - 0.14, beltline + 0.02, Math.min(z0, z1)],
        [mirrorX, beltline + 0.16, Math.max(z0, z1)],
        'paint',
      ),
    );
    for (const ax of r.axles) faces.push(...wheel(ax, r.wheelR, 0.24, hw - 0.015, s, r.spokes ?? 5));
  }
  if (r.roofRails) {
    const [rb, , rf, rbk] = r.cabin as [Vec2, Vec2, Vec2, Vec2];
    void rb;
    for (const s of [1, -1] as const) {
      const z = s * cabinHw(roofY) * 0.85;
      faces.push(
        ...box(
          [rbk[0] + 0.1, roofY, Math.min(z, z + s * 0.05)],
          [rf[0] - 0.15, roofY + 0.05, Math.max(z, z + s * 0.05)],
          'trim',
        ),
      );
    }
  }
  return centre(faces, r.length);
}
