/**
 * Side-profile recipes for the passenger body styles (dimensions close to the real vehicles:
 * a HiLux is 5.3 m long, a Yaris Cross 4.2 m), keyed by the shape names the catalogue uses.
 */
import type { BodyRecipe } from './car-body';

/** Passenger body styles the renderer knows. */
export type BodyShape = 'hatch' | 'sedan' | 'wagon' | 'suv-small' | 'suv' | 'suv-large' | 'ute' | 'ute-single' | 'van' | 'people-mover' | 'coupe';

export const BODY_RECIPES: Record<BodyShape, BodyRecipe> = {
  hatch: {
    length: 4.37, width: 1.79, sill: 0.3, wheelR: 0.33, axles: [0.82, 3.46],
    outline: [[4.37, 0.3], [4.37, 0.66], [4.08, 0.84], [3.2, 0.96], [0.3, 1.0], [0, 0.98]],
    frontEdge: 0, rearEdge: 5,
    cabin: [[0.05, 1.0], [3.25, 0.96], [2.3, 1.45], [0.35, 1.44]], windows: [[0.42, 1.62], [1.72, 3.05]],
  },
  sedan: {
    length: 4.9, width: 1.84, sill: 0.3, wheelR: 0.34, axles: [1.0, 3.83],
    outline: [[4.9, 0.3], [4.9, 0.66], [4.62, 0.82], [3.55, 0.96], [1.05, 1.0], [0.3, 0.98], [0, 0.92]],
    frontEdge: 0, rearEdge: 6,
    cabin: [[1.0, 1.0], [3.6, 0.96], [2.75, 1.44], [1.6, 1.45]], windows: [[1.2, 2.2], [2.3, 3.45]],
  },
  wagon: {
    length: 4.8, width: 1.84, sill: 0.32, wheelR: 0.34, axles: [0.95, 3.75],
    outline: [[4.8, 0.32], [4.8, 0.68], [4.52, 0.84], [3.5, 0.98], [0.1, 1.02], [0, 0.98]],
    frontEdge: 0, rearEdge: 5, roofRails: true,
    cabin: [[0.05, 1.02], [3.55, 0.98], [2.7, 1.48], [0.15, 1.47]], windows: [[0.25, 1.15], [1.25, 2.2], [2.3, 3.4]],
  },
  'suv-small': {
    length: 4.18, width: 1.77, sill: 0.38, wheelR: 0.34, axles: [0.8, 3.36], cladding: true,
    outline: [[4.18, 0.38], [4.18, 0.8], [3.92, 0.95], [3.05, 1.05], [0.08, 1.08], [0, 1.0]],
    frontEdge: 0, rearEdge: 5,
    cabin: [[0.05, 1.08], [3.1, 1.05], [2.3, 1.58], [0.25, 1.6]], windows: [[0.3, 1.45], [1.55, 2.95]],
  },
  suv: {
    length: 4.6, width: 1.86, sill: 0.42, wheelR: 0.37, axles: [0.95, 3.64], cladding: true, roofRails: true,
    outline: [[4.6, 0.42], [4.6, 0.86], [4.3, 1.0], [3.4, 1.1], [0.1, 1.12], [0, 1.05]],
    frontEdge: 0, rearEdge: 5,
    cabin: [[0.06, 1.12], [3.45, 1.1], [2.55, 1.68], [0.22, 1.7]], windows: [[0.3, 1.2], [1.3, 2.15], [2.25, 3.3]],
  },
  'suv-large': {
    length: 4.98, width: 1.98, sill: 0.45, wheelR: 0.4, axles: [1.05, 3.9], cladding: true, roofRails: true, spokes: 6,
    outline: [[4.98, 0.45], [4.98, 0.96], [4.7, 1.12], [3.65, 1.22], [0.08, 1.22], [0, 1.12]],
    frontEdge: 0, rearEdge: 5,
    cabin: [[0.05, 1.22], [3.7, 1.22], [2.85, 1.9], [0.15, 1.92]], windows: [[0.22, 1.2], [1.3, 2.3], [2.4, 3.55]],
  },
  ute: {
    length: 5.33, width: 1.86, sill: 0.5, wheelR: 0.39, axles: [1.15, 4.23], cladding: true, spokes: 6,
    outline: [[5.33, 0.5], [5.33, 1.0], [5.05, 1.12], [4.05, 1.2], [1.98, 1.2], [0, 1.2]],
    frontEdge: 0, rearEdge: 5, bedEdge: 4,
    cabin: [[2.0, 1.2], [4.1, 1.2], [3.3, 1.82], [2.05, 1.84]], windows: [[2.12, 2.95], [3.05, 3.95]],
  },
  'ute-single': {
    length: 5.3, width: 1.8, sill: 0.48, wheelR: 0.36, axles: [1.2, 4.2], spokes: 6,
    outline: [[5.3, 0.48], [5.3, 0.98], [5.02, 1.1], [4.05, 1.18], [3.05, 1.18], [0, 1.18]],
    frontEdge: 0, rearEdge: 5, bedEdge: 4,
    cabin: [[3.07, 1.18], [4.1, 1.18], [3.35, 1.8], [3.1, 1.82]], windows: [[3.15, 3.95]],
  },
  van: {
    length: 5.27, width: 1.95, sill: 0.38, wheelR: 0.36, axles: [0.95, 4.15],
    outline: [[5.27, 0.38], [5.27, 1.0], [5.0, 1.15], [4.55, 1.2], [0, 1.2]],
    frontEdge: 0, rearEdge: 4,
    cabin: [[0, 1.2], [4.6, 1.2], [4.05, 2.05], [0.02, 2.08]], windows: [[3.05, 4.4]],
  },
  'people-mover': {
    length: 5.1, width: 1.9, sill: 0.36, wheelR: 0.35, axles: [0.95, 4.0],
    outline: [[5.1, 0.36], [5.1, 0.9], [4.82, 1.06], [4.2, 1.14], [0, 1.16]],
    frontEdge: 0, rearEdge: 4,
    cabin: [[0, 1.16], [4.25, 1.14], [3.5, 1.85], [0.05, 1.88]], windows: [[0.15, 1.45], [1.55, 2.75], [2.85, 4.05]],
  },
  coupe: {
    length: 4.27, width: 1.77, sill: 0.26, wheelR: 0.32, axles: [0.8, 3.38], spokes: 10,
    outline: [[4.27, 0.26], [4.27, 0.58], [3.95, 0.72], [2.9, 0.9], [0.9, 0.95], [0.15, 0.95], [0, 0.88]],
    frontEdge: 0, rearEdge: 6,
    cabin: [[0.85, 0.95], [2.95, 0.9], [2.1, 1.31], [1.3, 1.3]], windows: [[1.15, 2.65]],
  },
};
