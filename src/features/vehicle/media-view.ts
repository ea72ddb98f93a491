/**
 * The media viewer's data (spec 01 §2.3, §4.4, §9): modes, gallery photos with the stock video at
 * its position, spin frames, interior panorama, hotspots, thumbnails and the images to preload.
 * The island's props are serialised into every car page, so they carry each feed URL once; the
 * CDN URLs and srcsets are derived from them by the functions below, on the server (the preload
 * links) and in the island alike, so both name the same file.
 */
import type { Car, Hotspot } from '../../domain/car';
import {
  defaultViewerMode,
  galleryItems,
  isPreloaded,
  showThumbnails,
  viewerModes,
  type ViewerMode,
} from '../../domain/viewer';
import type { Translate } from '../../config/messages';
import { imageSrcSet, imageUrl, type ImageCdnOptions } from '../../media/image-url';
import type { VehicleSiteOptions } from '../../site/vehicle-site-options';

/** Width the gallery and the spin ask the CDN for (the spec's 600×400 gallery, doubled for sharp screens). */
export const GALLERY_WIDTH = 1200;
/** The gallery picture's `sizes`: 60% of a wide screen beside the sidebar, else the full width. */
export const GALLERY_SIZES = '(min-width: 1024px) 60vw, 100vw';
/** Thumbnails are asked for at this width. */
export const THUMB_WIDTH = 160;
/** The interior panorama is three stage widths wide. */
export const PANORAMA_WIDTH = 2400;

/** The stock video in the gallery. */
export interface GalleryVideo {
  /** The player page of a YouTube or Vimeo link (`embed`), else the video file. */
  src: string;
  embed: boolean;
  /** Its slide index among the photos. */
  at: number;
  /** Feed URL of the poster (the first photo's thumbnail) when `thumbs` is absent; else `thumbs[0]`. */
  poster?: string;
}

/** What the viewer island needs, compact: feed URLs once, sized URLs derived by the functions below. */
export interface ViewerData {
  modes: ViewerMode[];
  mode?: ViewerMode;
  /** Feed URLs of the gallery photos (galleryPicture gives each one's src and srcset). */
  photos: string[];
  /** Feed URLs of the photos' thumbnails, when the strip shows (in stock, more than 3 photos). */
  thumbs?: string[];
  video?: GalleryVideo;
  /** Feed URLs of the spin frames (spinFrameUrl). */
  spin: string[];
  /** Feed URL of the interior panorama (panoramaUrl). */
  interior?: string;
  walkaround?: string;
  hotspots: Hotspot[];
  autoRotate: boolean;
  intervalMs: number;
  /** The site's image CDN; absent, the raw URLs are used. */
  images?: ImageCdnOptions;
}

/** One image preload, with the srcset the <img> chooses from so the browser fetches the same file once. */
export interface MediaPreload {
  href: string;
  srcset?: string;
  sizes?: string;
}

/** The viewer's data and the page's image preloads. */
export interface MediaView extends ViewerData {
  /** Images to preload: the first 2 gallery images when the gallery opens, else the opening spin frame. */
  preload: MediaPreload[];
}

/** A gallery photo's src and srcset (undefined without a CDN: one raw file, nothing to choose). */
export function galleryPicture(
  url: string,
  images: ImageCdnOptions | undefined,
): { src: string; srcset?: string | undefined } {
  if (!images) return { src: url };
  return { src: imageUrl(url, images, GALLERY_WIDTH), srcset: imageSrcSet(url, images, GALLERY_WIDTH * 2) };
}

/** A spin frame's URL. */
export function spinFrameUrl(url: string, images: ImageCdnOptions | undefined): string {
  return images === undefined ? url : imageUrl(url, images, GALLERY_WIDTH);
}

/** A thumbnail's URL. */
export function thumbUrl(url: string, images: ImageCdnOptions | undefined): string {
  return images === undefined ? url : imageUrl(url, images, THUMB_WIDTH);
}

/** The interior panorama's URL. */
export function panoramaUrl(url: string, images: ImageCdnOptions | undefined): string {
  return images === undefined ? url : imageUrl(url, images, PANORAMA_WIDTH);
}

