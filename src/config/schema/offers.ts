/** Special offers and the group brands page (spec 02 §3, §5 Offers). */
import * as v from 'valibot';
import { described, maybe, text, toggle, withDefault } from './helpers';

/** The `offers` block. */
export const offersSchema = v.strictObject({
  exceptionOfferIds: withDefault(
    v.array(v.pipe(v.union([text, v.number()]), v.transform(String))),
    [],
    "Offer ids shown even when they exclude this site's websiteId.",
  ),
});

/** Brand groups of the brands page. */
export const BRAND_GROUPS = ['car', 'motorcycle', 'truck', 'group'] as const;

/** One brands page entry. */
const brandEntrySchema = v.strictObject({
  title: described(text, 'Brand name.'),
  slug: described(text, 'Slug for /brands/{slug}.'),
  group: withDefault(v.picklist(BRAND_GROUPS), 'car', 'Section of the brands page: car, motorcycle, truck or group.'),
  logoSrc: maybe(text, 'Logo image path.'),
  imageBannerSrc: maybe(text, 'Banner image path.'),
  description: withDefault(v.array(text), [], 'Description paragraphs.'),
  skipPage: toggle(false, 'List the brand but give it no page of its own.'),
});

/** The `brands` block. */
export const brandsSchema = v.strictObject({
  entries: withDefault(v.array(brandEntrySchema), [], 'Brands page entries.'),
  contentFile: maybe(text, 'Alternatively, a YAML file under content/ with the entries.'),
});
