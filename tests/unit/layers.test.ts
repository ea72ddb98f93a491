/**
 * The import rules (.dependency-cruiser.cjs): no lower layer imports a higher one, src/domain/ is
 * pure, src/site/ reads only what it derives from, `npm run index` reaches no UI, and no import
 * cycle anywhere in src/ and scripts/. dependency-cruiser reads the TypeScript imports (type-only and
 * dynamic ones included); .astro files are leaves to it (pages, layouts and components, the top layers).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const depcruise = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

it('keeps every import rule of .dependency-cruiser.cjs, with no cycle', () => {
  const run = spawnSync(
    process.execPath,
    [depcruise, 'src', 'scripts', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  expect(run.stderr + run.stdout, 'dependency-cruiser found these').not.toMatch(/error/);
  expect(run.status).toBe(0);
  // A run that cruised nothing would pass too: make sure it read the code base.
  expect(run.stdout + run.stderr).toMatch(/no dependency violations found \(\d{3,} modules/);
}, 60_000);
