/**
 * One picture of a vehicle: backdrop, shadow and the shaded model seen from a chosen angle,
 * framed so the whole vehicle fits (or zoomed onto a detail).
 */
import type { Vec3 } from './geometry';
import { type Camera, renderFaces, screenBounds } from './project';
import { type SceneKind, groundShadow, sceneBackground } from './scenes';
import { type ShapeKey, vehicleModel } from './vehicles';

/** The angle and framing of one shot. */
export interface ShotView {
  yaw: number;
  pitch: number;
  /** 1 frames the whole vehicle; larger zooms in on `focus`. */
  zoom?: number;
  /** Point to zoom onto, as fractions of the bounding box (0..1 per axis). */
  focus?: Vec3;
}

/** The camera for a view of a shape in a w × h picture; spins reuse one framing for all yaws. */
export function shotCamera(shape: ShapeKey, view: ShotView, w: number, h: number): Camera {
  const { min, max } = vehicleModel(shape);
  const size: Vec3 = [max[0] - min[0], max[1] - min[1], max[2] - min[2]];
  const reach = Math.max(Math.hypot(size[0], size[2]), size[1] * 1.6);
  const zoom = view.zoom ?? 1;
  const f = view.focus ?? [0.5, 0.42, 0.5];
  const target: Vec3 = [min[0] + size[0] * f[0], size[1] * f[1], min[2] + size[2] * f[2]];
  return {
    yaw: view.yaw,
    pitch: view.pitch,
    distance: 14,
    target,
    zoom: ((w * 0.8) / reach) * zoom,
    cx: w / 2,
    cy: h * 0.56,
  };
}

/** A complete SVG document of the vehicle in its colour on a scene. */
export function vehicleShotSvg(
  shape: ShapeKey,
  paint: string,
  view: ShotView,
  scene: SceneKind,
  accent: string,
  w: number,
  h: number,
): string {
  const cam = shotCamera(shape, view, w, h);
  const { faces, min, max } = vehicleModel(shape);
  const foot: Vec3[] = [
    [min[0], 0, min[2]],
    [max[0], 0, min[2]],
    [max[0], 0, max[2]],
    [min[0], 0, max[2]],
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${sceneBackground(scene, w, h, accent)}${groundShadow(screenBounds(cam, foot))}${renderFaces(cam, faces, paint)}</svg>`;
}

/** Shadow and vehicle polygons framed into a region of a larger picture (promos, storefronts). */
export function vehicleLayer(
  shape: ShapeKey,
  paint: string,
  view: ShotView,
  x: number,
  y: number,
  w: number,
  h: number,
): string {
  const base = shotCamera(shape, view, w, h);
  const cam = { ...base, cx: base.cx + x, cy: base.cy + y };
  const { faces, min, max } = vehicleModel(shape);
  const foot: Vec3[] = [
    [min[0], 0, min[2]],
    [max[0], 0, min[2]],
    [max[0], 0, max[2]],
    [min[0], 0, max[2]],
  ];
  const id = `sh${Math.round(x)}x${Math.round(y)}`;
  return groundShadow(screenBounds(cam, foot), id) + renderFaces(cam, faces, paint);
}
