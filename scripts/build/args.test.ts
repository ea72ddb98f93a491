/**
 * Every script's flags go through node:util parseArgs (args.ts): `--help` prints the usage and exits 0,
 * a mistyped or unknown flag, a flag without its value and a stray word exit 2 with the usage, before
 * the script does any work. Each script runs in a child process, as typed on the command line.
 */
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

function run(script: string, args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'scripts', script), ...args],
      { cwd: root, env: { ...process.env, PORT: '' } },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('close', (code) => done({ code, out, err }));
  });
}

const SCRIPTS: [string, string][] = [
  ['build.ts', 'npm run build -- --site <slug>'],
  ['build-all.ts', 'npm run build:all'],
  ['serve.ts', 'npm run serve -- --site <slug>'],
  ['alerts.ts', 'npm run alerts -- --site <slug>'],
  ['index-typesense.ts', 'npm run index -- --site <slug>'],
  ['bench/run.ts', 'npm run bench'],
  ['bench/first-view-bytes.ts', 'npm run bench:bytes -- --site <slug>'],
  ['demo/generate.ts', 'npm run demo:generate'],
];

describe('script flags (node:util parseArgs)', () => {
  it.concurrent.each(SCRIPTS)(
    '%s: --help prints the usage; an unknown flag exits 2 naming it, with the usage',
    async (script, usage) => {
      const help = await run(script, ['--help']);
      expect([help.code, help.out.trim()]).toEqual([0, expect.stringContaining(`Usage: ${usage}`)]);
      const typo = await run(script, ['--sties-dir', 'sites']);
      expect(typo.code).toBe(2);
      expect(typo.err.trim()).toBe(`Unknown option '--sties-dir'. Usage: ${help.out.trim().replace(/^Usage: /, '')}`);
    },
    60_000,
  );

  it('a flag without its value, a stray word and a missing --site exit 2 with the usage', async () => {
    const [noValue, stray, noSite] = await Promise.all([
      run('build.ts', ['--site']),
      run('serve.ts', ['harbour-toyota']),
      run('alerts.ts', []),
    ]);
    expect([noValue.code, noValue.err]).toEqual([
      2,
      expect.stringMatching(/^Option '--site <value>' argument missing\. Usage: npm run build -- --site <slug>/),
    ]);
    expect([stray.code, stray.err]).toEqual([
      2,
      expect.stringMatching(/^Unexpected argument 'harbour-toyota'\. Usage: npm run serve -- --site <slug>/),
    ]);
    expect([noSite.code, noSite.err]).toEqual([
      2,
      expect.stringMatching(/^Missing --site\. Usage: npm run alerts -- --site <slug>/),
    ]);
  }, 60_000);

  it('serve refuses a port that is not a number before starting anything', async () => {
    const bad = await run('serve.ts', ['--site', 'harbour-toyota', '--port', 'eighty']);
    expect([bad.code, bad.err.trim()]).toEqual([
      2,
      expect.stringMatching(/^--port takes a port number, found eighty\. Usage: /),
    ]);
  }, 60_000);
});
