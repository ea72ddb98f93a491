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
  const cab = extrude(
    [
      [cabX, 0.85],
      [L, 0.85],
      [L, 2.35],
      [L - 0.15, 2.6],
      [cabX, 2.62],
    ],
    () => hw,
    'paint',
    ['base', 'front', 'visor', 'roof', 'back'],
  );
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
  const cabWindow: Vec2[] = [
    [cabX + 0.35, 1.75],
    [L - 0.12, 1.75],
    [L - 0.2, 2.45],
    [cabX + 0.35, 2.45],
  ];
  const door: Vec2[] = [
    [cabX + 0.3, 0.95],
    [cabX + 0.32, 0.95],
    [cabX + 0.32, 2.5],
    [cabX + 0.3, 2.5],
  ];
  const [cr, cl] = attachSideDecals(
    cab.right,
    cab.left,
    [
      { poly: cabWindow, material: 'glass' },
      { poly: door, material: 'dark' },
    ],
    () => hw,
  );
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
    const p: [number, number, number][] = [
      [x0, y0, z + by],
      [x1, y0, z + by],
      [x1, y1, z + by],
      [x0, y1, z + by],
    ];
    return z > 0 ? p : p.reverse();
  };
  return [
    { pts: pts(1.15, 1.45, 0.1, len - 0.1), material: 'paint' },
    { pts: pts(1.5, 1.56, 0.1, len - 0.1), material: 'paint' },
  ];
}

/** Motorcycle styles. */
export type BikeStyle = 'naked' | 'adventure' | 'sport' | 'cruiser';

