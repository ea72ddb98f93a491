/**
 * The build entry (`npm run build -- --site … --feed …`) run as a shopper's editor would run it, in a
 * child process: a broken config names file, line, field and fix; a feed with bad rows reports every
 * rejected car with its reason in <out>.build/feed-report.json (beside the site, never in it), stops the build when they pass the
 * site's share and builds the site when they do not. Relative --feed paths start where the command
 * was typed (INIT_CWD). Uses the smallest fixture site (tests/fixtures/sites/fixture-franchise).
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildRecordsDir } from './build-records';
import { netlifyStatic } from '../serve/netlify-static';

const root = resolve(import.meta.dirname, '../..');
const FIXTURE_SITES = join(root, 'tests', 'fixtures', 'sites');
const FIXTURE_NOW = '2026-11-20T00:00:00+10:00';
const temp: string[] = [];
afterAll(async () => Promise.all(temp.map((dir) => rm(dir, { recursive: true, force: true }))));

async function tempDir(name: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `forecourt-${name}-`));
  temp.push(dir);
  return dir;
}

/** Runs scripts/build.ts as `npm run build` would, typed in `typedIn`. */
function build(args: string[], typedIn: string) {
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'scripts', 'build.ts'), ...args],
    {
      cwd: root,
      env: { ...process.env, INIT_CWD: typedIn, FORECOURT_NOW: FIXTURE_NOW, FORECOURT_FEED: '' },
      encoding: 'utf8',
      timeout: 240_000,
    },
  );
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

interface Report {
  counts: { in: number; accepted: number; rejected: number };
  rejects: { index: number; id?: string; reasons: string[] }[];
}
const readReport = async (out: string) =>
  JSON.parse(await readFile(join(buildRecordsDir(out), 'feed-report.json'), 'utf8')) as Report;

/** Every row of tests/fixtures/feeds/bad-rows.json that must be rejected, by position, with its reason. */
const EXPECTED_REJECTS = [
  [1, '9001', 'make: missing'],
  [3, undefined, 'id: missing'],
  [4, '1001', 'id: "1001" is a duplicate of row 0'],
  [5, '9004', 'price: expected a number, found "call us"'],
  [6, '9005', 'year: expected a number, found "abc"'],
  [7, '9006', 'year: expected 1900 to 2027, found 2099'],
  [10, '9009', 'price: must not be negative, found -5000'],
  [11, '9010', 'model: missing'],
  [14, undefined, 'row: expected an object, found "this row is a string"'],
  [15, undefined, 'row: expected an object, found null'],
  [16, undefined, 'row: expected an object, found a list'],
];

