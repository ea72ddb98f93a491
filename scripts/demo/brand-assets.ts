/**
 * The committed SVG brand files of a demo site: its own logo (public/brand/logo.svg) and neutral
 * wordmarks for the makes on its brands page and mega-menu (public/brand/makes/<slug>.svg).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { slugify } from './feed/ids';
import type { DemoProfile } from './feed/profile';
import { dealerLogoSvg, wordmarkSvg } from './render/logos';

/** Site-relative URL of a make's wordmark. */
export function wordmarkUrl(name: string): string {
  return `/brand/makes/${slugify(name)}.svg`;
}

/** Writes the logo and wordmarks that are missing; returns how many files were written. */
export function writeBrandAssets(profile: DemoProfile, siteDir: string): number {
  const files: [string, string][] = [[join(siteDir, 'public/brand/logo.svg'), dealerLogoSvg(profile.logo)]];
  for (const name of profile.wordmarks) files.push([join(siteDir, 'public', wordmarkUrl(name)), wordmarkSvg(name)]);
  let written = 0;
  for (const [file, svg] of files) {
    if (existsSync(file)) continue;
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, svg);
    written++;
  }
  return written;
}
