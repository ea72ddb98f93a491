/**
 * Proof that an incremental build equals a cold one when only the clock moves (issue 22, the clock:
 * src/site/build-clock.ts). A copy of the smallest fixture site, with one car whose "just arrived"
 * window ends two hours after the first build and an offer that expires at the end of November, is
 * built cold, then with FORECOURT_NOW moved on and no other change:
 * - an hour later (every answer the same): keyed pages are reused, the output is a cold build's;
 * - three hours later (past the car's window): the pages that show the car are made again, the rest
 *   reused, the output is a cold build's;
 * - in December (a new day and month, the sales count of November gone, the offer expired): the
 *   output is a cold build's.
 * Each incremental output is compared byte for byte with a cold build at the same instant. A clock
 * answer left unrecorded would let a page from before the flip be reused and fail the comparison.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const FIXTURE = join(root, 'tests', 'fixtures', 'sites', 'fixture-franchise');
const HOUR = 3_600_000;
/** The first build's instant: 10:00 in Brisbane, so an hour and three hours later are the same local day. */
const T0 = Date.parse('2026-11-20T10:00:00+10:00');
const slug = `fixture-clock-${process.pid}`;
const temp: string[] = [];
afterAll(async () => {
  await Promise.all(
    [...temp, join(root, '.cache', 'sites', slug), join(root, '.cache', 'astro', slug)].map((dir) =>
      rm(dir, { recursive: true, force: true }),
    ),
  );
});

/** scripts/build.ts at instant `at`; returns its pages, rendered and reused counts. */
function build(sites: string, out: string, at: number, ...flags: string[]) {
  const result = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      join(root, 'scripts', 'build.ts'),
      '--site',
      slug,
      '--sites-dir',
      sites,
      '--out',
      out,
      ...flags,
    ],
    {
      cwd: root,
      env: { ...process.env, FORECOURT_NOW: new Date(at).toISOString(), FORECOURT_FEED: '' },
      encoding: 'utf8',
      timeout: 240_000,
    },
  );
  const log = `${result.stdout}${result.stderr}`;
  expect(result.status, log).toBe(0);
  const counts = new RegExp(`${slug}: (\\d+) pages \\((\\d+) rendered, (\\d+) reused\\)`).exec(log);
  expect(counts, log).not.toBeNull();
  const [pages, rendered, reused] = counts!.slice(1).map(Number) as [number, number, number];
  return { pages, rendered, reused, log };
}

async function files(dir: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      out.set(relative(dir, join(entry.parentPath, entry.name)), await readFile(join(entry.parentPath, entry.name)));
  }
  return out;
}

/** The files of `made` that differ from `expected` (or are missing from either). */
async function differences(made: string, expected: string): Promise<string[]> {
  const [a, b] = await Promise.all([files(made), files(expected)]);
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter((name) => !a.get(name)?.equals(b.get(name) ?? Buffer.alloc(0)) || !b.has(name)).sort();
}

const ARRIVAL = '2014-nissan-x-trail-st-l-1038';

describe('an incremental build at a later instant', () => {
  it("reuses pages whose clock answers still hold, makes the rest again, and writes a cold build's bytes", {
    timeout: 900_000,
  }, async () => {
    const sites = await mkdtemp(join(tmpdir(), 'forecourt-clock-'));
    temp.push(sites);
    const site = join(sites, slug);
    await cp(FIXTURE, site, { recursive: true });
    // Car 1038 arrived 8 days less 2 hours before T0: its "just arrived" window ends at T0 + 2 h.
    const feedFile = join(site, 'feed.json');
    const cars = JSON.parse(await readFile(feedFile, 'utf8')) as Array<{ id: number; created_at: string }>;
    cars.find((c) => c.id === 1038)!.created_at = new Date(T0 + 2 * HOUR - 8 * 24 * HOUR).toISOString();
    await writeFile(feedFile, JSON.stringify(cars));
    // The HiLux offer leaves the site at the end of November (Brisbane).
    const offerFile = join(site, 'content', 'offers', 'hilux-finance.md');
    await writeFile(
      offerFile,
      (await readFile(offerFile, 'utf8')).replace(
        'excluded_website_ids: []',
        'excluded_website_ids: []\nexpiresAt: "2026-12-01T00:00:00+10:00"',
      ),
    );

    const out = (name: string) => join(sites, name);
    const first = build(sites, out('t0'), T0, '--force');
    expect(first.reused).toBe(0);

    // An hour later: nothing a page asked the clock has another answer.
    const hour = build(sites, out('t1'), T0 + HOUR);
    const hourCold = build(sites, out('t1-cold'), T0 + HOUR, '--force');
    expect(await differences(out('t1'), out('t1-cold'))).toEqual([]);
    expect(hour.pages).toBe(hourCold.pages);
    // Only the pages that carry the instant itself (the search pages' island) and pages without keys are made again.
    expect(hour.reused, hour.log).toBeGreaterThan(0);
    console.log(`an hour later: ${hour.rendered} rendered, ${hour.reused} reused (cold: ${hourCold.rendered})`);

    // Three hours later: car 1038 is no longer just arrived; the pages that show its card change.
    const later = build(sites, out('t2'), T0 + 3 * HOUR);
    build(sites, out('t2-cold'), T0 + 3 * HOUR, '--force');
    expect(await differences(out('t2'), out('t2-cold'))).toEqual([]);
    expect(later.rendered, later.log).toBeGreaterThan(hour.rendered);
    expect(later.reused, later.log).toBeGreaterThan(0);
    console.log(`three hours later: ${later.rendered} rendered, ${later.reused} reused`);
    const changed = (await differences(out('t1-cold'), out('t2-cold'))).filter((f) => /^cars[\\/]/.test(f));
    expect(changed.length).toBeGreaterThan(0);
    const page = (dir: string, file: string) => readFile(join(out(dir), file), 'utf8');
    const shower = changed.find((f) => !f.includes(ARRIVAL))!;
    expect(await page('t1-cold', shower)).toContain(`/cars/${ARRIVAL}`);
    expect((await page('t1-cold', shower)).match(/JUST ARRIVED/g)?.length ?? 0).toBeGreaterThan(
      (await page('t2-cold', shower)).match(/JUST ARRIVED/g)?.length ?? 0,
    );

    // December: a new local day and month (November's sales no longer counted), and the offer gone.
    const december = Date.parse('2026-12-01T01:00:00+10:00');
    const month = build(sites, out('t3'), december);
    build(sites, out('t3-cold'), december, '--force');
    expect(await differences(out('t3'), out('t3-cold'))).toEqual([]);
    console.log(`December: ${month.rendered} rendered, ${month.reused} reused`);
    // The offers page's banner holds November's count; car pages leave theirs to the browser.
    const offers = join('special-offers', 'index.html');
    expect(await page('t2-cold', offers)).toContain('data-sales-until="2026-11-30T14:00:00.000Z"');
    expect(await page('t3-cold', offers)).not.toContain('data-sales-until="2026-11-30T14:00:00.000Z"');
    expect(await page('t2-cold', 'sales-count.json')).toContain('"validUntil":"2026-11-30T14:00:00.000Z"');
    expect(await page('t3-cold', 'sales-count.json')).not.toContain('2026-11-30T14:00:00.000Z');
    expect((await files(out('t2-cold'))).has(join('offers', 'f-1', 'index.html'))).toBe(true);
    expect((await files(out('t3-cold'))).has(join('offers', 'f-1', 'index.html'))).toBe(false);
  });
});
