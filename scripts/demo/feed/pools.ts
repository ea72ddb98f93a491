/**
 * Picture pools: cars of the same model, colour and backdrop share one photo set (and one set
 * of spin frames), which keeps a 2,200-car site's media small and quick to draw.
 */
import type { ModelSpec } from '../data/types';
import { paintHex } from '../data/colours';
import { PHOTO_VIEWS, type MediaPlan } from '../media/jobs';
import { trimHex } from '../render/interiors';
import type { SceneKind } from '../render/scenes';
import { slugify } from './ids';

/** A feed image entry in the raw shape. */
export interface RawImageRef {
  image: { url: string };
  thumb: { url: string };
}

/** The photo set of a pool, registering its jobs in the plan. */
export function photoPool(
  plan: MediaPlan,
  spec: ModelSpec,
  colour: string,
  trim: string,
  scene: SceneKind,
  accent: string,
  count: number,
): RawImageRef[] {
  const key = `${slugify(`${spec.make}-${spec.model}-${colour}`)}-${scene}`;
  const refs: RawImageRef[] = [];
  for (let view = 0; view < Math.min(count, PHOTO_VIEWS.length); view++) {
    const path = `media/photos/${key}-${view + 1}.webp`;
    const thumb = `media/photos/${key}-${view + 1}-thumb.webp`;
    if (!plan.has(path))
      plan.set(path, {
        kind: 'photo',
        shape: spec.shape,
        paint: paintHex(colour),
        scene,
        accent,
        view,
        trim: trimHex(trim),
        thumb,
      });
    refs.push({ image: { url: `/${path}` }, thumb: { url: `/${thumb}` } });
  }
  return refs;
}

/** Spin frame URLs of a pool (a real rotation of the model), registering their jobs. */
export function spinPool(
  plan: MediaPlan,
  spec: ModelSpec,
  colour: string,
  scene: SceneKind,
  accent: string,
  frames: number,
): string[] {
  const key = `${slugify(`${spec.make}-${spec.model}-${colour}`)}-${scene}`;
  return Array.from({ length: frames }, (_, frame) => {
    const path = `media/spin/${key}/${String(frame + 1).padStart(2, '0')}.webp`;
    if (!plan.has(path))
      plan.set(path, { kind: 'spin', shape: spec.shape, paint: paintHex(colour), scene, accent, frame, frames });
    return `/${path}`;
  });
}

/** The interior panorama of a model in a trim, registering its job. */
export function panoramaFor(plan: MediaPlan, spec: ModelSpec, colour: string, trim: string): string {
  const path = `media/panorama/${slugify(`${spec.make}-${spec.model}-${trim}`)}.webp`;
  if (!plan.has(path)) plan.set(path, { kind: 'panorama', trim: trimHex(trim), paint: paintHex(colour) });
  return `/${path}`;
}
