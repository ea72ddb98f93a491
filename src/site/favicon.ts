/**
 * The browser tab icon of a site: the file named by `theme.favicon`, or, without one, a monogram
 * (the first letter of the site name in the primary colours) inlined as an SVG data URL, so no
 * site links an icon it does not have.
 */
import { siteAssetUrl } from './assets';

export interface Favicon {
  href: string;
  type: string;
}

const TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', ico: 'image/x-icon', webp: 'image/webp' };

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A square monogram icon: the first letter or digit of `name` on `background`. */
export function monogramSvg(name: string, background: string, foreground: string): string {
  const letter = ([...name.trim()].find((c) => /[\p{L}\p{N}]/u.test(c)) ?? '•').toUpperCase();
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${escapeXml(background)}"/>` +
    `<text x="32" y="44" font-family="Arial,Helvetica,sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="${escapeXml(foreground)}">${escapeXml(letter)}</text></svg>`
  );
}

/** The favicon link of a site from its name, primary colours and optional `theme.favicon`. */
export function siteFavicon(site: { name: string; primary: string; primaryContrast: string; favicon?: string }): Favicon {
  if (site.favicon) {
    const ext = /\.([a-z]+)(?:[?#].*)?$/i.exec(site.favicon)?.[1]?.toLowerCase() ?? '';
    return { href: siteAssetUrl(site.favicon), type: TYPES[ext] ?? 'image/x-icon' };
  }
  return { href: `data:image/svg+xml,${encodeURIComponent(monogramSvg(site.name, site.primary, site.primaryContrast))}`, type: 'image/svg+xml' };
}
