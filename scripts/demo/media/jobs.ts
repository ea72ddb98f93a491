/**
 * The media a demo feed refers to, as render jobs keyed by their path under public/: vehicle
 * photos, spin frames, interiors, panoramas, slides, storefronts and history-report PDFs.
 */
import type { PromoArt, PromoScene } from '../render/promo';
import type { SceneKind } from '../render/scenes';
import type { StorefrontArt } from '../render/storefront';
import type { ShapeKey } from '../render/vehicles';

/** One file to draw. */
export type MediaJob =
  | {
      kind: 'photo';
      shape: ShapeKey;
      paint: string;
      scene: SceneKind;
      accent: string;
      view: number;
      trim: string;
      thumb: string;
    }
  | { kind: 'spin'; shape: ShapeKey; paint: string; scene: SceneKind; accent: string; frame: number; frames: number }
  | { kind: 'panorama'; trim: string; paint: string }
  | { kind: 'promo'; art: PromoArt; width: number; height: number }
  | { kind: 'slide'; art: PromoScene; width: number; height: number }
  | { kind: 'storefront'; art: StorefrontArt }
  | { kind: 'pdf'; title: string; lines: string[] };

/** Every file a site's feed and content point at, by path relative to public/ (e.g. media/x.webp). */
export type MediaPlan = Map<string, MediaJob>;

/** Photo angles, in the order a listing shows them: yaw, pitch, and for the detail shot a zoom. */
export const PHOTO_VIEWS = [
  'front-three-quarter',
  'side',
  'rear-three-quarter',
  'interior',
  'front-left',
  'detail',
  'rear',
] as const;
