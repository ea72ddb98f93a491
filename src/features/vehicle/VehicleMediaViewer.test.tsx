import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { makeCar } from '../../domain/car.fixture';
import { mediaView, viewerText, type MediaView } from './media-view';
import { optionsWith, t } from './testing';
import VehicleMediaViewer from './VehicleMediaViewer';

const images = (n: number) => Array.from({ length: n }, (_, i) => ({ url: `/p${i}.jpg`, thumb: `/t${i}.jpg` }));
const cdn = {
  quality: 75,
  width: 640,
  template: 'https://cdn.example/?url={url}&w={width}&q={quality}',
  origin: 'https://dealer.example',
};

interface Tag {
  tag: string;
  attrs: Record<string, string>;
}

/** The viewer's built HTML as its tags and their attributes (names lower-cased, as a browser reads them). */
function built(media: MediaView): Tag[] {
  const { preload: _, ...view } = media;
  // Astro drops the preload links React 19 adds for pictures (@astrojs/react); the page head has its own.
  const html = renderToString(
    <VehicleMediaViewer view={view} text={viewerText(t, 'Car', view.photos.length)} />,
  ).replace(/<link [^>]*>/g, '');
  return [...html.matchAll(/<(img|button)\b([^>]*)>/g)].map(([, tag, attrs]) => ({
    tag: tag!,
    attrs: Object.fromEntries(
      [...attrs!.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, k, v]) => [
        k!.toLowerCase(),
        (v ?? '').replaceAll('&amp;', '&'),
      ]),
    ),
  }));
}

describe('the viewer island as built (the page’s largest paint)', () => {
  it('opening on the gallery: one high-priority picture, the very file and srcset the head preloads', () => {
    const media = mediaView(makeCar({ images: images(5) }), optionsWith(), cdn);
    const pictures = built(media).filter((n) => n.tag === 'img' && n.attrs.fetchpriority === 'high');
    expect(pictures).toHaveLength(1);
    const [first] = pictures;
    expect(first!.attrs).toMatchObject({
      'data-main': '',
      src: media.preload[0]!.href,
      srcset: media.preload[0]!.srcset,
      sizes: media.preload[0]!.sizes,
      width: '1200',
      height: '800',
      loading: 'eager',
    });
  });

  it('opening on the spinner: its first frame is the picture, the hidden gallery’s is lazy', () => {
    const media = mediaView(makeCar({ images: images(5), spin_images: ['/s0.jpg', '/s1.jpg'] }), optionsWith(), cdn);
    const imgs = built(media).filter((n) => n.tag === 'img');
    const high = imgs.filter((n) => n.attrs.fetchpriority === 'high');
    expect(high.map((n) => n.attrs.src)).toEqual([media.preload[0]!.href]);
    expect(high[0]!.attrs).toHaveProperty('data-spin-img');
    expect(imgs.find((n) => 'data-main' in n.attrs)!.attrs.loading).toBe('lazy');
  });

  it('a stock video is a slide and a thumbnail of its own, with a play button for a name', () => {
    const media = mediaView(
      makeCar({ images: images(4), video_url: 'https://youtu.be/dQw4w9WgXcQ' }),
      optionsWith(),
      cdn,
    );
    const thumbs = built(media).filter((n) => n.tag === 'button' && 'data-thumb' in n.attrs);
    expect(thumbs.map((n) => n.attrs['aria-label'])).toEqual([
      'Show photo 1',
      'Play video',
      'Show photo 3',
      'Show photo 4',
      'Show photo 5',
    ]);
  });
});
