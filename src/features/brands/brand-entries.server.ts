/**
 * The group brands page entries (spec 01 §1, spec 02 §3 Brand entry): `brands.entries` in
 * site.yaml, plus the YAML file named by `brands.contentFile` under content/, validated with the
 * same schema so a mistake fails the build naming the file and entry.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { parse } from 'yaml';
import type { SiteConfig } from '../../config';
import { BRAND_GROUPS, brandsSchema } from '../../config/schema/offers';

/** One brand entry after defaults (group car, no description, skipPage false). */
export type BrandEntry = SiteConfig['brands']['entries'][number];
/** car, motorcycle, truck or group. */
export type BrandGroup = (typeof BRAND_GROUPS)[number];

/** Entries from the config and the content file, first spelling of a slug wins. */
export function readBrandEntries(config: Pick<SiteConfig, 'brands'>, siteDir: string): BrandEntry[] {
  const entries = [...config.brands.entries];
  const fileName = config.brands.contentFile;
  if (fileName) {
    const file = join(siteDir, 'content', fileName);
    if (!existsSync(file))
      throw new Error(`${file}: brands.contentFile names a file that does not exist under content/.`);
    const parsed = v.safeParse(brandsSchema, { entries: parse(readFileSync(file, 'utf8')) ?? [] });
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const path =
        issue.path
          ?.slice(1)
          .map((p) => String(p.key))
          .join('.') ?? '';
      throw new Error(`${file}: ${path ? `${path}: ` : ''}${issue.message}`);
    }
    entries.push(...parsed.output.entries);
  }
  const seen = new Set<string>();
  return entries.filter((e) => !seen.has(e.slug) && seen.add(e.slug));
}

/** Entries by brands page section, in the order car, motorcycle, truck, group; empty sections left out. */
export function brandSections(entries: readonly BrandEntry[]): { group: BrandGroup; entries: BrandEntry[] }[] {
  return BRAND_GROUPS.map((group) => ({ group, entries: entries.filter((e) => e.group === group) })).filter(
    (s) => s.entries.length > 0,
  );
}

/** Entries that get their own page (/brands/{slug}, /{brand}/overview): every one not flagged skipPage. */
export function brandsWithPages(entries: readonly BrandEntry[]): BrandEntry[] {
  return entries.filter((e) => !e.skipPage);
}
