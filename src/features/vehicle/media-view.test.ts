import { describe, expect, it } from 'vitest';
import { makeCar } from '../../domain/car.fixture';
import {
  GALLERY_SIZES,
  galleryPicture,
  isVideoSlide,
  mediaView,
  slideCount,
  slidePhoto,
  spinFrameUrl,
  videoEmbedUrl,
  viewerText,
} from './media-view';
import { optionsWith, t } from './testing';

const images = (n: number) => Array.from({ length: n }, (_, i) => ({ url: `/p${i}.jpg`, thumb: `/t${i}.jpg` }));
const raw = { quality: 75, width: 640 };
const cdn = {
  ...raw,
  template: 'https://cdn.example/?url={url}&w={width}&q={quality}',
  origin: 'https://dealer.example',
};

describe('media viewer data (spec 01 §2.3, §4.4)', () => {
  it.each([
    [3, 'in_stock' as const, false],
    [4, 'in_stock' as const, true],
    [4, 'sold' as const, false],
  ])('%i images, %s: thumbnails %s', (n, status, shown) => {
    expect(mediaView(makeCar({ images: images(n), status }), optionsWith(), raw).thumbs !== undefined).toBe(shown);
  });

  it('preloads the first 2 images and puts the stock video second by default', () => {
    const view = mediaView(makeCar({ images: images(4), video_url: '/v.mp4' }), optionsWith(), raw);
    expect(view.preload.map((p) => p.href)).toEqual(['/p0.jpg', '/p1.jpg']);
    expect(view.video?.at).toBe(1);
    expect(Array.from({ length: slideCount(view) }, (_, i) => (isVideoSlide(view, i) ? 'video' : 'image'))).toEqual([
      'image',
      'video',
      'image',
      'image',
      'image',
    ]);
  });

  it('through an image CDN, preloads with the srcset and sizes the first picture chooses from, so the file is fetched once', () => {
    const view = mediaView(makeCar({ images: images(3) }), optionsWith(), cdn);
    const first = galleryPicture(view.photos[0]!, view.images);
    expect(view.preload[0]).toEqual({ href: first.src, srcset: first.srcset, sizes: GALLERY_SIZES });
    expect(view.preload[0]!.srcset).toContain(' 640w');
  });

  it('carries each feed URL once: sized URLs and srcsets are derived, the poster is the first thumbnail', () => {
    const car = makeCar({ images: images(4), spin_images: ['/s0.jpg', '/s1.jpg'], video_url: '/v.mp4' });
    const { preload: _, ...view } = mediaView(car, optionsWith(), cdn);
    const json = JSON.stringify(view);
    for (const url of ['/p0.jpg', '/t0.jpg', '/s0.jpg', '/v.mp4']) expect(json.split(url).length - 1, url).toBe(1);
    expect(json).not.toContain('w=1200');
    expect(view.video?.poster).toBeUndefined();
    expect(spinFrameUrl(view.spin[0]!, view.images)).toBe(
      mediaView(car, optionsWith({ viewer: { defaultView: 'spinner' } }), cdn).preload[0]!.href,
    );
  });

  it('without a thumbnail strip, the video carries its poster; without a CDN, no CDN options', () => {
    const view = mediaView(makeCar({ images: images(2), video_url: '/v.mp4' }), optionsWith(), raw);
    expect(view.video).toEqual({ src: '/v.mp4', embed: false, at: 1, poster: '/t0.jpg' });
    expect(view.images).toBeUndefined();
  });

  it('puts the video where the site says', () => {
    const view = mediaView(
      makeCar({ images: images(2), video_url: '/v.mp4' }),
      optionsWith({ viewer: { videoPosition: 'end' } }),
      raw,
    );
    expect(view.video?.at).toBe(2);
  });

  it('the video slide keeps the photo before it behind it; later slides shift by one', () => {
    const view = { video: { src: '/v.mp4', embed: false, at: 1 } };
    expect([0, 1, 2, 3].map((s) => slidePhoto(view, s))).toEqual([0, 0, 1, 2]);
    expect([0, 1].map((s) => slidePhoto({ video: { ...view.video, at: 0 } }, s))).toEqual([0, 0]);
    expect([0, 1, 2].map((s) => slidePhoto({}, s))).toEqual([0, 1, 2]);
  });

  it('preloads only the opening spin frame when the spinner opens', () => {
    expect(
      mediaView(makeCar({ images: images(4), spin_images: ['/s0.jpg', '/s1.jpg'] }), optionsWith(), raw).preload,
    ).toEqual([{ href: '/s0.jpg' }]);
  });

  it('opens on the spinner when there are spin frames, else the gallery; the gallery where the site prefers it', () => {
    const car = makeCar({ images: images(2), spin_images: ['/s0.jpg', '/s1.jpg'] });
    expect(mediaView(car, optionsWith(), raw).mode).toBe('spinner');
    expect(mediaView(car, optionsWith({ viewer: { defaultView: 'gallery' } }), raw).mode).toBe('gallery');
    expect(mediaView(makeCar({ images: images(2) }), optionsWith(), raw).mode).toBe('gallery');
  });

  it('an embeddable video goes in as its player page', () => {
    const view = mediaView(
      makeCar({ images: images(2), video_url: 'https://youtu.be/dQw4w9WgXcQ' }),
      optionsWith(),
      raw,
    );
    expect(view.video).toMatchObject({
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
      embed: true,
    });
  });

  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    ],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0'],
    ['https://vimeo.com/123456', 'https://player.vimeo.com/video/123456?autoplay=1'],
    ['https://cdn.test/video.mp4', undefined],
  ])('embeds %s as %s', (url, embed) => {
    expect(videoEmbedUrl(url)).toBe(embed);
  });

  it('words the viewer for the car, leaving {n} for the island', () => {
    const text = viewerText(t, '2024 Mazda CX-5', 6);
    expect(text.photoAlt).toBe('2024 Mazda CX-5, photo {n} of 6');
    expect(text.showPhoto).toBe('Show photo {n}');
    expect(text.modes.spinner).toBe('Spin');
  });
});
