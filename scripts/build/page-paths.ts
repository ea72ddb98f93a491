import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Counts the HTML pages written under a built site folder (the build summary's "pages"). */
export async function countPages(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) count++;
  }
  return count;
}

/** Joins a path under the built site. */
export const inSite = (outDir: string, ...parts: string[]) => join(outDir, ...parts);
