/**
 * The home slider's slides as the page shows them: only those inside their start/expiry window,
 * each with its wide picture, its phone picture (below 640 px) when it has one, and its words as
 * page text. Pure.
 */
import type { SiteConfig } from '../../config';
import { PHONE_SLIDE_SIZE } from '../../config/schema/promotions';
import { imageSrcSet, imageUrl, type ImageCdnOptions } from '../../media/image-url';
import { siteAssetUrl } from '../../site/assets.server';
import { isBefore, type Moment } from '../../domain/now';

type Slide = SiteConfig['promotions']['slider']['slides'][number];

/** One picture of a slide: URL, srcset (with a CDN) and intrinsic size. */
export interface HeroPicture {
  src: string;
  srcset?: string;
  width: number;
  height: number;
}

/** One slide of the home slider. */
export interface HeroSlide {
  alt: string;
  href?: string;
  wide: HeroPicture;
  /** Shown below 640 px wide instead of the wide picture. */
  phone?: HeroPicture;
  /** The slide's words, as text over the picture. */
  words?: { heading?: string; text?: string; cta?: string };
}

/** The media query under which a slide's phone picture shows (Tailwind's sm breakpoint). */
export const PHONE_MEDIA = '(max-width: 639px)';

function picture(path: string, images: ImageCdnOptions, width: number, height: number): HeroPicture {
  const src = siteAssetUrl(path);
  const srcset = imageSrcSet(src, images, width);
  return { src: imageUrl(src, images, width), ...(srcset ? { srcset } : {}), width, height };
}

/** The slides live at `now`, ready to render. */
export function heroSlides(
  slides: readonly Slide[],
  height: number,
  images: ImageCdnOptions,
  now: Moment,
): HeroSlide[] {
  // start ≤ now ≤ expiry; an unparsable date (NaN) hides the slide, as the comparison did.
  return slides
    .filter(
      (s) =>
        (!s.start || atOrAfter(now, Date.parse(s.start))) && (!s.expiry || isBefore(now, Date.parse(s.expiry) + 1)),
    )
    .map((s) => {
      const words =
        s.heading || s.text || s.cta
          ? {
              ...(s.heading ? { heading: s.heading } : {}),
              ...(s.text ? { text: s.text } : {}),
              ...(s.cta ? { cta: s.cta } : {}),
            }
          : undefined;
      return {
        alt: s.alt,
        ...(s.href ? { href: s.href } : {}),
        wide: picture(s.image, images, 1920, height),
        ...(s.phoneImage
          ? { phone: picture(s.phoneImage, images, PHONE_SLIDE_SIZE.width, PHONE_SLIDE_SIZE.height) }
          : {}),
        ...(words ? { words } : {}),
      };
    });
}

/** now ≥ ms (false for NaN, as `NaN <= t` is). */
function atOrAfter(now: Moment, ms: number): boolean {
  return !Number.isNaN(ms) && !isBefore(now, ms);
}
