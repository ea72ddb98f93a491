/** Special offers and the group brands page (spec 02 §3, §5 Offers). */
import * as v from 'valibot';
import { described, maybe, text, toggle, withDefault } from './helpers';

/** The `offers` block. */
export const offersSchema = v.strictObject({
  /** Offer ids shown even when they exclude this site's websiteId. */
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
  /** Brand name. */
  title: described(text, 'Brand name.'),
  /** Slug for /brands/{slug}. */
  slug: described(text, 'Slug for /brands/{slug}.'),
  /** Section of the brands page: car, motorcycle, truck or group. */
  group: withDefault(v.picklist(BRAND_GROUPS), 'car', 'Section of the brands page: car, motorcycle, truck or group.'),
  /** Logo image path. */
  logoSrc: maybe(text, 'Logo image path.'),
  /** Banner image path. */
  imageBannerSrc: maybe(text, 'Banner image path.'),
  /** Description paragraphs. */
  description: withDefault(v.array(text), [], 'Description paragraphs.'),
  /** List the brand but give it no page of its own. */
  skipPage: toggle(false, 'List the brand but give it no page of its own.'),
});

/** The `brands` block. */
export const brandsSchema = v.strictObject({
  /** Brands page entries. */
  entries: withDefault(v.array(brandEntrySchema), [], 'Brands page entries.'),
  /** Alternatively, a YAML file under content/ with the entries. */
  contentFile: maybe(text, 'Alternatively, a YAML file under content/ with the entries.'),
});
