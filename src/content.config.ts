/**
 * Content of the dealer being built, from `sites/<slug>/content/`: general pages (about us, terms,
 * privacy, warranty…) as Markdown whose file path is its route. The folder comes from the build
 * (FORECOURT_SITE_DIR), so one code base serves every dealer.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const contentDir = `${process.env.FORECOURT_SITE_DIR ?? 'tests/fixtures/sites/fixture-franchise'}/content`;

const pages = defineCollection({
  loader: glob({ pattern: ['*.md', 'pages/**/*.md', 'blog/**/*.md'], base: contentDir }),
  schema: z.object({
    title: z.string(),
    description: z.string().optional(),
    /** Short line under the title. */
    lead: z.string().optional(),
    /** Hide from search engines (e.g. unsubscribe). */
    noindex: z.boolean().optional(),
  }),
});

/** Special offers (spec 02 §3 Offer) from content/offers/*.md; the Markdown body is the offer page's long text. */
const offers = defineCollection({
  loader: glob({ pattern: 'offers/*.md', base: contentDir }),
  schema: z.object({
    id: z.union([z.string(), z.number()]).transform(String),
    name: z.string(),
    description: z.string().default(''),
    sanitized_description: z.string().optional(),
    disclaimer: z.string().default(''),
    /** e.g. Finance offer, Service offer. */
    category: z.string().optional(),
    /** The make (name or text). */
    manufacturer: z.string().optional(),
    model: z.object({ name: z.string(), slug: z.string().optional(), override_url: z.string().optional() }).optional(),
    /** Offer image (site path or URL); image_url is the feed's name for it. */
    image: z.string().optional(),
    image_url: z.string().optional(),
    excluded_website_ids: z.array(z.union([z.string(), z.number()])).default([]),
    /** A dealer's own (local) offer, listed on /pages/local-offers. */
    local: z.boolean().default(false),
  }),
});

/** Blog card data of the articles under content/blog/ (the pages collection renders the articles themselves). */
const blog = defineCollection({
  loader: glob({ pattern: ['blog/**/*.md'], base: contentDir }),
  schema: z.object({
    title: z.string(),
    description: z.string().optional(),
    lead: z.string().optional(),
    /** Publication date (YYYY-MM-DD). */
    date: z.coerce.date().optional(),
    /** Card image (site path or URL). */
    image: z.string().optional(),
    /** Category slug; defaults to the folder under blog/. */
    category: z.string().optional(),
    /** Listed under Featured Articles. */
    featured: z.boolean().default(false),
  }),
});

export const collections = { pages, offers, blog };
