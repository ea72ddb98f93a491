/**
 * The media viewer's data (spec 01 §2.3, §4.4, §9): modes, gallery slides with the stock video at
 * its position, spin frames, interior panorama, hotspots, thumbnails and the images to preload.
 * Serialisable: the page renders the first picture as HTML and hands the rest to the viewer script.
 */
import type { Car, Hotspot } from '../../domain/car';
import { defaultViewerMode, galleryItems, isPreloaded, showThumbnails, viewerModes, type ViewerMode } from '../../domain/viewer';
import { imageSrcSet, imageUrl, type ImageCdnOptions } from '../../media/image-url';
import type { VehicleSiteOptions } from './site-options';

/** Width the gallery asks the CDN for (the spec's 600×400 gallery, doubled for sharp screens). */
export const GALLERY_WIDTH = 1200;
/** The gallery picture's `sizes`: 60% of a wide screen beside the sidebar, else the full width. */
export const GALLERY_SIZES = '(min-width: 1024px) 60vw, 100vw';
/** Thumbnails are asked for at this width. */
export const THUMB_WIDTH = 160;

/** One gallery slide as the browser needs it. */
export type MediaSlide =
  | { kind: 'image'; src: string; srcset?: string; thumb: string }
  | { kind: 'video'; url: string; embed?: string; thumb?: string };

/** One image preload, with the srcset the <img> chooses from so the browser fetches the same file once. */
export interface MediaPreload {
  href: string;
  srcset?: string;
  sizes?: string;
}

export interface MediaView {
  modes: ViewerMode[];
  mode?: ViewerMode;
  slides: MediaSlide[];
  spin: string[];
  interior?: string;
  walkaround?: string;
  hotspots: Hotspot[];
  thumbnails: boolean;
  /** Images to preload: the first 2 gallery images when the gallery opens, else the opening spin frame. */
  preload: MediaPreload[];
  autoRotate: boolean;
  intervalMs: number;
}

/** The embeddable URL of a YouTube or Vimeo link; undefined for a plain video file. */
export function videoEmbedUrl(url: string): string | undefined {
  const youtube = /(?:youtube\.com\/(?:watch\?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{6,})/.exec(url);
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}?autoplay=1&rel=0`;
  const vimeo = /vimeo\.com\/(?:video\/)?(\d+)/.exec(url);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}?autoplay=1`;
  return undefined;
}

/** The viewer of one car. */
export function mediaView(car: Car, opts: VehicleSiteOptions, images: ImageCdnOptions): MediaView {
  const modes = viewerModes(car);
  const video = car.video_url ?? car.videos[0];
  const slides = galleryItems(car.images, video, opts.viewer.videoPosition).map((item): MediaSlide =>
    item.kind === 'image'
      ? {
          kind: 'image',
          src: imageUrl(item.image.url, images, GALLERY_WIDTH),
          srcset: imageSrcSet(item.image.url, images, GALLERY_WIDTH * 2),
          thumb: imageUrl(item.image.thumb, images, THUMB_WIDTH),
        }
      : { kind: 'video', url: item.url, embed: videoEmbedUrl(item.url), thumb: car.images[0] ? imageUrl(car.images[0].thumb, images, THUMB_WIDTH) : undefined },
  );
  const imageSlides = slides.filter((s): s is Extract<MediaSlide, { kind: 'image' }> => s.kind === 'image');
  const mode = defaultViewerMode(modes, opts.viewer.galleryFirst);
  const spin = car.spin_images.map((url) => imageUrl(url, images, GALLERY_WIDTH));
  // Preloading photos the opening spinner does not show would compete with its first frame, the largest paint.
  const preload: MediaPreload[] =
    mode === 'spinner'
      ? spin.slice(0, 1).map((href) => ({ href }))
      : imageSlides.filter((_, i) => isPreloaded(i)).map((s) => (s.srcset ? { href: s.src, srcset: s.srcset, sizes: GALLERY_SIZES } : { href: s.src }));
  return {
    modes,
    mode,
    slides,
    spin,
    interior: car.spin_interior_image ? imageUrl(car.spin_interior_image, images, 2400) : undefined,
    walkaround: car.walkaround_video_url,
    hotspots: car.hotspots,
    thumbnails: showThumbnails(car),
    preload,
    autoRotate: opts.viewer.autoRotate,
    intervalMs: opts.viewer.intervalMs,
  };
}
