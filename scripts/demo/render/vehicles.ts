/**
 * Every vehicle shape the catalogue can ask for, built once and cached, with its size for framing.
 */
import type { Face, Vec3 } from './geometry';
import { BODY_RECIPES, type BodyShape } from './body-recipes';
import { buildBody } from './car-body';
import { type BikeStyle, buildCaravan, buildMotorcycle, buildTruck } from './special-vehicles';

/** Shape keys: the passenger bodies plus trucks, motorcycles and caravans. */
export type ShapeKey =
  | BodyShape
  | 'truck'
  | 'truck-long'
  | `bike-${BikeStyle}`
  | 'caravan'
  | 'caravan-tandem'
  | 'caravan-offroad';

/** A built vehicle: faces plus the bounding box used to frame and shadow it. */
export interface VehicleModel {
  faces: Face[];
  min: Vec3;
  max: Vec3;
}

const cache = new Map<ShapeKey, VehicleModel>();

function build(key: ShapeKey): Face[] {
  if (key in BODY_RECIPES) return buildBody(BODY_RECIPES[key as BodyShape]);
  if (key === 'truck' || key === 'truck-long') return buildTruck(key === 'truck-long');
  if (key.startsWith('bike-')) return buildMotorcycle(key.slice(5) as BikeStyle);
  if (key === 'caravan-tandem') return buildCaravan(6.6, true, false);
  if (key === 'caravan-offroad') return buildCaravan(5.6, true, true);
  return buildCaravan(5.2, false, false);
}

/** The cached model for a shape key. */
export function vehicleModel(key: ShapeKey): VehicleModel {
  const hit = cache.get(key);
  if (hit) return hit;
  const faces = build(key);
  const all = faces.flatMap((f) => f.pts);
  const min: Vec3 = [Math.min(...all.map((p) => p[0])), 0, Math.min(...all.map((p) => p[2]))];
  const max: Vec3 = [
    Math.max(...all.map((p) => p[0])),
    Math.max(...all.map((p) => p[1])),
    Math.max(...all.map((p) => p[2])),
  ];
  const model = { faces, min, max };
  cache.set(key, model);
  return model;
}
