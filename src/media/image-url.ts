/**
 * Image URLs for feed and site images. With an image CDN configured, every picture is asked for at
 * the width it is shown, quality 75 and automatic format; without one (local builds, tests) the raw
 * URL is used. `srcset` lists the widths a layout can need so the browser picks the smallest.
 */

/** How a site reaches its image CDN: a URL template with {url}, {width} and {quality}. */
export interface ImageCdnOptions {
  /** e.g. `https://images.example-cdn.net/?url={url}&w={width}&q={quality}&auto=format`; absent = raw URLs. */
  template?: string;
  /** Default quality (spec: 75). */
  quality: number;
  /** Default width (spec: 640). */
  width: number;
  /** The site's own origin, used to make site-relative images absolute for the CDN. */
  origin?: string;
}

/** Standard widths offered in srcset; the gallery's 600×400 and the default 640 fall between them. */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1920] as const;

/** The URL of one image at one width. */
export function imageUrl(src: string, opts: ImageCdnOptions, width = opts.width): string {
  if (!opts.template) return src;
  const absolute = src.startsWith('/') && opts.origin ? new URL(src, opts.origin).href : src;
  return opts.template
    .replaceAll('{url}', encodeURIComponent(absolute))
    .replaceAll('{width}', String(Math.round(width)))
    .replaceAll('{quality}', String(opts.quality));
}

/** A srcset for the widths up to `maxWidth`; undefined without a CDN (one raw file, nothing to choose). */
export function imageSrcSet(src: string, opts: ImageCdnOptions, maxWidth = 1920): string | undefined {
  if (!opts.template) return undefined;
  return IMAGE_WIDTHS.filter((w) => w <= maxWidth)
    .map((w) => `${imageUrl(src, opts, w)} ${w}w`)
    .join(', ');
}
