/**
 * Turns a media job into its picture (an SVG document) or its bytes (PDF): the one place
 * that knows which view each photo index is.
 */
import { bikeCockpitSvg, carInteriorSvg, caravanInteriorSvg } from '../render/interiors';
import { panoramaSvg } from '../render/panorama';
import { promoSvg, slideSvg } from '../render/promo';
import { type ShotView, vehicleShotSvg } from '../render/shot';
import { storefrontSvg } from '../render/storefront';
import type { ShapeKey } from '../render/vehicles';
import type { MediaJob } from './jobs';

/** Photo size (spec: gallery images are 3:2). */
export const PHOTO_W = 960;
export const PHOTO_H = 640;
/** Spin frame size: the viewer shows them at gallery size (600 × 400), so 720 × 480 is plenty. */
export const SPIN_W = 720;
export const SPIN_H = 480;
/** Thumbnail size. */
export const THUMB_W = 320;

function detailView(shape: ShapeKey): ShotView {
  if (shape.startsWith('bike-')) return { yaw: 70, pitch: 8, zoom: 1.9, focus: [0.55, 0.35, 0.5] };
  if (shape.startsWith('caravan')) return { yaw: 40, pitch: 10, zoom: 2.2, focus: [0.93, 0.25, 0.5] };
  return { yaw: 58, pitch: 6, zoom: 2.5, focus: [0.8, 0.22, 1.0] };
}

/** The exterior view of a photo index (3 is the interior, drawn flat). */
function photoView(view: number, shape: ShapeKey): ShotView {
  switch (view) {
    case 0:
      return { yaw: 35, pitch: 12 };
    case 1:
      return { yaw: 90, pitch: 5 };
    case 2:
      return { yaw: 145, pitch: 12 };
    case 4:
      return { yaw: 325, pitch: 10 };
    case 5:
      return detailView(shape);
    default:
      return { yaw: 205, pitch: 14 };
  }
}

function interiorSvg(shape: ShapeKey, trim: string, paint: string): string {
  if (shape.startsWith('bike-')) return bikeCockpitSvg(paint);
  if (shape.startsWith('caravan')) return caravanInteriorSvg(trim);
  return carInteriorSvg(trim, paint);
}

/** The SVG of a picture job, or the bytes of a PDF job. */
export function drawJob(job: MediaJob): { svg: string; width: number } | { pdf: { title: string; lines: string[] } } {
  switch (job.kind) {
    case 'photo':
      return job.view === 3
        ? { svg: interiorSvg(job.shape, job.trim, job.paint), width: PHOTO_W }
        : {
            svg: vehicleShotSvg(
              job.shape,
              job.paint,
              photoView(job.view, job.shape),
              job.scene,
              job.accent,
              PHOTO_W,
              PHOTO_H,
            ),
            width: PHOTO_W,
          };
    case 'spin':
      return {
        svg: vehicleShotSvg(
          job.shape,
          job.paint,
          { yaw: 35 + (job.frame * 360) / job.frames, pitch: 12 },
          job.scene,
          job.accent,
          SPIN_W,
          SPIN_H,
        ),
        width: SPIN_W,
      };
    case 'panorama':
      return { svg: panoramaSvg(job.trim, job.paint), width: 2048 };
    case 'promo':
      return { svg: promoSvg(job.art, job.width, job.height), width: job.width };
    case 'slide':
      return { svg: slideSvg(job.art, job.width, job.height), width: job.width };
    case 'storefront':
      return { svg: storefrontSvg(job.art), width: PHOTO_W };
    case 'pdf':
      return { pdf: { title: job.title, lines: job.lines } };
  }
}
