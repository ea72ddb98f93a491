/**
 * A hash of everything a site's build reads: the dealer folder (config, content, assets, feed file)
 * and the shared code (BUILD_INPUTS, the list Netlify's ignore script uses too). When it is unchanged,
 * build:all skips the site. A feed given by URL is not hashed (it changes without a commit): such
 * sites are rebuilt by their feed build hook instead.
 */
import { createHash, type Hash } from 'node:crypto';
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

/** Adds the relative paths and contents of `paths` (files or folders, walked) to `hash`, in a stable order; `skip` leaves files out. */
async function hashTrees(
  hash: Hash,
  base: string,
  paths: readonly string[],
  skip: (file: string) => boolean = () => false,
): Promise<Hash> {
  const all = (await Promise.all(paths.map((p) => files(p))))
    .flat()
    .filter((f) => !skip(f))
    .sort();
  for (const file of all) {
    const content = await readFile(file).catch(() => null);
    if (content === null) continue;
    hash.update(relative(base, file)).update('\0').update(content).update('\0');
  }
  return hash;
}

/** sha256 over the relative paths and contents of the site folder and the shared code. */
export async function inputsHash(root: string, siteDir: string): Promise<string> {
  return (await hashTrees(createHash('sha256'), root, [siteDir, ...BUILD_INPUTS.map((p) => join(root, p))])).digest(
    'hex',
  );
}

/** sha256 over the shared code alone (BUILD_INPUTS: code, Astro config, lockfile): what every site's pages are made by. */
export async function codeHash(root: string): Promise<string> {
  return (
    await hashTrees(
      createHash('sha256'),
      root,
      BUILD_INPUTS.map((p) => join(root, p)),
    )
  ).digest('hex');
}

/** sha256 over a site folder's files, leaving out `except` (the feed file, which is hashed car by car instead). */
export async function siteFilesHash(siteDir: string, except: ReadonlySet<string>): Promise<string> {
  return (await hashTrees(createHash('sha256'), siteDir, [siteDir], (f) => except.has(f))).digest('hex');
}
