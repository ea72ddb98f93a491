/**
 * Removes a folder without waiting for it: the folder is renamed out of the way at once (the build
 * writes a fresh one in its place) and deleted while the build goes on. The last build's output of a
 * 20,000-car site is 40,000 files, and deleting them held the build up for about 6 s of an otherwise
 * idle main thread (a CPU profile of a no-change rebuild). The deleting is done by a child `rm -rf`,
 * not `fs.rm`: in this process its 100,000 file calls queued ahead of the build's own reads in Node's
 * four-thread file pool and held it up as long again (the next profile: 10 s idle while the code hash
 * read its files). What a stopped build left half-deleted is removed by the next.
 */
import { spawn } from 'node:child_process';
import { readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

const ASIDE = '.removing-';

/** Moves `dir` aside and starts deleting it and any earlier leftovers; `gone` settles when they are. */
export async function removeAside(dir: string): Promise<{ gone: Promise<void> }> {
  const parent = dirname(dir);
  const prefix = `${basename(dir)}${ASIDE}`;
  const leftovers = (await readdir(parent).catch(() => [] as string[]))
    .filter((name) => name.startsWith(prefix))
    .map((name) => join(parent, name));
  const aside = join(parent, `${prefix}${process.pid}-${Date.now()}`);
  try {
    await rename(dir, aside);
    leftovers.push(aside);
  } catch (error) {
    // Nothing to move (no earlier build), or it cannot be renamed: delete it in place, as before.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') await rm(dir, { recursive: true, force: true });
  }
  const gone = leftovers.length === 0 ? Promise.resolve() : removeInChild(leftovers);
  // Awaited at the end of the build; a build that stops before then leaves the rest to the next one.
  gone.catch(() => undefined);
  return { gone };
}

/** `rm -rf` of `paths` in a child process; settles when it exits, rejecting when it failed. */
function removeInChild(paths: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn('rm', ['-rf', '--', ...paths], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (d: Buffer) => (errors += d.toString()));
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0
        ? done()
        : fail(new Error(`Could not delete the last build's output (${paths.join(', ')}): ${errors.trim()}`)),
    );
  });
}
