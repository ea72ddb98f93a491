import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCar } from './car.fixture';
import {
  defaultViewerMode,
  galleryItems,
  isPreloaded,
  nextAutoRotateFrame,
  shouldAutoRotate,
  showThumbnails,
  slideFromSwipe,
  spinFrameFromDrag,
  stepFromKey,
  viewerModes,
} from './viewer';

describe('spinFrameFromDrag (20 px per frame, wraps)', () => {
  it.each([
    [0, 0, 36, 0],
    [0, 19, 36, 0],
    [0, 20, 36, 1],
    [0, 45, 36, 2],
    [0, -20, 36, 35],
    [35, 20, 36, 0],
    [5, 36 * 20, 36, 5],
    [5, -19, 36, 5],
    [0, 100, 0, 0],
  ])('frame %i, dx %i of %i → %i', (start, dx, count, expected) => {
    expect(spinFrameFromDrag(start, dx, count)).toBe(expected);
  });

  it('always gives a valid frame', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 72 }),
        fc.nat(),
        fc.integer({ min: -100000, max: 100000 }),
        (count, start, dx) => {
          const frame = spinFrameFromDrag(start % count, dx, count);
          return Number.isInteger(frame) && frame >= 0 && frame < count;
        },
      ),
    );
  });
});

describe('stepFromKey', () => {
  it.each([
    [0, 'ArrowRight', 36, 1],
    [35, 'ArrowRight', 36, 0],
    [0, 'ArrowLeft', 36, 35],
    [4, 'Enter', 36, undefined],
    [0, 'ArrowRight', 0, undefined],
  ])('%i %s of %i → %s', (index, key, count, expected) => {
    expect(stepFromKey(index, key, count)).toBe(expected);
  });
});

describe('slideFromSwipe (more than 40 px turns one slide, wraps)', () => {
  it.each([
    [0, -41, 5, 1],
    [0, -40, 5, undefined],
    [0, 41, 5, 4],
    [4, -300, 5, 0],
    [2, 3, 5, undefined],
    [0, -100, 0, undefined],
  ])('slide %i, dx %i of %i → %s', (index, dx, count, expected) => {
    expect(slideFromSwipe(index, dx, count)).toBe(expected);
  });
});

describe('auto-rotate', () => {
  it.each([
    [36, 36, false, true],
    [35, 36, false, false],
    [36, 36, true, false],
    [0, 0, false, false],
  ])('loaded %i of %i, disabled %s → %s', (loaded, count, disabled, expected) => {
    expect(shouldAutoRotate(loaded, count, disabled)).toBe(expected);
  });
  it('steps one frame and wraps', () => {
    expect(nextAutoRotateFrame(35, 36)).toBe(0);
    expect(nextAutoRotateFrame(3, 36)).toBe(4);
  });
});

const img = (n: number) => ({ url: `${n}.jpg`, thumb: `${n}-t.jpg` });
const images = (n: number) => Array.from({ length: n }, (_, i) => img(i));

describe('showThumbnails', () => {
  it.each([
    ['in stock, 4 images', 'in_stock', 4, true],
    ['in stock, 3 images', 'in_stock', 3, false],
    ['coming soon, 10 images', 'coming_soon', 10, false],
    ['sold, 10 images', 'sold', 10, false],
  ] as const)('%s', (_name, status, count, expected) => {
    expect(showThumbnails({ status, images: images(count) })).toBe(expected);
  });
});

describe('galleryItems', () => {
  const names = (items: ReturnType<typeof galleryItems>) => items.map((i) => (i.kind === 'video' ? 'V' : i.image.url));
  it.each([
    ['start', ['V', '0.jpg', '1.jpg', '2.jpg', '3.jpg']],
    ['second', ['0.jpg', 'V', '1.jpg', '2.jpg', '3.jpg']],
    ['middle', ['0.jpg', '1.jpg', 'V', '2.jpg', '3.jpg']],
    ['end', ['0.jpg', '1.jpg', '2.jpg', '3.jpg', 'V']],
  ] as const)('%s', (position, expected) => {
    expect(names(galleryItems(images(4), 'v.mp4', position))).toEqual(expected);
  });
  it('defaults to second, copes with no images, and leaves the list alone without a video', () => {
    expect(names(galleryItems(images(2), 'v.mp4'))).toEqual(['0.jpg', 'V', '1.jpg']);
    expect(names(galleryItems([], 'v.mp4'))).toEqual(['V']);
    expect(names(galleryItems(images(2)))).toEqual(['0.jpg', '1.jpg']);
  });
});

describe('isPreloaded', () => {
  it.each([
    [0, true],
    [1, true],
    [2, false],
  ])('%i → %s', (index, expected) => {
    expect(isPreloaded(index)).toBe(expected);
  });
});

describe('viewer modes', () => {
  it('lists what the media supports and opens on the spinner by default', () => {
    const car = makeCar({
      spin_images: ['s0.jpg'],
      images: images(2),
      walkaround_video_url: 'w.mp4',
      spin_interior_image: 'i.jpg',
    });
    const modes = viewerModes(car);
    expect(modes).toEqual(['spinner', 'walkaround', 'gallery', 'interior']);
    expect(defaultViewerMode(modes)).toBe('spinner');
    expect(defaultViewerMode(modes, true)).toBe('gallery');
  });
  it('falls back to the first available mode', () => {
    expect(defaultViewerMode(viewerModes(makeCar({ images: images(2) })))).toBe('gallery');
    expect(defaultViewerMode([])).toBeUndefined();
  });
});
