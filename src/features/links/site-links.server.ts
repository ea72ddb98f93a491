/**
 * Reads a site's links at build time: site.yaml (parsed), every Markdown file under content/ and
 * the offers' Explore links; and, after Astro has written the pages, lists the links that lead to
 * no page. A production build stops on one (issue 21 point 16).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as v from 'valibot';
import { parse } from 'yaml';
import type { SiteConfig } from '../../config';
import { FRONT_MATTER, markdownFiles, offerFiles } from '../../config/content';
import { offerFrontMatterSchema, type OfferFrontMatter } from '../../config/schema/content';
import { makeModelSearchPath } from '../../paths';
import { visibleOffers } from '../offers/offer-view';
import {
  configLinks,
  internalPath,
  linkedSearches,
  markdownLinks,
  type LinkedSearch,
  type SiteLink,
} from './site-links';

/** The links of one site and the make/model searches they ask for. */
export interface SiteLinkSurvey {
  links: SiteLink[];
  searches: LinkedSearch[];
}

/** The site's offers on the site at `now` (front matter already checked by checkContentFiles). */
function currentOffers(siteDir: string, config: SiteConfig, now: Date): Array<OfferFrontMatter & { file: string }> {
  const offers = offerFiles(siteDir).flatMap((file) => {
    const front = FRONT_MATTER.exec(readFileSync(file, 'utf8'))?.[1];
    const parsed = front === undefined ? undefined : v.safeParse(offerFrontMatterSchema, parse(front));
    return parsed?.success ? [{ ...parsed.output, file }] : [];
  });
  return visibleOffers(offers, {
    manufacturer: config.manufacturer,
    websiteId: config.websiteId ?? null,
    exceptionOfferIds: config.offers.exceptionOfferIds,
    now,
  });
}

/** Every internal link of the site's config and content, and the make/model searches among them. */
export function surveySiteLinks(
  config: SiteConfig,
  siteDir: string,
  now: Date,
  shownFrom = process.cwd(),
): SiteLinkSurvey {
  const shown = (file: string) => relative(shownFrom, file);
  const links = configLinks(config, shown(join(siteDir, 'site.yaml')));
  for (const file of markdownFiles(join(siteDir, 'content'))) {
    const text = readFileSync(file, 'utf8');
    links.push(
      ...markdownLinks(
        text.replace(FRONT_MATTER, (m) => m.replace(/[^\n]/g, '')),
        shown(file),
      ),
    );
  }
  const offers = currentOffers(siteDir, config, now);
  for (const offer of offers) {
    const make = offer.manufacturer ?? config.manufacturer ?? undefined;
    const href =
      offer.model?.override_url ??
      (offer.model && make ? makeModelSearchPath(make, offer.model.slug ?? offer.model.name) : undefined);
    if (href && internalPath(href))
      links.push({ file: shown(offer.file), where: offer.model?.override_url ? 'model.override_url' : 'model', href });
  }
  const hints = {
    makes: [config.manufacturer, ...offers.map((o) => o.manufacturer)].filter((m): m is string => Boolean(m)),
    models: offers.flatMap((o) => {
      const make = o.manufacturer ?? config.manufacturer;
      return make && o.model ? [{ make, model: o.model.name }] : [];
    }),
  };
  const otherRoutes = new Set([...config.dealerships.map((d) => d.slug), ...config.locations.map((l) => l.slug)]);
  return { links, searches: linkedSearches(links, otherRoutes, hints) };
}

/** True when the built site has a page or file at `path` (the lead API's /api/ routes are served beside the pages). */
export function builtPageExists(outDir: string, path: string): boolean {
  if (path === '/api' || path.startsWith('/api/')) return true;
  const rel = decodeURIComponent(path).replace(/^\/+/, '');
  const isFile = (p: string) => existsSync(p) && statSync(p).isFile();
  return (
    isFile(join(outDir, rel)) ||
    isFile(join(outDir, rel, 'index.html')) ||
    isFile(join(outDir, `${rel.replace(/\/$/, '')}.html`))
  );
}

/** The links that lead to no page of the built site. */
export function brokenLinks(links: readonly SiteLink[], outDir: string): SiteLink[] {
  return links.filter((link) => !builtPageExists(outDir, internalPath(link.href)!));
}

/** One line per broken link: `file where: href goes to no page`. */
export function brokenLinkLines(broken: readonly SiteLink[]): string[] {
  return broken.map(
    (l) => `${l.file} ${l.where}: ${l.href} goes to no page; point it at a page the site has, or remove it`,
  );
}

/** Thrown by a production build with links that lead to no page. */
export class BrokenLinksError extends Error {
  override readonly name = 'BrokenLinksError';
  constructor(readonly broken: readonly SiteLink[]) {
    const count = broken.length === 1 ? '1 link goes' : `${broken.length} links go`;
    super(`${count} to no page (a production build stops here):\n${brokenLinkLines(broken).join('\n')}`);
  }
}
