/**
 * The build before the move to React islands, measured beside the working tree's (issue 19): a
 * detached git worktree of the baseline commit under .cache/bench/baseline with its own
 * node_modules, installed from its own lock file. Kept across runs; checked out and installed again
 * only when the commit (or its lock file) changes. Its builds run its own scripts with its own
 * packages (`buildInChild` with the baseline's root).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT } from './bench-site';

/** The last commit before issue 19: preact islands and custom elements. */
export const BASELINE_COMMIT = '2c5194e33834f578f635a7857e231c6a2c44786e';
/** Where the baseline's worktree lives (git ignores .cache). */
export const BASELINE_DIR = join(ROOT, '.cache', 'bench', 'baseline');
const STAMP = '.bench-baseline.json';

/** A ready baseline checkout. */
export interface Baseline {
  /** Full commit id. */
  commit: string;
  /** The checkout's root: its scripts, packages and build output. */
  root: string;
  /** "2c5194e", for rows and notes. */
  short: string;
}

/** What an earlier run left in the baseline folder. */
export interface BaselineStamp {
  commit: string;
  lockHash: string;
}

/** What a run must do to the baseline folder before building in it. */
export type BaselineStep = 'reuse' | 'install' | 'checkout';

/**
 * `reuse` when the folder holds `commit` installed from the lock file it has now; `install` when the
 * checkout is right but its packages are not (missing, or from another lock file); `checkout` else.
 */
export function baselineStep(
  wanted: string,
  head: string | undefined,
  stamp: BaselineStamp | undefined,
  lockHash: string | undefined,
  hasModules: boolean,
): BaselineStep {
  if (head !== wanted) return 'checkout';
  if (!hasModules || !stamp || stamp.commit !== wanted || stamp.lockHash !== lockHash) return 'install';
  return 'reuse';
}

const git = (args: string[], cwd = ROOT): string =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

function headOf(dir: string): string | undefined {
  if (!existsSync(join(dir, '.git'))) return undefined;
  try {
    return git(['rev-parse', 'HEAD'], dir);
  } catch {
    return undefined;
  }
}

function lockHashOf(dir: string): string | undefined {
  const lock = join(dir, 'package-lock.json');
  return existsSync(lock) ? createHash('sha256').update(readFileSync(lock)).digest('hex') : undefined;
}

function readStamp(dir: string): BaselineStamp | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, STAMP), 'utf8')) as BaselineStamp;
  } catch {
    return undefined;
  }
}

/** Installs the checkout's packages from its own lock file (npm ci; npm install when ci cannot). */
function install(dir: string, log: (line: string) => void): void {
  // The project's scripts run on Node 24 (this process's): its bin folder first, as scripts/node24.mjs does.
  const env = { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}` };
  for (const command of [['ci'], ['install']]) {
    log(`baseline: npm ${command[0]} in ${dir}…`);
    const r = spawnSync('npm', [...command, '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dir,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (r.status === 0) return;
    log(`baseline: npm ${command[0]} failed: ${(r.stderr || r.stdout || '').trim().split('\n').slice(-3).join(' | ')}`);
  }
  throw new Error(`could not install the baseline's packages in ${dir} (see the npm output above)`);
}

/** The full id of `commit` (a sha, a short sha, a branch or tag); throws when the repository has no such commit. */
export function resolveCommit(commit: string): string {
  try {
    return git(['rev-parse', '--verify', `${commit}^{commit}`]);
  } catch {
    throw new Error(`--baseline ${commit}: no such commit in this repository`);
  }
}

/** The baseline checkout of `commit` (default {@link BASELINE_COMMIT}), checked out and installed when needed. */
export function ensureBaseline(
  commit: string = BASELINE_COMMIT,
  log: (line: string) => void = () => undefined,
  dir: string = BASELINE_DIR,
): Baseline {
  const full = resolveCommit(commit);
  const step = baselineStep(
    full,
    headOf(dir),
    readStamp(dir),
    lockHashOf(dir),
    existsSync(join(dir, 'node_modules', '.bin', 'astro')),
  );
  if (step === 'checkout') {
    log(`baseline: checking out ${full.slice(0, 7)} into ${dir}…`);
    if (headOf(dir)) git(['checkout', '--quiet', '--detach', '--force', full], dir);
    else {
      // A folder left by an interrupted run, or one git still lists as a worktree after it was deleted.
      rmSync(dir, { recursive: true, force: true });
      git(['worktree', 'prune']);
      mkdirSync(dirname(dir), { recursive: true });
      git(['worktree', 'add', '--detach', '--force', dir, full]);
    }
  }
  if (step !== 'reuse') {
    install(dir, log);
    // npm install may rewrite the lock file; the stamp keeps the hash of the commit's own.
    git(['checkout', '--quiet', '--', 'package-lock.json'], dir);
    const lockHash = lockHashOf(dir);
    writeFileSync(join(dir, STAMP), `${JSON.stringify({ commit: full, lockHash } satisfies Partial<BaselineStamp>)}\n`);
  } else log(`baseline: ${full.slice(0, 7)} ready in ${dir} (installed in an earlier run)`);
  return { commit: full, root: dir, short: full.slice(0, 7) };
}
