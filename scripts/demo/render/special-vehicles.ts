/**
 * The vehicles that are not passenger bodies: a cab-over truck, motorcycles and caravans,
 * each assembled from boxes and extruded profiles in the same coordinates as the cars.
 */
import { type Face, type Vec2, box, cylinderZ, extrude, extrusionFaces, quadRect, withDecals } from './geometry';
import { archedBottom, attachSideDecals, centre, wheel } from './parts';

/** A cab-over light truck with a pantech body and dual rear wheels. */
export function buildTruck(long: boolean): Face[] {
  const L = long ? 8.2 : 6.4;
  const hw = 1.0;
  const cabX = L - 1.75;
  const faces: Face[] = [];
  const cab = extrude([[cabX, 0.85], [L, 0.85], [L, 2.35], [L - 0.15, 2.6], [cabX, 2.62]], () => hw, 'paint', ['base', 'front', 'visor', 'roof', 'back']);
  const cabEdges = cab.edges.map(({ tag, face }) => {
    if (tag === 'front')
      return withDecals(face, [
        { uv: quadRect(0.06, 0.5, 0.94, 0.96), material: 'glass' },
        { uv: quadRect(0.25, 0.12, 0.75, 0.36), material: 'dark' },
        { uv: quadRect(0.04, 0.05, 0.2, 0.2), material: 'light' },
        { uv: quadRect(0.8, 0.05, 0.96, 0.2), material: 'light' },
      ]);
    return face;
  });
  const cabWindow: Vec2[] = [[cabX + 0.35, 1.75], [L - 0.12, 1.75], [L - 0.2, 2.45], [cabX + 0.35, 2.45]];
  const door: Vec2[] = [[cabX + 0.3, 0.95], [cabX + 0.32, 0.95], [cabX + 0.32, 2.5], [cabX + 0.3, 2.5]];
  const [cr, cl] = attachSideDecals(cab.right, cab.left, [{ poly: cabWindow, material: 'glass' }, { poly: door, material: 'dark' }], () => hw);
  faces.push(cr, cl, ...cabEdges);
  faces.push(...box([0.4, 0.62, -0.45], [L - 0.2, 0.85, 0.45], 'dark'));
  faces.push(...box([L - 0.12, 0.45, -hw], [L + 0.02, 0.75, hw], 'trim'));
  const bodyLen = cabX - 0.12;
  const pantech = box([0, 0.95, -hw - 0.05], [bodyLen, long ? 3.2 : 2.95, hw + 0.05], 'canvas');
  faces.push(...pantech.map((f, i) => (i === 4 || i === 5 ? { ...f, decals: stripe(f, bodyLen) } : f)));
  const rear = L * 0.26;
  for (const s of [1, -1] as const) {
    faces.push(...wheel(L - 1.15, 0.43, 0.26, hw - 0.02, s, 8, '#c9ced4'));
    faces.push(...wheel(rear, 0.43, 0.5, hw - 0.02, s, 8, '#c9ced4'));
  }
  return centre(faces, L);
}

function stripe(face: Face, len: number): Face[] {
  const z = face.pts[0]![2];
  const by = z > 0 ? 0.006 : -0.006;
  const pts = (y0: number, y1: number, x0: number, x1: number) => {
    const p: [number, number, number][] = [[x0, y0, z + by], [x1, y0, z + by], [x1, y1, z + by], [x0, y1, z + by]];
    return z > 0 ? p : p.reverse();
  };
  return [{ pts: pts(1.15, 1.45, 0.1, len - 0.1), material: 'paint' }, { pts: pts(1.5, 1.56, 0.1, len - 0.1), material: 'paint' }];
}

/** Motorcycle styles. */
export type BikeStyle = 'naked' | 'adventure' | 'sport' | 'cruiser';

