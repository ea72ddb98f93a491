/**
 * Proof that an incremental build equals a cold one (issue 22). A copy of the smallest fixture site is
 * built cold, then from its cache after each of three changes: its site.yaml colour (every keyed page
 * shows it: none may be reused); a car sold this month (its page, the pages showing it as similar and
 * the stock pages change, and the month's count in /sales-count.json; the other car pages, which leave
 * that count to the browser, are reused); and the rest of a busy day (two prices, a car new, a car gone,
 * a car's photo list: some pages must be reused). Then it is built cold
 * (`--force`) into another folder: the last two outputs must be the same bytes, file for file. A page
 * wrongly reused at any step would keep old bytes and fail the comparison.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const FIXTURE = join(root, 'tests', 'fixtures', 'sites', 'fixture-franchise');
const FIXTURE_NOW = '2026-11-20T00:00:00+10:00';
// A slug of its own: the site's caches (.cache/sites/<slug>, .cache/astro/<slug>) are not shared with other tests' builds.
const slug = `fixture-incremental-${process.pid}`;
const temp: string[] = [];
afterAll(async () => {
  await Promise.all(
    [...temp, join(root, '.cache', 'sites', slug), join(root, '.cache', 'astro', slug)].map((dir) =>
      rm(dir, { recursive: true, force: true }),
    ),
  );
});

/** Runs scripts/build.ts as `npm run build` would; returns its pages, rendered and reused counts. */
function build(sites: string, out: string, ...flags: string[]) {
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
      env: { ...process.env, FORECOURT_NOW: FIXTURE_NOW, FORECOURT_FEED: '' },
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

interface FeedCar {
  id: number;
  slug: string;
  stocknum: string;
  vin: string;
  price: number;
  status: string;
  sold_at?: string;
  images: unknown[];
}

const byId = (cars: FeedCar[], id: number) => cars.find((c) => c.id === id)!;

/** A car sold yesterday. */
function sellCar(cars: FeedCar[]): FeedCar[] {
  Object.assign(byId(cars, 1011), { status: 'sold', sold_at: '2026-11-19T02:00:00.000Z' });
  return cars;
}

/**
 * The rest of a busy day: two prices, a photo list redone, a car gone and one of the same model new.
 * (An arrival or a departure that changes a model's count can reorder the menus, which list models
 * most stocked first, and then every page changes: docs/decisions.md § Incremental builds.)
 */
function changeStock(cars: FeedCar[]): FeedCar[] {
  byId(cars, 1008).price = 23_990;
  byId(cars, 1020).price = 44_990;
  byId(cars, 1036).images = byId(cars, 1036).images.slice(1).reverse();
  const arrival = {
    ...structuredClone(byId(cars, 1029)),
    id: 1041,
    slug: 'toyota-gr86-1041',
    stocknum: 'FFN10099',
    vin: 'JF1ZD8H10P9000041',
    price: 49_990,
  };
  return [...cars.filter((c) => c.id !== 1027), arrival];
}

/** Every file under `dir` by its relative path. */
async function files(dir: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    out.set(relative(dir, file), await readFile(file));
  }
  return out;
}

describe('an incremental build', () => {
  it('writes the same bytes as a cold build after a config and a feed change, reusing the pages the change did not touch', {
    timeout: 600_000,
  }, async () => {
    const sites = await mkdtemp(join(tmpdir(), 'forecourt-incremental-'));
    temp.push(sites);
    const site = join(sites, slug);
    await cp(FIXTURE, site, { recursive: true });

    const first = build(sites, join(sites, 'first'), '--force');
    expect(first.reused).toBe(0);
    expect(first.rendered).toBeGreaterThan(100);

    const yaml = await readFile(join(site, 'site.yaml'), 'utf8');
    expect(yaml).toContain('theme:\n  logo:');
    await writeFile(
      join(site, 'site.yaml'),
      yaml.replace('theme:\n  logo:', 'theme:\n  colors:\n    primary: "#8a1538"\n  logo:'),
    );
    const feedFile = join(site, 'feed.json');
    const changeFeed = async (change: (cars: FeedCar[]) => FeedCar[]) =>
      writeFile(feedFile, JSON.stringify(change(JSON.parse(await readFile(feedFile, 'utf8')) as FeedCar[])));
    const recoloured = build(sites, join(sites, 'recoloured'));
    expect(recoloured.reused).toBe(0);
    await changeFeed(sellCar);
    const sold = build(sites, join(sites, 'sold'));
    expect(sold.reused, sold.log).toBeGreaterThan(0);
    const salesCount = async (out: string) =>
      (JSON.parse(await readFile(join(sites, out, 'sales-count.json'), 'utf8')) as { count: number }).count;
    expect(await salesCount('sold')).toBe((await salesCount('recoloured')) + 1);

    await changeFeed(changeStock);
    const incremental = build(sites, join(sites, 'incremental'));
    const cold = build(sites, join(sites, 'cold'), '--force');
    expect(cold.reused).toBe(0);
    expect(incremental.pages).toBe(cold.pages);
    // In a 40-car site a change reaches many pages (a car is similar to several): some are still untouched.
    expect(incremental.reused, incremental.log).toBeGreaterThan(0);
    expect(incremental.rendered).toBeLessThan(cold.rendered);

    const [made, expected] = await Promise.all([files(join(sites, 'incremental')), files(join(sites, 'cold'))]);
    expect([...made.keys()].sort()).toEqual([...expected.keys()].sort());
    const differ = [...expected].filter(([file, bytes]) => !made.get(file)!.equals(bytes)).map(([file]) => file);
    expect(differ).toEqual([]);
    // The comparison is not empty: the changes are in the pages.
    const priced = made.get(join('cars', '2021-toyota-hilux-sr-1008', 'index.html'))!.toString();
    expect(priced).toContain('23,990');
    expect(priced).toContain('#8a1538');
    expect([...made.keys()].filter((file) => /^cars[\\/][^\\/]+-1041[\\/]index\.html$/.test(file))).toHaveLength(1);
    expect([...made.keys()].filter((file) => /^cars[\\/][^\\/]+-1027[\\/]index\.html$/.test(file))).toHaveLength(0);
  });
});
