/**
 * `npm start`: builds the demo franchise dealer and serves it, with the local lead API, at
 * http://localhost:4321.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const DEMO_SITE = 'harbour-toyota';

const r = spawnSync(
  process.execPath,
  [
    join(import.meta.dirname, '..', 'node_modules', 'tsx', 'dist', 'cli.mjs'),
    join(import.meta.dirname, 'serve.ts'),
    '--site',
    DEMO_SITE,
    '--build',
    ...process.argv.slice(2),
  ],
  {
    stdio: 'inherit',
  },
);
process.exit(r.status ?? 1);
