/** Image delivery: CDN and quality (spec 01 §9, spec 02 §9). */
import * as v from 'valibot';
import { described, httpUrl, integer, withDefault } from './helpers';

/** Image CDN providers with built-in URL shapes. */
export const IMAGE_PROVIDERS = ['netlify', 'cloudinary', 'imgix'] as const;

const cdnSchema = v.union([
  v.literal('none'),
  v.strictObject({
    template: described(
      v.pipe(v.string(), v.includes('{url}', 'must contain {url} where the image address goes')),
      'URL template with {url}, {width} and {quality}.',
    ),
  }),
  v.strictObject({
    provider: described(v.picklist(IMAGE_PROVIDERS), 'CDN provider.'),
    base: described(httpUrl, 'CDN base address.'),
  }),
]);

/** The `images` block. */
export const imagesSchema = v.strictObject({
  cdn: withDefault(cdnSchema, 'none', 'Image CDN: none (raw URLs), {template} or {provider, base}.'),
  quality: withDefault(integer(1, 100), 75, 'Image quality.'),
  defaultWidth: withDefault(integer(16, 4096), 640, 'Width used when a component asks for none.'),
});
