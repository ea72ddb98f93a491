/**
 * `npm test`: lint (Biome, Prettier on .astro, line width, knip's dead code; `npm run lint` runs only
 * these), type check, unit tests, then browser tests against built fixture sites (with the W3C
 * HTML check of the demo sites beside their axe sweep) — in that
 * order, stopping at the first failure, each step's output shown as it runs. What the steps need
 * from the machine (Chromium, fonts, Java, openssl) is checked first and, on Debian as root,
 * installed with apt-get (scripts/test-setup.ts); elsewhere it stops with the command to run.
 */
import { spawnSync } from 'node:child_process';
import { browserTestNeeds, ensureSystemNeeds, unitTestNeeds, type SystemNeed } from './test-setup';

const steps: { name: string; cmd: string; args: string[]; needs?: () => SystemNeed[] }[] = [
  { name: 'lint: Biome (lint, and format but .astro)', cmd: 'biome', args: ['check', '--error-on-warnings'] },
  { name: 'lint: Prettier (.astro format)', cmd: 'prettier', args: ['--check', '--log-level', 'warn', '**/*.astro'] },
  { name: 'lint: line width', cmd: 'tsx', args: ['scripts/format/line-length.ts'] },
  { name: 'lint: dead code (knip)', cmd: 'knip', args: ['--no-progress'] },
  { name: 'type check', cmd: 'astro', args: ['check', '--minimumSeverity', 'error'] },
  { name: 'unit tests', cmd: 'vitest', args: ['run'], needs: () => unitTestNeeds() },
  { name: 'browser tests', cmd: 'playwright', args: ['test'], needs: () => browserTestNeeds() },
];

const only = process.argv.slice(2);
const chosen = steps.filter((step) => !only.length || only.some((o) => step.name.startsWith(o)));

const missing = ensureSystemNeeds(chosen.flatMap((step) => step.needs?.() ?? []));
if (missing) {
  console.error(`\n✗ ${missing}`);
  process.exit(1);
}

for (const step of chosen) {
  console.log(`\n▶ ${step.name}: ${step.cmd} ${step.args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(step.cmd, step.args, { stdio: 'inherit', env: process.env });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`\n✗ ${step.name} failed after ${secs} s`);
    process.exit(r.status ?? 1);
  }
  console.log(`✓ ${step.name} passed in ${secs} s`);
}