/** A motorcycle: two spoked wheels, forks, engine, tank and seat. */
export function buildMotorcycle(style: BikeStyle): Face[] {
  const L = 2.15;
  const r = style === 'adventure' ? 0.36 : 0.32;
  const rise = style === 'adventure' ? 0.12 : 0;
  const faces: Face[] = [];
  for (const x of [0.38, 1.8]) {
    const w = wheel(x, r, 0.15, 0.075, 1, 6, '#30343a');
    const back = cylinderZ(x, r, r, 0.075, -0.075, 'tyre', 18)[0] as Face;
    faces.push(...w, { ...back, decals: [] });
  }
  const tank: Vec2[] = style === 'cruiser'
    ? [[0.55, 0.5 + rise], [1.35, 0.5], [1.45, 0.82], [1.25, 0.95], [0.95, 0.92], [0.75, 0.78], [0.3, 0.72], [0.25, 0.66]]
    : [[0.55, 0.6 + rise], [1.3, 0.6 + rise], [1.5, 0.95 + rise], [1.3, 1.1 + rise], [0.95, 1.08 + rise], [0.72, 0.92 + rise], [0.3, 0.98 + rise], [0.22, 0.92 + rise]];
  faces.push(...extrusionFaces(extrude(tank, (y) => 0.16 - Math.max(0, y - 0.9) * 0.2, 'paint')));
  const seatY = style === 'cruiser' ? 0.74 : 0.93 + rise;
  faces.push(...extrusionFaces(extrude([[0.3, seatY], [0.95, seatY + 0.02], [0.97, seatY + 0.09], [0.32, seatY + 0.07]], () => 0.14, 'dark')));
  faces.push(...box([0.72, 0.28 + rise, -0.17], [1.3, 0.62 + rise, 0.17], 'trim', '#4a4e55'));
  faces.push(...box([0.8, 0.36 + rise, 0.17], [1.22, 0.55 + rise, 0.2], 'chrome'));
  for (const s of [1, -1]) {
    faces.push(...extrusionFaces(extrude([[1.78, r], [1.84, r], [1.56, 1.1 + rise], [1.5, 1.1 + rise]], () => 0.025, 'chrome', [], s * 0.1)));
    faces.push(...extrusionFaces(extrude([[0.38, r - 0.03], [0.85, 0.42 + rise], [0.85, 0.5 + rise], [0.38, r + 0.04]], () => 0.025, 'dark', [], s * 0.1)));
  }
  faces.push(...box([1.45, 1.15 + rise, -0.4], [1.5, 1.19 + rise, 0.4], 'dark'));
  faces.push(...box([1.56, 0.95 + rise, -0.08], [1.68, 1.1 + rise, 0.08], 'light'));
  faces.push(...box([0.2, 0.38, 0.15], [0.9, 0.48, 0.25], 'chrome'));
  if (style === 'adventure') {
    faces.push(...extrusionFaces(extrude([[1.55, 1.2 + rise], [1.62, 1.2 + rise], [1.5, 1.55 + rise], [1.45, 1.55 + rise]], () => 0.17, 'glass')));
    faces.push(...box([0.15, 0.55, 0.2], [0.6, 0.95, 0.36], 'trim', '#2f3237'));
    faces.push(...box([0.15, 0.55, -0.36], [0.6, 0.95, -0.2], 'trim', '#2f3237'));
  }
  if (style === 'sport') {
    faces.push(...extrusionFaces(extrude([[1.3, 0.45], [1.75, 0.7], [1.72, 1.1], [1.55, 1.25], [1.35, 1.05]], () => 0.2, 'paint')));
  }
  return centre(faces, L);
}

/** A caravan: white body with a coloured side stripe, single or tandem axle, A-frame drawbar. */
export function buildCaravan(bodyLength: number, tandem: boolean, offroad: boolean): Face[] {
  const Lb = bodyLength;
  const hw = 1.2;
  const r = offroad ? 0.4 : 0.36;
  const sill = offroad ? 0.75 : 0.55;
  const mid = Lb * 0.42;
  const axles = tandem ? [mid - 0.45, mid + 0.45] : [mid];
  const bottom = archedBottom(Lb, sill, axles, r + 0.07, r);
  const profile: Vec2[] = [...bottom, [Lb, sill + 1.9], [Lb - 0.4, sill + 2.35], [0.15, sill + 2.35], [0, sill + 2.2]];
  const body = extrude(profile, () => hw, 'canvas', profile.map((_, i) => (i === bottom.length - 1 ? 'front' : '')));
  const edges = body.edges.map(({ tag, face }) =>
    tag === 'front' ? withDecals(face, [{ uv: quadRect(0.15, 0.55, 0.85, 0.85), material: 'glass' }, { uv: quadRect(0.05, 0.2, 0.95, 0.28), material: 'paint' }]) : face,
  );
  const y0 = sill + 0.9;
  const win = (x0: number, x1: number): Vec2[] => [[x0, y0], [x1, y0], [x1, y0 + 0.7], [x0, y0 + 0.7]];
  const swoosh: Vec2[] = [[0.05, sill + 0.25], [Lb - 0.05, sill + 0.25], [Lb - 0.05, sill + 0.65], [Lb * 0.55, sill + 0.5], [0.05, sill + 0.6]];
  const trim: Vec2[] = [[0.05, sill + 2.05], [Lb - 0.3, sill + 2.05], [Lb - 0.32, sill + 2.12], [0.05, sill + 2.12]];
  const decals = [
    { poly: swoosh, material: 'paint' as const },
    { poly: trim, material: 'paint' as const },
    { poly: win(0.5, 1.6), material: 'glass' as const },
    { poly: win(Lb - 1.9, Lb - 0.7), material: 'glass' as const },
  ];
  const [rr, ll] = attachSideDecals(body.right, body.left, decals, () => hw);
  const door: Vec2[] = [[Lb * 0.62, sill + 0.1], [Lb * 0.62 + 0.62, sill + 0.1], [Lb * 0.62 + 0.62, sill + 1.95], [Lb * 0.62, sill + 1.95]];
  const [, left] = attachSideDecals(rr, ll, [{ poly: door, material: 'trim', color: '#d5d7d9' }], () => hw);
  const faces: Face[] = [rr, left, ...edges];
  faces.push(...box([0.4, sill - 0.18, -0.9], [Lb - 0.1, sill, 0.9], 'dark'));
  faces.push(...box([Lb, sill - 0.15, -0.05], [Lb + 1.5, sill - 0.02, 0.05], 'dark'));
  faces.push(...box([Lb, sill - 0.15, -0.9], [Lb + 0.12, sill - 0.02, 0.9], 'dark'));
  faces.push(...box([Lb + 0.15, sill - 0.02, -0.55], [Lb + 0.65, sill + 0.45, 0.55], 'canvas', '#dfe2e5'));
  faces.push(...box([Lb + 1.1, 0.1, -0.04], [Lb + 1.18, sill - 0.15, 0.04], 'chrome'));
  for (const s of [1, -1] as const) for (const ax of axles) faces.push(...wheel(ax, r, 0.24, hw - 0.04, s, 6, offroad ? '#3a3d42' : undefined));
  return centre(faces, Lb + 1.5);
}
