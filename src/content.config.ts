/**
 * Content of the dealer being built, from `sites/<slug>/content/`: general pages (about us, terms,
 * privacy, warranty…) as Markdown whose file path is its route. The folder comes from the build
 * (FORECOURT_SITE_DIR), so one code base serves every dealer.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import * as v from 'valibot';
import { blogFrontMatterSchema, offerFrontMatterSchema } from './config/schema/content';

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

/**
 * Runs the valibot front matter schema (src/config/schema/content.ts) inside Astro's reader: one
 * description of each field. The build checked every file with friendly errors before Astro ran.
 */
function frontMatter<S extends v.GenericSchema>(schema: S) {
  return z.unknown().transform((data): v.InferOutput<S> => v.parse(schema, data));
}

/** Special offers (spec 02 §3 Offer) from content/offers/*.md; the Markdown body is the offer page's long text. */
const offers = defineCollection({
  loader: glob({ pattern: 'offers/*.md', base: contentDir }),
  schema: frontMatter(offerFrontMatterSchema),
});

/** Blog card data of the articles under content/blog/ (the pages collection renders the articles themselves). */
const blog = defineCollection({
  loader: glob({ pattern: ['blog/**/*.md'], base: contentDir }),
  schema: frontMatter(blogFrontMatterSchema),
});

export const collections = { pages, offers, blog };