/** How many slides the gallery has: the photos, and the video if there is one. */
export function slideCount(view: Pick<ViewerData, 'photos' | 'video'>): number {
  return view.photos.length + (view.video ? 1 : 0);
}

/** Whether gallery slide `slide` is the video. */
export function isVideoSlide(view: Pick<ViewerData, 'video'>, slide: number): boolean {
  return view.video?.at === slide;
}

/**
 * The photo behind gallery slide `slide`: its own, or for the video's slide the photo before it,
 * which the hidden picture keeps showing so that opening the video loads no other photo.
 */
export function slidePhoto(view: Pick<ViewerData, 'video'>, slide: number): number {
  return Math.max(0, view.video && slide >= view.video.at ? slide - 1 : slide);
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
  const mode = defaultViewerMode(modes, opts.viewer.galleryFirst);
  const photos = car.images.map((i) => i.url);
  const thumbs = showThumbnails(car) ? car.images.map((i) => i.thumb) : undefined;
  const videoUrl = car.video_url ?? car.videos[0];
  const at = galleryItems(car.images, videoUrl, opts.viewer.videoPosition).findIndex((s) => s.kind === 'video');
  const embed = videoUrl ? videoEmbedUrl(videoUrl) : undefined;
  const poster = thumbs ? undefined : car.images[0]?.thumb;
  const cdn = images.template ? images : undefined;
  // Preloading photos the opening spinner does not show would compete with its first frame, the largest paint.
  const preload: MediaPreload[] =
    mode === 'spinner'
      ? car.spin_images.slice(0, 1).map((url) => ({ href: spinFrameUrl(url, images) }))
      : photos
          .filter((_, i) => isPreloaded(i))
          .map((url) => {
            const { src, srcset } = galleryPicture(url, images);
            return srcset ? { href: src, srcset, sizes: GALLERY_SIZES } : { href: src };
          });
  return {
    modes,
    ...(mode ? { mode } : {}),
    photos,
    ...(thumbs ? { thumbs } : {}),
    ...(videoUrl
      ? { video: { src: embed ?? videoUrl, embed: embed !== undefined, at, ...(poster ? { poster } : {}) } }
      : {}),
    spin: car.spin_images,
    ...(car.spin_interior_image ? { interior: car.spin_interior_image } : {}),
    ...(car.walkaround_video_url ? { walkaround: car.walkaround_video_url } : {}),
    hotspots: car.hotspots,
    autoRotate: opts.viewer.autoRotate,
    intervalMs: opts.viewer.intervalMs,
    ...(cdn
      ? {
          images: {
            template: cdn.template,
            quality: cdn.quality,
            width: cdn.width,
            ...(cdn.origin ? { origin: cdn.origin } : {}),
          },
        }
      : {}),
    preload,
  };
}

/** The viewer's wording, resolved for one car (`{n}` is filled in by the island). */
export interface ViewerText {
  label: string;
  photoAlt: string;
  spinAlt: string;
  interiorAlt: string;
  modes: Record<ViewerMode, string>;
  previous: string;
  next: string;
  loading: string;
  dragHint: string;
  fullscreen: string;
  exitFullscreen: string;
  playVideo: string;
  showPhoto: string;
}

/** The viewer's wording for the car called `name` with `photoCount` photos. */
export function viewerText(t: Translate, name: string, photoCount: number): ViewerText {
  return {
    label: t('vehiclePage.mediaLabel'),
    photoAlt: t('vehiclePage.photoAlt', { name, n: '{n}', total: photoCount }),
    spinAlt: t('vehiclePage.spinAlt', { name }),
    interiorAlt: t('vehiclePage.interiorAlt', { name }),
    modes: {
      spinner: t('viewer.spin'),
      gallery: t('viewer.gallery'),
      walkaround: t('viewer.walkaround'),
      interior: t('viewer.interior'),
    },
    previous: t('viewer.previous'),
    next: t('viewer.next'),
    loading: t('viewer.loading'),
    dragHint: t('viewer.dragHint'),
    fullscreen: t('viewer.fullscreen'),
    exitFullscreen: t('viewer.exitFullscreen'),
    playVideo: t('vehiclePage.playVideo'),
    showPhoto: t('vehiclePage.showThumbnail', { n: '{n}' }),
  };
}
