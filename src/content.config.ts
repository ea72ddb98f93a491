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

export const collections = { pages };