describe('the build entry', () => {
  it('stops on a broken config naming the file, line, field and what to change', async () => {
    const sites = await tempDir('broken-config');
    await cp(join(FIXTURE_SITES, 'fixture-franchise', 'feed.json'), join(sites, 'broken', 'feed.json'), {
      recursive: true,
    });
    await writeFile(
      join(sites, 'broken', 'site.yaml'),
      'name: Broken Motors\nfeed: { source: feed.json }\nsearch:\n  pagesize: 20\n  columns: 5\n',
    );
    const { code, out } = build(['--site', 'broken', '--sites-dir', sites, '--out', join(sites, 'out')], root);
    expect(code).toBe(1);
    const file = join(sites, 'broken', 'site.yaml');
    expect(out).toContain('✗ broken: build stopped');
    expect(out).toContain(`${file}:4 search.pagesize: "pagesize" is not a setting here; did you mean "pageSize"?`);
    expect(out).toContain(`${file}:5 search.columns: found 5; use one of 3, 4`);
    expect(existsSync(join(sites, 'out'))).toBe(false);
  });

  it('reports every rejected car with its reason, and stops when they pass the share (--feed relative to where it was typed)', async () => {
    const out = join(await tempDir('bad-rows-stop'), 'out');
    // Typed in tests/fixtures: the feed path is relative to there, not to the site folder or the project.
    const { code, out: log } = build(
      ['--site', 'fixture-franchise', '--sites-dir', FIXTURE_SITES, '--feed', 'feeds/bad-rows.json', '--out', out],
      join(root, 'tests', 'fixtures'),
    );
    expect(code).toBe(1);
    expect(log).toContain(`reading feed ${join(root, 'tests', 'fixtures', 'feeds', 'bad-rows.json')}`);
    expect(log).toContain('rejected 11 of 18 cars (61.1%), more than the allowed 20.0%');
    expect(log).toContain(`reasons for every rejected car: ${join(`${out}.build`, 'feed-report.json')}`);
    const report = await readReport(out);
    expect(report.counts).toMatchObject({ in: 18, accepted: 7, rejected: 11 });
    expect(report.rejects.map((r) => [r.index, r.id ?? undefined, r.reasons.join('; ')])).toEqual(EXPECTED_REJECTS);
  });

  it('builds the site from a feed with bad rows when they stay within its share', { timeout: 240_000 }, async () => {
    const dir = await tempDir('bad-rows-build');
    const slug = `fixture-bad-rows-${process.pid}`;
    await cp(join(FIXTURE_SITES, 'fixture-franchise'), join(dir, slug), {
      recursive: true,
      filter: (src) => !src.includes(`${join('fixture-franchise', 'public', 'media')}`),
    });
    const yaml = await readFile(join(dir, slug, 'site.yaml'), 'utf8');
    await writeFile(
      join(dir, slug, 'site.yaml'),
      yaml.replace('  source: feed.json\n', '  source: feed.json\n  maxRejectShare: 0.7\n'),
    );
    const out = join(dir, 'out');
    try {
      const { code, out: log } = build(
        [
          '--site',
          slug,
          '--sites-dir',
          dir,
          '--feed',
          join('tests', 'fixtures', 'feeds', 'bad-rows.json'),
          '--out',
          out,
        ],
        root,
      );
      expect(log).toMatch(
        new RegExp(`${slug}: \\d+ pages \\(\\d+ rendered, \\d+ reused\\), 18 cars in, 11 rejected, [\\d.]+ s`),
      );
      expect(code).toBe(0);
      const report = await readReport(out);
      expect(report.rejects.map((r) => r.reasons.join('; '))).toEqual(EXPECTED_REJECTS.map((r) => r[2]));
      // The good rows and the accepted bad rows (9008, 9011, 9012: slug bad-row-base) got their pages.
      const pages = (await readFile(join(out, 'sitemap-0.xml'), 'utf8')).match(/\/cars\/[^/<]+\/</g) ?? [];
      expect(pages).toContain('/cars/2026-toyota-hilux-sr5-1001/<');
      expect(pages.filter((p) => p.startsWith('/cars/bad-row-base')).length).toBeGreaterThanOrEqual(3);

      // Nothing about the build is published (the report names this machine's files), and the site is
      // served as Netlify serves it: the build's _headers on every answer, its _redirects applied, the
      // rule files themselves not found.
      expect(existsSync(join(out, '_build'))).toBe(false);
      const serve = netlifyStatic(out);
      const get = (path: string) => serve(new Request(`http://localhost${path}`));
      const home = await get('/');
      expect(home.status).toBe(200);
      expect(home.headers.get('content-security-policy')).toMatch(
        /^default-src 'self'; script-src 'self' 'sha256-[^']+'.*; frame-ancestors 'none'; upgrade-insecure-requests$/,
      );
      expect(home.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload');
      expect(home.headers.get('x-frame-options')).toBe('DENY');
      expect(home.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      for (const path of ['/_headers', '/_redirects', '/_build/feed-report.json']) {
        const answer = await get(path);
        expect([path, answer.status]).toEqual([path, 404]);
        expect(answer.headers.get('x-frame-options')).toBe('DENY');
      }
      const stock = await get('/cars');
      expect([stock.status, stock.headers.get('location')]).toEqual([301, '/search/new-used-and-demo-cars']);
    } finally {
      await rm(join(root, '.cache', 'sites', slug), { recursive: true, force: true });
      await rm(join(root, '.cache', 'astro', slug), { recursive: true, force: true });
    }
  });
});
