/**
 * Front matter of a dealer's offers (`content/offers/*.md`) and blog articles (`content/blog/**.md`),
 * as strict as site.yaml: an unknown or misspelt key is an error with a suggestion. Dates may arrive
 * as text (the build's own check) or already as dates (Astro's front matter reader).
 */
import * as v from 'valibot';
import { described, isoDate, maybe, text, toggle, withDefault, zonedDateTime } from './helpers';

/** A moment with its offset (2026-12-01T00:00:00+10:00), as a Date. */
const moment = v.pipe(v.union([zonedDateTime, v.date()]), v.transform((value) => new Date(value)));
/** A calendar date (2026-11-10), as a Date. */
const day = v.pipe(v.union([isoDate, v.date()]), v.transform((value) => new Date(value)));
const idText = v.pipe(v.union([v.string(), v.number()]), v.transform(String));

/** One special offer (spec 02 §3 Offer). */
export const offerFrontMatterSchema = v.pipe(
  v.strictObject({
    /** The offer id (its page is /offers/{id}). */
    id: described(v.pipe(idText, v.nonEmpty('must not be empty')), 'The offer id (its page is /offers/{id}).'),
    /** The offer heading. */
    name: described(text, 'The offer heading.'),
    /** Short text on the card and the page (cut at 160 characters). */
    description: withDefault(v.string(), '', 'Short text on the card and the page (cut at 160 characters).'),
    /** The feed\'s plain-text copy of the description. */
    sanitized_description: maybe(v.string(), "The feed's plain-text copy of the description."),
    /** Legal text under the offer (cut at 200 characters). */
    disclaimer: withDefault(v.string(), '', 'Legal text under the offer (cut at 200 characters).'),
    /** e.g. Finance offer, Service offer. */
    category: maybe(text, 'e.g. Finance offer, Service offer.'),
    /** The make (name or text). */
    manufacturer: maybe(text, 'The make (name or text).'),
    /** The model the offer is for: its Explore link goes to that model's search. */
    model: maybe(
      v.strictObject({
        /** Model name, e.g. HiLux. */
        name: described(text, 'Model name, e.g. HiLux.'),
        /** Model slug in search links, e.g. hilux. */
        slug: maybe(text, 'Model slug in search links, e.g. hilux.'),
        /** A link used instead of the model search. */
        override_url: maybe(text, 'A link used instead of the model search.'),
      }),
      'The model the offer is for: its Explore link goes to that model\'s search.',
    ),
    /** Offer image (site path or URL). */
    image: maybe(text, 'Offer image (site path or URL).'),
    /** The feed's name for the image. */
    image_url: maybe(text, "The feed's name for the image."),
    /** Website ids that must not show the offer. */
    excluded_website_ids: withDefault(v.array(idText), [], 'Website ids that must not show the offer.'),
    /** A dealer's own (local) offer, listed on /pages/local-offers. */
    local: toggle(false, "A dealer's own (local) offer, listed on /pages/local-offers."),
    /** First moment the offer is on the site, with offset (2026-12-01T00:00:00+10:00). */
    startsAt: maybe(moment, 'First moment the offer is on the site, with offset (2026-12-01T00:00:00+10:00).'),
    /** Moment the offer leaves the site, with offset; rebuild daily so it goes on time. */
    expiresAt: maybe(moment, 'Moment the offer leaves the site, with offset (2026-12-31T23:59:59+10:00); rebuild daily so it goes on time.'),
  }),
  v.forward(
    v.check((o) => !o.startsAt || !o.expiresAt || o.expiresAt > o.startsAt, 'must be after startsAt'),
    ['expiresAt'],
  ),
);

/** One blog article (spec 02 §2 Blog page). */
export const blogFrontMatterSchema = v.strictObject({
  /** The article heading. */
  title: described(text, 'The article heading.'),
  /** One-line summary on cards and in search results. */
  description: maybe(v.string(), 'One-line summary on cards and in search results.'),
  /** Short line under the title. */
  lead: maybe(v.string(), 'Short line under the title.'),
  /** Publication date (YYYY-MM-DD). */
  date: maybe(day, 'Publication date (YYYY-MM-DD).'),
  /** Card image (site path or URL). */
  image: maybe(text, 'Card image (site path or URL).'),
  /** Category slug; defaults to the folder under blog/. */
  category: maybe(text, 'Category slug; defaults to the folder under blog/.'),
  /** Listed under Featured Articles. */
  featured: toggle(false, 'Listed under Featured Articles.'),
  /** Hide from search engines. */
  noindex: maybe(v.boolean(), 'Hide from search engines.'),
});

/** An offer as pages read it. */
export type OfferFrontMatter = v.InferOutput<typeof offerFrontMatterSchema>;
