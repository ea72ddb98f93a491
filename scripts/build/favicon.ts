/** A site without its own favicon gets one drawn from its brand colours and initial. */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteConfig } from '../../src/config';
import { escapeMarkup } from '../../src/domain/safe-text';

/** The favicon SVG: a rounded square in the primary colour with the name's first letter. */
export function faviconSvg(config: Pick<SiteConfig, 'name' | 'theme'>): string {
  const letter = escapeMarkup((config.name.match(/[A-Za-z0-9]/)?.[0] ?? 'F').toUpperCase());
  const { primary, primaryContrast } = config.theme.colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${primary}"/><text x="32" y="44" font-family="Arial,Helvetica,sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="${primaryContrast}">${letter}</text></svg>`;
}

/** Writes /brand/favicon.svg unless the site's public folder supplied one. */
export async function ensureFavicon(outDir: string, config: Pick<SiteConfig, 'name' | 'theme'>): Promise<void> {
  const file = join(outDir, 'brand', 'favicon.svg');
  if (existsSync(file)) return;
  await mkdir(join(outDir, 'brand'), { recursive: true });
  await writeFile(file, faviconSvg(config));
}
