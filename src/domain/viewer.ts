/** The vehicle media viewer: spin, gallery with a video slot, modes (spec 01 §2.3, §4.4, §9). */
import type { Car, CarImage } from './car';

/** Drag distance per spin frame, in CSS pixels. */
export const SPIN_PX_PER_FRAME = 20;
/** Thumbnails show when a car has more than this many images. */
export const THUMBNAILS_MIN_IMAGES = 3;
/** Gallery images preloaded. */
export const PRELOAD_COUNT = 2;
/** A horizontal swipe on the gallery longer than this (CSS px) turns to the next or previous slide. */
export const GALLERY_SWIPE_PX = 40;

/** Wraps any integer into 0..count−1. */
function wrap(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/**
 * The frame after dragging `dx` pixels from `startFrame`: one frame per 20 px, a drag to the right
 * advancing (the car turns with the pointer), wrapping round in both directions.
 */
export function spinFrameFromDrag(startFrame: number, dx: number, frameCount: number): number {
  if (frameCount <= 0) return 0;
  return wrap(startFrame + Math.trunc(dx / SPIN_PX_PER_FRAME), frameCount);
}

/** Arrow keys step one frame (or one gallery image), wrapping; any other key gives undefined. */
export function stepFromKey(index: number, key: string, count: number): number | undefined {
  if (count <= 0) return undefined;
  if (key === 'ArrowRight') return wrap(index + 1, count);
  if (key === 'ArrowLeft') return wrap(index - 1, count);
  return undefined;
}

/**
 * The gallery slide after a swipe of `dx` pixels: a swipe to the left shows the next slide, to the
 * right the previous one, wrapping; a shorter movement (a tap, a wobble) gives undefined.
 */
export function slideFromSwipe(index: number, dx: number, count: number): number | undefined {
  if (Math.abs(dx) <= GALLERY_SWIPE_PX) return undefined;
  return stepFromKey(index, dx < 0 ? 'ArrowRight' : 'ArrowLeft', count);
}

/** The next auto-rotate frame. */
export function nextAutoRotateFrame(frame: number, frameCount: number): number {
  return frameCount <= 0 ? 0 : wrap(frame + 1, frameCount);
}

/** Auto-rotate runs once every frame is loaded, unless the site turned it off. */
export function shouldAutoRotate(loaded: number, frameCount: number, disabled = false): boolean {
  return !disabled && frameCount > 0 && loaded >= frameCount;
}

/** The thumbnail strip shows only for an in-stock car with more than 3 images. */
export function showThumbnails(car: Pick<Car, 'status' | 'images'>): boolean {
  return car.status === 'in_stock' && car.images.length > THUMBNAILS_MIN_IMAGES;
}

/** Whether the gallery image at `index` is preloaded (the first 2). */
export function isPreloaded(index: number): boolean {
  return index < PRELOAD_COUNT;
}

/** Where the stock video goes in the gallery. */
export type VideoPosition = 'start' | 'second' | 'middle' | 'end';
/** One gallery slide. */
export type GalleryItem = { kind: 'image'; image: CarImage } | { kind: 'video'; url: string };

/** The gallery slides: the images with the video (if any) at its position (default second). */
export function galleryItems(
  images: readonly CarImage[],
  videoUrl?: string,
  position: VideoPosition = 'second',
): GalleryItem[] {
  const items: GalleryItem[] = images.map((image) => ({ kind: 'image', image }));
  if (!videoUrl) return items;
  const index = {
    start: 0,
    second: Math.min(1, items.length),
    middle: Math.floor(items.length / 2),
    end: items.length,
  }[position];
  items.splice(index, 0, { kind: 'video', url: videoUrl });
  return items;
}

/** Viewer modes. */
export type ViewerMode = 'spinner' | 'gallery' | 'walkaround' | 'interior';

/** The modes a car's media supports, in the order of the mode switcher. */
export function viewerModes(
  car: Pick<Car, 'spin_images' | 'images' | 'walkaround_video_url' | 'spin_interior_image'>,
): ViewerMode[] {
  const modes: ViewerMode[] = [];
  if (car.spin_images.length > 0) modes.push('spinner');
  if (car.walkaround_video_url) modes.push('walkaround');
  if (car.images.length > 0) modes.push('gallery');
  if (car.spin_interior_image) modes.push('interior');
  return modes;
}

/** The opening mode: the spinner by default, the gallery where the site prefers it, else the first available. */
export function defaultViewerMode(modes: readonly ViewerMode[], galleryFirst = false): ViewerMode | undefined {
  const preferred: ViewerMode = galleryFirst ? 'gallery' : 'spinner';
  return modes.includes(preferred) ? preferred : modes[0];
}
