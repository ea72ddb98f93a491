#!/usr/bin/env node
// Netlify's ignore command: exit 0 skips the build, exit 1 builds. A dealer's site is rebuilt when its
// own folder or the shared code changed between the last deployed commit and this one (a feed change
// arrives through the site's build hook, which always builds). Plain JS so it runs before npm install.
import { execFileSync } from 'node:child_process';

const site = process.env.FORECOURT_SITE;
const from = process.env.CACHED_COMMIT_REF;
const to = process.env.COMMIT_REF || 'HEAD';
if (!site || !from || process.env.INCOMING_HOOK_BODY !== undefined) process.exit(1);
const shared = ['src', 'scripts', 'netlify', 'public', 'astro.config.mjs', 'package.json', 'package-lock.json', 'tsconfig.json', 'netlify.toml'];
try {
  execFileSync('git', ['diff', '--quiet', from, to, '--', `sites/${site}`, ...shared], { stdio: 'ignore' });
  console.log(`Forecourt: nothing changed for ${site} since ${from.slice(0, 7)}; skipping the build.`);
  process.exit(0);
} catch {
  process.exit(1);
}
