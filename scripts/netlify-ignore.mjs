#!/usr/bin/env node
// Netlify's ignore command: exit 0 skips the build, exit 1 builds. A dealer's site is rebuilt when its
// own folder or the shared code changed between the last deployed commit and this one; a build hook
// (a feed change) always builds. Plain JS with no dependencies: Netlify runs it before npm install.
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** Paths every site's build reads besides its own folder (build:all's input hash reads the same list). */
export const BUILD_INPUTS = [
  'src',
  'scripts',
  'astro.config.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  '.nvmrc',
];
/** Paths that change what a Netlify deploy holds without changing the pages: the lead API function and Netlify's own config. */
export const DEPLOY_INPUTS = ['netlify', 'netlify.toml'];
/** Unit tests sit beside the code but never change a site (build:all's hash skips them as well). */
const NOT_INPUTS = [':(exclude,glob)**/*.test.ts', ':(exclude,glob)**/*.test.tsx'];

/**
 * Whether `paths` differ between two commits: true, false, or undefined when git cannot tell
 * (a shallow clone without the older commit, an unknown ref).
 * @param {string} from
 * @param {string} to
 * @param {string[]} paths
 * @param {string} [cwd]
 * @returns {boolean | undefined}
 */
export function gitChanged(from, to, paths, cwd) {
  try {
    execFileSync('git', ['diff', '--quiet', from, to, '--', ...paths], { stdio: 'ignore', cwd });
    return false;
  } catch (error) {
    return /** @type {{ status?: number }} */ (error).status === 1 ? true : undefined;
  }
}

/**
 * Decides whether this Netlify build of one dealer's site should run.
 * @param {Record<string, string | undefined>} env Netlify's build environment
 * @param {(from: string, to: string, paths: string[]) => boolean | undefined} changed
 * @returns {{ build: boolean, reason: string }}
 */
export function decide(env, changed = gitChanged) {
  const site = env.FORECOURT_SITE;
  if (!site)
    return { build: true, reason: 'FORECOURT_SITE is not set; building so the build log says what is missing' };
  if (
    env.INCOMING_HOOK_URL !== undefined ||
    env.INCOMING_HOOK_TITLE !== undefined ||
    env.INCOMING_HOOK_BODY !== undefined
  ) {
    return {
      build: true,
      reason: `a build hook started this build (${env.INCOMING_HOOK_TITLE || 'untitled'}): the feed may have changed`,
    };
  }
  const from = env.CACHED_COMMIT_REF;
  const to = env.COMMIT_REF || 'HEAD';
  // Netlify sets CACHED_COMMIT_REF to COMMIT_REF when there is no cache (first build, cache cleared).
  if (!from || from === to) return { build: true, reason: 'no earlier deployed commit to compare with' };
  const diff = changed(from, to, [`sites/${site}`, ...BUILD_INPUTS, ...DEPLOY_INPUTS, ...NOT_INPUTS]);
  if (diff === undefined)
    return { build: true, reason: `git could not compare ${from.slice(0, 7)} with ${to.slice(0, 7)}` };
  if (diff) return { build: true, reason: `sites/${site} or the shared code changed since ${from.slice(0, 7)}` };
  return { build: false, reason: `nothing changed for ${site} since ${from.slice(0, 7)}; skipping the build` };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { build, reason } = decide(process.env);
  console.log(`Forecourt: ${reason}.`);
  process.exit(build ? 1 : 0);
}
