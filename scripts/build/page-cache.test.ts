import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closePageCache, openPageCache, pagesBuilt } from './page-cache';

const fresh = () => join(mkdtempSync(join(tmpdir(), 'page-cache-')), 'site');
const RECORDS = new Map([['/cars/a-1', { sources: ["'sha256-x'"], noindex: false }]]);

describe('the page cache stamp', () => {
  it('starts from the records of a finished build of the same code', async () => {
    const dir = fresh();
    expect(await openPageCache(dir, 'code-1', false)).toEqual({ cold: true, reason: 'no cache yet' });
    await closePageCache(dir, 'code-1', RECORDS);
    expect(await openPageCache(dir, 'code-1', false)).toEqual({ cold: false, records: [...RECORDS] });
  });

  it('starts cold with --force, after a change of code, and after a build that did not finish', async () => {
    const dir = fresh();
    await closePageCache(dir, 'code-1', RECORDS);
    expect(await openPageCache(dir, 'code-1', true)).toEqual({ cold: true, reason: '--force' });
    // The open above removed the stamp, as a build does until it finishes: the next one starts cold.
    expect(await openPageCache(dir, 'code-1', false)).toEqual({ cold: true, reason: 'the last build did not finish' });
    await closePageCache(dir, 'code-1', RECORDS);
    expect(await openPageCache(dir, 'code-2', false)).toEqual({
      cold: true,
      reason: 'the code, lockfile or config schema changed',
    });
  });

  it('starts cold when the records are damaged', async () => {
    const dir = fresh();
    await closePageCache(dir, 'code-1', RECORDS);
    writeFileSync(join(dir, 'forecourt-pages.json'), '{"/cars/a-1":{"sources":"x"}}');
    expect(await openPageCache(dir, 'code-1', false)).toEqual({
      cold: true,
      reason: 'the page records are missing or damaged',
    });
  });
});

describe('pagesBuilt', () => {
  it('keeps the records of pages in the output, counts the reused ones and joins every page’s sources', async () => {
    const out = fresh();
    for (const page of ['cars/kept', 'cars/new']) {
      mkdirSync(join(out, page), { recursive: true });
      writeFileSync(join(out, page, 'index.html'), '');
    }
    const rendered = {
      pages: 1,
      scriptSources: new Set(["'sha256-new'"]),
      noindexPaths: new Set<string>(),
      byPath: new Map([
        ['/cars/kept', { sources: ["'sha256-kept'"], noindex: false }],
        ['/cars/gone', { sources: ["'sha256-gone'"], noindex: false }],
        ['/cars/new', { sources: ["'sha256-new'"], noindex: false }],
      ]),
      renderedPaths: new Set(['/cars/new']),
    };
    const built = await pagesBuilt(out, rendered);
    expect([...built.records.keys()].sort()).toEqual(['/cars/kept', '/cars/new']);
    expect(built.reused).toBe(1);
    expect([...built.scriptSources].sort()).toEqual(["'sha256-kept'", "'sha256-new'"]);
  });
});
