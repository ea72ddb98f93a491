/**
 * Per-build helpers every page reads: the site's data, its translator and image settings, and the
 * absolute URL builder for canonical links. Built once per build from getSiteData().
 */
import { siteTranslator, type Translate } from '../config/messages';
import { cdnTemplate } from '../media/cdn-template';
import type { ImageCdnOptions } from '../media/image-url';
import { getSiteData, type SiteData } from './data.server';

export interface Site extends SiteData {
  t: Translate;
  images: ImageCdnOptions;
  /** The site's public origin (from config url, else the build's). */
  origin: string;
  /** Absolute URL for a site path. */
  absolute(path: string): string;
}

let cached: Site | undefined;

/** The site being built. */
export function getSite(): Site {
  if (cached) return cached;
  const data = getSiteData();
  const { config } = data;
  const origin = (config.url ?? process.env.FORECOURT_SITE_URL ?? 'http://localhost:4321').replace(/\/+$/, '');
  cached = {
    ...data,
    t: siteTranslator(config),
    images: imageOptions(config, origin),
    origin,
    absolute: (path: string) => new URL(path, `${origin}/`).href,
  };
  return cached;
}

function imageOptions(config: SiteData['config'], origin: string): ImageCdnOptions {
  const { cdn, quality, defaultWidth } = config.images;
  return { template: cdnTemplate(cdn), quality, width: defaultWidth, origin };
}
