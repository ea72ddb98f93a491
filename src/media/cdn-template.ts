/**
 * Turns the site's `images.cdn` setting into a URL template for imageUrl(): a template as given,
 * or the documented URL shape of a known provider (each asks for width, quality and automatic
 * format).
 */
export type CdnSetting = 'none' | { template: string } | { provider: 'netlify' | 'cloudinary' | 'imgix'; base: string };

const PROVIDER_TEMPLATES = {
  netlify: '/.netlify/images?url={url}&w={width}&q={quality}',
  cloudinary: '/image/fetch/w_{width},q_{quality},f_auto/{url}',
  imgix: '/{url}?w={width}&q={quality}&auto=format',
} as const;

/** The template for a CDN setting, or undefined for raw URLs. */
export function cdnTemplate(cdn: CdnSetting): string | undefined {
  if (cdn === 'none') return undefined;
  if ('template' in cdn) return cdn.template;
  return cdn.base.replace(/\/+$/, '') + PROVIDER_TEMPLATES[cdn.provider];
}
