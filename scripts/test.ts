/**
 * `npm test`: type check, unit tests, then browser tests against built fixture sites (with the W3C
 * HTML check of the demo sites beside their axe sweep) — in that
 * order, stopping at the first failure, each step's output shown as it runs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { checkerMissing } from '../tests/e2e/html-check';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const steps: { name: string; cmd: string; args: string[]; needs?: () => string | undefined }[] = [
  { name: 'type check', cmd: 'astro', args: ['check', '--minimumSeverity', 'error'] },
  { name: 'unit tests', cmd: 'vitest', args: ['run'] },
  {
    name: 'browser tests',
    cmd: 'playwright',
    args: ['test'],
    needs: () =>
      !existsSync(chromium)
        ? `Chromium not found at ${chromium}. Install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`
        : // The W3C HTML checker (tests/e2e/demo-sites-html.spec.ts) runs on Java.
          checkerMissing(),
  },
];

const only = process.argv.slice(2);
for (const step of steps) {
  if (only.length && !only.some((o) => step.name.startsWith(o))) continue;
  const missing = step.needs?.();
  if (missing) {
    console.error(`\n✗ ${step.name}: ${missing}`);
    process.exit(1);
  }
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
