import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/**
 * The paths of the HTML pages written under a built site folder, as the page records key them (no
 * trailing slash): `cars/x/index.html` is `/cars/x`, `404.html` is `/404`. Their number is the build
 * summary's "pages".
 */
export async function pagePaths(dir: string): Promise<string[]> {
  const paths: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/');
    paths.push(`/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/+$/, '') || '/');
  }
  return paths;
}
