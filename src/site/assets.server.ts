/**
 * Site assets (logo, favicons, promotion images) referenced from site.yaml by a path inside the
 * dealer's folder. Files under `public/` are copied to the site root by the build, so
 * `public/brand/logo.svg` is served at `/brand/logo.svg`. Intrinsic sizes are read at build time
 * so every <img> carries width and height (no layout shift).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The URL a site asset is served at; full URLs and root paths pass through. */
export function siteAssetUrl(path: string): string {
  if (/^https?:\/\//.test(path) || path.startsWith('/')) return path;
  return `/${path.replace(/^\.?\/?public\//, '').replace(/^\.\//, '')}`;
}

const sizes = new Map<string, { width: number; height: number } | undefined>();

/** Width and height of an SVG asset from its viewBox or width/height attributes (undefined if unknown). */
export function svgAssetSize(siteDir: string, path: string): { width: number; height: number } | undefined {
  const file = join(siteDir, path.startsWith('/') ? join('public', path) : path);
  if (sizes.has(file)) return sizes.get(file);
  let size: { width: number; height: number } | undefined;
  try {
    const head = readFileSync(file, 'utf8').slice(0, 2000);
    const viewBox = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(head);
    const w = /\swidth="([\d.]+)(px)?"/.exec(head);
    const h = /\sheight="([\d.]+)(px)?"/.exec(head);
    if (w && h) size = { width: Number(w[1]), height: Number(h[1]) };
    else if (viewBox) size = { width: Number(viewBox[1]), height: Number(viewBox[2]) };
  } catch {
    size = undefined;
  }
  sizes.set(file, size);
  return size;
}
