/**
 * The internal links a dealer wrote in site.yaml and in content (menus, slides, tiles, offers,
 * Markdown), each with the file and place it came from, and the make/model searches among them,
 * which get a page even with no such car in stock (issue 21 point 16). Pure.
 */
import type { SiteConfig } from '../../config';
import { formatPath } from '../../config/issues';
import { makeModelSearchPath, searchRoot, searchRoutes, slugify } from '../../paths';

/** One internal link: where it is written and where it goes. */
export interface SiteLink {
  /** The file as the editor knows it, e.g. sites/demo/site.yaml. */
  file: string;
  /** The place inside the file: a config path (menus.header[2].href) or a line (line 12). */
  where: string;
  href: string;
}

/** A make (and model) search a link asks for, by the names its page shows. */
export interface LinkedSearch {
  make: string;
  model?: string;
}

// Keys whose value is a link: href, url, and names ending in Href, Path or Route (serviceBookingHref, defaultRoute).
const LINK_KEY = /^(?:href|url)$|Href$|Path$|Route$/;

/** A site path (not a full URL, not protocol-relative), without its query and anchor. */
export function internalPath(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  return href.split(/[?#]/)[0] || '/';
}

/** Every internal link of the parsed config, skipping entries hidden while their `requires` feature is off. */
export function configLinks(config: SiteConfig, file: string): SiteLink[] {
  const links: SiteLink[] = [];
  const walk = (value: unknown, path: Array<string | number>) => {
    if (Array.isArray(value)) return value.forEach((item, i) => walk(item, [...path, i]));
    if (value === null || typeof value !== 'object') return;
    const requires = (value as { requires?: unknown }).requires;
    if (typeof requires === 'string' && !config.features[requires as keyof SiteConfig['features']]) return;
    for (const [key, item] of Object.entries(value)) {
      if (key === 'labels') continue;
      if (typeof item === 'string' && LINK_KEY.test(key) && internalPath(item))
        links.push({ file, where: formatPath([...path, key]), href: item });
      else walk(item, [...path, key]);
    }
  };
  walk(config, []);
  return links;
}

/** Links in Markdown text: [text](/path) and href="/path", with their line. */
export function markdownLinks(text: string, file: string): SiteLink[] {
  const links: SiteLink[] = [];
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(/\]\((\/[^)\s]*)(?:\s+"[^"]*")?\)|href="(\/[^"]*)"/g)) {
      const href = m[1] ?? m[2]!;
      if (internalPath(href)) links.push({ file, where: `line ${i + 1}`, href });
    }
  });
  return links;
}

/** Names the site knows for makes and models (offers, the site's manufacturer), to title a page a link asks for. */
export interface NameHints {
  makes: readonly string[];
  models: ReadonlyArray<{ make: string; model: string }>;
}

const titleCase = (slug: string) =>
  slug
    .split('-')
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');

/**
 * The make/model searches the links ask for: /search/{make} and /search/{make}/{model}, less the
 * routes that are something else (car types, item types, dealerships and locations, in `otherRoutes`).
 * Names come from the hints where a slug matches, else from the slug ("land-cruiser" → "Land Cruiser").
 */
export function linkedSearches(
  links: readonly SiteLink[],
  otherRoutes: ReadonlySet<string>,
  hints: NameHints,
): LinkedSearch[] {
  const carTypeRoutes = new Set<string>(Object.values(searchRoutes));
  const found = new Map<string, LinkedSearch>();
  for (const link of links) {
    const path = internalPath(link.href);
    if (!path?.startsWith(`${searchRoot}/`) || carTypeRoutes.has(path)) continue;
    const [makeSlug, modelSlug, ...rest] = path
      .slice(searchRoot.length + 1)
      .split('/')
      .filter(Boolean);
    if (!makeSlug || rest.length > 0 || otherRoutes.has(makeSlug) || /-cars$/.test(makeSlug)) continue;
    const make =
      hints.makes.find((m) => slugify(m) === makeSlug) ??
      hints.models.find((m) => slugify(m.make) === makeSlug)?.make ??
      titleCase(makeSlug);
    const model =
      modelSlug === undefined
        ? undefined
        : (hints.models.find((m) => slugify(m.make) === makeSlug && slugify(m.model) === modelSlug)?.model ??
          titleCase(modelSlug));
    const search = model === undefined ? { make } : { make, model };
    found.set(makeModelSearchPath(make, model), search);
  }
  return [...found.values()];
}
