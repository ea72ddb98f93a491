import { describe, expect, it } from 'vitest';
import { makeCar } from '../../domain/car.fixture';
import { GALLERY_SIZES, mediaView, videoEmbedUrl } from './media-view';
import { optionsWith } from './testing';

const images = (n: number) => Array.from({ length: n }, (_, i) => ({ url: `/p${i}.jpg`, thumb: `/t${i}.jpg` }));
const raw = { quality: 75, width: 640 };

describe('media viewer data (spec 01 §2.3, §4.4)', () => {
  it.each([
    [3, 'in_stock' as const, false],
    [4, 'in_stock' as const, true],
    [4, 'sold' as const, false],
  ])('%i images, %s: thumbnails %s', (n, status, shown) => {
    expect(mediaView(makeCar({ images: images(n), status }), optionsWith(), raw).thumbnails).toBe(shown);
  });

  it('preloads the first 2 images and puts the stock video second by default', () => {
    const view = mediaView(makeCar({ images: images(4), video_url: '/v.mp4' }), optionsWith(), raw);
    expect(view.preload.map((p) => p.href)).toEqual(['/p0.jpg', '/p1.jpg']);
    expect(view.slides.map((s) => s.kind)).toEqual(['image', 'video', 'image', 'image', 'image']);
  });

  it('through an image CDN, preloads with the srcset and sizes the first picture chooses from, so the file is fetched once', () => {
    const cdn = { ...raw, template: 'https://cdn.example/?url={url}&w={width}&q={quality}', origin: 'https://dealer.example' };
    const view = mediaView(makeCar({ images: images(3) }), optionsWith(), cdn);
    const first = view.slides[0] as { src: string; srcset?: string };
    expect(view.preload[0]).toEqual({ href: first.src, srcset: first.srcset, sizes: GALLERY_SIZES });
    expect(view.preload[0]!.srcset).toContain(' 640w');
  });

  it('puts the video where the site says', () => {
    const view = mediaView(makeCar({ images: images(2), video_url: '/v.mp4' }), optionsWith({ viewer: { videoPosition: 'end' } }), raw);
    expect(view.slides.map((s) => s.kind)).toEqual(['image', 'image', 'video']);
  });

  it('preloads only the opening spin frame when the spinner opens', () => {
    expect(mediaView(makeCar({ images: images(4), spin_images: ['/s0.jpg', '/s1.jpg'] }), optionsWith(), raw).preload).toEqual([{ href: '/s0.jpg' }]);
  });

  it('opens on the spinner when there are spin frames, else the gallery; the gallery where the site prefers it', () => {
    const car = makeCar({ images: images(2), spin_images: ['/s0.jpg', '/s1.jpg'] });
    expect(mediaView(car, optionsWith(), raw).mode).toBe('spinner');
    expect(mediaView(car, optionsWith({ viewer: { defaultView: 'gallery' } }), raw).mode).toBe('gallery');
    expect(mediaView(makeCar({ images: images(2) }), optionsWith(), raw).mode).toBe('gallery');
  });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0'],
    ['https://vimeo.com/123456', 'https://player.vimeo.com/video/123456?autoplay=1'],
    ['https://cdn.test/video.mp4', undefined],
  ])('embeds %s as %s', (url, embed) => {
    expect(videoEmbedUrl(url)).toBe(embed);
  });
});
