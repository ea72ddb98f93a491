/**
 * Front matter of a dealer's offers (`content/offers/*.md`) and blog articles (`content/blog/**.md`),
 * as strict as site.yaml: an unknown or misspelt key is an error with a suggestion. Dates may arrive
 * as text (the build's own check) or already as dates (Astro's front matter reader).
 */
import * as v from 'valibot';
import { described, isoDate, maybe, text, toggle, withDefault, zonedDateTime } from './helpers';

/** A moment with its offset (2026-12-01T00:00:00+10:00), as a Date. */
const moment = v.pipe(
  v.union([zonedDateTime, v.date()]),
  v.transform((value) => new Date(value)),
);
/** A calendar date (2026-11-10), as a Date. */
const day = v.pipe(
  v.union([isoDate, v.date()]),
  v.transform((value) => new Date(value)),
);
const idText = v.pipe(v.union([v.string(), v.number()]), v.transform(String));

/** One special offer (spec 02 §3 Offer). */
export const offerFrontMatterSchema = v.pipe(
  v.strictObject({
    id: described(v.pipe(idText, v.nonEmpty('must not be empty')), 'The offer id (its page is /offers/{id}).'),
    name: described(text, 'The offer heading.'),
    description: withDefault(v.string(), '', 'Short text on the card and the page (cut at 160 characters).'),
    sanitized_description: maybe(v.string(), "The feed's plain-text copy of the description."),
    disclaimer: withDefault(v.string(), '', 'Legal text under the offer (cut at 200 characters).'),
    category: maybe(text, 'e.g. Finance offer, Service offer.'),
    manufacturer: maybe(text, 'The make (name or text).'),
    model: maybe(
      v.strictObject({
        name: described(text, 'Model name, e.g. HiLux.'),
        slug: maybe(text, 'Model slug in search links, e.g. hilux.'),
        override_url: maybe(text, 'A link used instead of the model search.'),
      }),
      "The model the offer is for: its Explore link goes to that model's search.",
    ),
    image: maybe(text, 'Offer image (site path or URL).'),
    image_url: maybe(text, "The feed's name for the image."),
    excluded_website_ids: withDefault(v.array(idText), [], 'Website ids that must not show the offer.'),
    local: toggle(false, "A dealer's own (local) offer, listed on /pages/local-offers."),
    startsAt: maybe(moment, 'First moment the offer is on the site, with offset (2026-12-01T00:00:00+10:00).'),
    expiresAt: maybe(
      moment,
      'Moment the offer leaves the site, with offset (2026-12-31T23:59:59+10:00); rebuild daily so it goes on time.',
    ),
  }),
  v.forward(
    v.check((o) => !o.startsAt || !o.expiresAt || o.expiresAt > o.startsAt, 'must be after startsAt'),
    ['expiresAt'],
  ),
);

/** One blog article (spec 02 §2 Blog page). */
export const blogFrontMatterSchema = v.strictObject({
  title: described(text, 'The article heading.'),
  description: maybe(v.string(), 'One-line summary on cards and in search results.'),
  lead: maybe(v.string(), 'Short line under the title.'),
  date: maybe(day, 'Publication date (YYYY-MM-DD).'),
  image: maybe(text, 'Card image (site path or URL).'),
  category: maybe(text, 'Category slug; defaults to the folder under blog/.'),
  featured: toggle(false, 'Listed under Featured Articles.'),
  noindex: maybe(v.boolean(), 'Hide from search engines.'),
});

/** An offer as pages read it. */
export type OfferFrontMatter = v.InferOutput<typeof offerFrontMatterSchema>;