/** A motorcycle: spoked wheels, frame, engine, tank, seat, forks and bars (planar parts only). */
export function buildMotorcycle(style: BikeStyle): Face[] {
  const L = style === 'cruiser' ? 2.3 : 2.15;
  const r = style === 'adventure' ? 0.37 : 0.32;
  const up = style === 'adventure' ? 0.14 : style === 'cruiser' ? -0.1 : 0;
  const front = L - 0.35;
  const faces: Face[] = [];
  const part = (profile: Vec2[], hw: number, material: Face['material'], z = 0, color?: string) =>
    extrusionFaces(extrude(profile, () => hw, material, [], z)).map((f) => (color ? { ...f, color } : f));
  for (const x of [0.38, front]) {
    faces.push(...wheel(x, r, 0.13, 0.065, 1, 8, '#3b3f45'));
    const back = cylinderZ(x, r, r * 0.98, 0.065, -0.065, 'tyre', 18)[0] as Face;
    faces.push(back);
  }
  // Frame rails, swingarm and engine.
  for (const s of [1, -1]) {
    faces.push(
      ...part(
        [
          [1.42, 1.02 + up],
          [1.5, 0.96 + up],
          [0.92, 0.5],
          [0.84, 0.58],
        ],
        0.02,
        'dark',
        s * 0.12,
      ),
    );
    faces.push(
      ...part(
        [
          [0.38, r - 0.03],
          [0.88, 0.46],
          [0.88, 0.54],
          [0.38, r + 0.04],
        ],
        0.02,
        'dark',
        s * 0.11,
      ),
    );
  }
  faces.push(...box([0.8, 0.26, -0.16], [1.3, 0.7 + up * 0.5, 0.16], 'trim', '#3d4147'));
  faces.push(...box([0.92, 0.7 + up * 0.5, -0.13], [1.24, 0.8 + up * 0.5, 0.13], 'chrome'));
  faces.push(...box([0.22, 0.3, 0.15], [0.86, 0.4, 0.25], 'chrome'));
  // Tank, seat and tail in paint and black.
  faces.push(
    ...part(
      [
        [0.92, 0.84 + up],
        [1.46, 0.88 + up],
        [1.5, 1.03 + up],
        [1.3, 1.14 + up],
        [1.0, 1.1 + up],
        [0.9, 0.97 + up],
      ],
      0.17,
      'paint',
    ),
  );
  faces.push(
    ...part(
      [
        [0.42, 0.9 + up],
        [0.98, 0.9 + up],
        [0.98, 0.99 + up],
        [0.46, 1.0 + up],
      ],
      0.14,
      'dark',
    ),
  );
  faces.push(
    ...part(
      [
        [0.16, 0.97 + up],
        [0.46, 0.88 + up],
        [0.46, 0.98 + up],
        [0.2, 1.04 + up],
      ],
      0.1,
      'paint',
    ),
  );
  faces.push(
    ...part(
      [
        [front - 0.3, r * 1.9],
        [front + 0.25, r * 1.75],
        [front + 0.25, r * 1.85],
        [front - 0.3, r * 2.02],
      ],
      0.07,
      'paint',
    ),
  );
  // Forks, bars, headlight.
  for (const s of [1, -1])
    faces.push(
      ...part(
        [
          [front - 0.02, r],
          [front + 0.04, r],
          [1.56, 1.14 + up],
          [1.5, 1.14 + up],
        ],
        0.022,
        'chrome',
        s * 0.09,
      ),
    );
  const barW = style === 'cruiser' ? 0.45 : 0.38;
  faces.push(...box([1.48, 1.18 + up, -barW], [1.53, 1.21 + up, barW], 'dark'));
  faces.push(...box([1.58, 0.98 + up, -0.1], [1.66, 1.12 + up, 0.1], 'dark'));
  faces.push(...box([1.66, 1.0 + up, -0.08], [1.68, 1.1 + up, 0.08], 'light'));
  if (style === 'adventure') {
    faces.push(
      ...part(
        [
          [1.6, 1.16 + up],
          [1.66, 1.16 + up],
          [1.56, 1.5 + up],
          [1.5, 1.5 + up],
        ],
        0.16,
        'glass',
      ),
    );
    for (const s of [1, -1])
      faces.push(...box([0.14, 0.5, s > 0 ? 0.2 : -0.38], [0.62, 0.92, s > 0 ? 0.38 : -0.2], 'chrome', '#9aa1a9'));
    faces.push(...box([0.82, 0.22, -0.14], [1.34, 0.27, 0.14], 'chrome', '#8d949c'));
  }
  if (style === 'sport')
    faces.push(
      ...part(
        [
          [1.22, 0.42],
          [1.86, 0.74],
          [1.8, 1.1],
          [1.6, 1.24],
          [1.42, 1.02],
          [1.24, 0.9],
        ],
        0.22,
        'paint',
      ),
    );
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
  const body = extrude(
    profile,
    () => hw,
    'canvas',
    profile.map((_, i) => (i === bottom.length - 1 ? 'front' : '')),
  );
  const edges = body.edges.map(({ tag, face }) =>
    tag === 'front'
      ? withDecals(face, [
          { uv: quadRect(0.15, 0.55, 0.85, 0.85), material: 'glass' },
          { uv: quadRect(0.05, 0.2, 0.95, 0.28), material: 'paint' },
        ])
      : face,
  );
  const y0 = sill + 0.9;
  const win = (x0: number, x1: number): Vec2[] => [
    [x0, y0],
    [x1, y0],
    [x1, y0 + 0.7],
    [x0, y0 + 0.7],
  ];
  const swoosh: Vec2[] = [
    [0.05, sill + 0.25],
    [Lb - 0.05, sill + 0.25],
    [Lb - 0.05, sill + 0.65],
    [Lb * 0.55, sill + 0.5],
    [0.05, sill + 0.6],
  ];
  const trim: Vec2[] = [
    [0.05, sill + 2.05],
    [Lb - 0.3, sill + 2.05],
    [Lb - 0.32, sill + 2.12],
    [0.05, sill + 2.12],
  ];
  const decals = [
    { poly: swoosh, material: 'paint' as const },
    { poly: trim, material: 'paint' as const },
    { poly: win(0.5, 1.6), material: 'glass' as const },
    { poly: win(Lb - 1.9, Lb - 0.7), material: 'glass' as const },
  ];
  const [rr, ll] = attachSideDecals(body.right, body.left, decals, () => hw);
  const door: Vec2[] = [
    [Lb * 0.62, sill + 0.1],
    [Lb * 0.62 + 0.62, sill + 0.1],
    [Lb * 0.62 + 0.62, sill + 1.95],
    [Lb * 0.62, sill + 1.95],
  ];
  const [, left] = attachSideDecals(rr, ll, [{ poly: door, material: 'trim', color: '#d5d7d9' }], () => hw);
  const faces: Face[] = [rr, left, ...edges];
  faces.push(...box([0.4, sill - 0.18, -0.9], [Lb - 0.1, sill, 0.9], 'dark'));
  faces.push(...box([Lb, sill - 0.15, -0.05], [Lb + 1.5, sill - 0.02, 0.05], 'dark'));
  faces.push(...box([Lb, sill - 0.15, -0.9], [Lb + 0.12, sill - 0.02, 0.9], 'dark'));
  faces.push(...box([Lb + 0.15, sill - 0.02, -0.55], [Lb + 0.65, sill + 0.45, 0.55], 'canvas', '#dfe2e5'));
  faces.push(...box([Lb + 1.1, 0.1, -0.04], [Lb + 1.18, sill - 0.15, 0.04], 'chrome'));
  for (const s of [1, -1] as const)
    for (const ax of axles) faces.push(...wheel(ax, r, 0.24, hw - 0.04, s, 6, offroad ? '#3a3d42' : undefined));
  return centre(faces, Lb + 1.5);
}
