/**
 * A hash of everything a site's build reads: the dealer folder (config, content, assets, feed file)
 * and the shared code (BUILD_INPUTS, the list Netlify's ignore script uses too). When it is unchanged,
 * build:all skips the site. A feed given by URL is not hashed (it changes without a commit): such
 * sites are rebuilt by their feed build hook instead.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { BUILD_INPUTS } from '../netlify-ignore.mjs';

const IGNORED = new Set(['node_modules', '.cache', 'dist', '.git']);

async function files(path: string): Promise<string[]> {
  const entries = await readdir(path, { withFileTypes: true }).catch(() => null);
  if (!entries) return [path];
  const out: string[] = [];
  for (const e of entries) {
    if (IGNORED.has(e.name) || /\.test\.tsx?$/.test(e.name)) continue;
    out.push(...(await files(join(path, e.name))));
  }
  return out;
}

/** sha256 over the relative paths and contents of the site folder and the shared code. */
export async function inputsHash(root: string, siteDir: string): Promise<string> {
  const hash = createHash('sha256');
  const all = [...(await files(siteDir)), ...(await Promise.all(BUILD_INPUTS.map((p) => files(join(root, p))))).flat()].sort();
  for (const file of all) {
    const content = await readFile(file).catch(() => null);
    if (content === null) continue;
    hash.update(relative(root, file)).update('\0').update(content).update('\0');
  }
  return hash.digest('hex');
}
