import { createHmac } from 'node:crypto';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../src/config/parse';
import { siteWith } from '../../src/config/testing';
import { FIXTURE_CARS, FIXTURE_NOW_MS } from '../../src/search/fixtures/cars';
import { parentKeyCollections } from '../../src/search/typesense/parent-key';
import { scripted } from '../../src/search/typesense/testing';
import { SEARCH_DIR, writeSearchAssets } from './search-assets';

const PARENT = 'RN23GFr1s6jQ9kgSNg2O7fYcAUXU7127';
const ADMIN = 'ADMIN-8c1f0e2d9b7a';
const NOW = new Date(FIXTURE_NOW_MS);
const dealerships = [
  { id: '1', slug: 'dealer-a', name: 'Dealer A' },
  { id: '2', slug: 'dealer-b', name: 'Dealer B' },
];
const typesense = { engine: 'typesense', hosts: ['ts.example.test'] };
const config = (patch: Record<string, unknown> = {}) =>
  parseSiteConfig(
    siteWith({ searchBackend: typesense, stock: { usedOnly: true }, dealerships, ...patch }),
    'sites/demo/site.yaml',
  );

/** The JSON parameters a scoped key embeds, after checking its digest against the parent key. */
function embedded(key: string, parent = PARENT): { filter_by: string; expires_at: number } {
  const decoded = Buffer.from(key, 'base64').toString('utf8');
  const json = decoded.slice(48);
  expect(decoded.slice(0, 44)).toBe(createHmac('sha256', parent).update(json).digest('base64'));
  expect(decoded.slice(44, 48)).toBe(parent.slice(0, 4));
  return JSON.parse(json);
}

/** Every file under `dir`, read as text. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(entries.filter((e) => e.isFile()).map((e) => readFile(join(e.parentPath, e.name), 'utf8')));
}

/** The browser's search settings of a Typesense build. */
function typesenseClient(assets: Awaited<ReturnType<typeof writeSearchAssets>>): {
  nodes: unknown;
  collection: string;
  searchKey: string;
} {
  const client = assets.prepared.searchClient;
  if (client?.backend !== 'typesense') throw new Error('expected a Typesense client');
  return client as { nodes: unknown; collection: string; searchKey: string };
}

async function run(cfg: ReturnType<typeof config>, env: Record<string, string>, fetchImpl?: typeof fetch) {
  const outDir = await mkdtemp(join(tmpdir(), 'search-assets-'));
  const lines: string[] = [];
  const assets = await writeSearchAssets({
    config: cfg,
    cars: FIXTURE_CARS,
    outDir,
    now: NOW,
    log: (l) => lines.push(l),
    env,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  return { assets, lines, outDir };
}

describe('writeSearchAssets, Typesense mode', () => {
  it("mints the browser's key from the parent key with the site's limits, its dealerships and a 90-day expiry", async () => {
    const { assets, lines, outDir } = await run(config(), { TYPESENSE_SEARCH_KEY: PARENT });
    const client = typesenseClient(assets);
    expect(client.nodes).toEqual([{ host: 'ts.example.test', port: 443, protocol: 'https' }]);
    expect(client.collection).toBe('demo-cars');
    expect(embedded(client.searchKey)).toEqual({
      filter_by: 'show_on_dealer_website:=true && car_type:=`used` && dealership_slug:=[`dealer-a`,`dealer-b`]',
      expires_at: FIXTURE_NOW_MS / 1000 + 90 * 86_400,
    });
    // Without the admin key the parent cannot be checked, and the build says so.
    expect(lines).toContainEqual(
      expect.stringMatching(
        /TYPESENSE_SEARCH_KEY was not checked: only the admin key can read a key's rights and TYPESENSE_ADMIN_KEY is not set/,
      ),
    );
    expect(JSON.stringify(assets.prepared)).not.toContain(PARENT);
    expect(await filesUnder(outDir)).toEqual([]);
  });

  it('checks the parent key with the admin key when the build has it, and ships neither key', async () => {
    const { calls, fetchImpl } = scripted([
      {
        status: 200,
        body: JSON.stringify({
          keys: [
            {
              id: 3,
              value_prefix: 'RN23',
              actions: ['documents:search'],
              collections: parentKeyCollections('demo-cars'),
              expires_at: 64_723_363_199,
            },
          ],
        }),
      },
    ]);
    const { assets, lines, outDir } = await run(
      config(),
      { TYPESENSE_SEARCH_KEY: PARENT, TYPESENSE_ADMIN_KEY: ADMIN },
      fetchImpl,
    );
    expect(calls.map((c) => `${c.method} ${c.url} ${c.headers['X-TYPESENSE-API-KEY']}`)).toEqual([
      `GET https://ts.example.test:443/keys ${ADMIN}`,
    ]);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /TYPESENSE_SEARCH_KEY checked on the cluster with the admin key: search-only \(documents:search\), limited to demo-cars and demo-cars_\.\*/,
      ),
    );
    const shipped = JSON.stringify(assets.prepared) + (await filesUnder(outDir)).join('\n');
    expect(shipped).not.toContain(ADMIN);
    expect(shipped).not.toContain(PARENT);
  });

  it('fails the build when the parent key could search other collections', async () => {
    const { fetchImpl } = scripted([
      {
        status: 200,
        body: JSON.stringify({ keys: [{ value_prefix: 'RN23', actions: ['documents:search'], collections: ['*'] }] }),
      },
    ]);
    await expect(
      run(config(), { TYPESENSE_SEARCH_KEY: PARENT, TYPESENSE_ADMIN_KEY: ADMIN }, fetchImpl),
    ).rejects.toThrow(
      /TYPESENSE_SEARCH_KEY cannot be the site's search-only parent key:\n {2}- its collections are \["\*"\]/,
    );
  });

  it("reads the keys from the variables the site's config names", async () => {
    const cfg = config({
      searchBackend: { ...typesense, searchKeyEnv: 'DEMO_SEARCH_KEY', adminKeyEnv: 'DEMO_ADMIN_KEY' },
    });
    const { assets, lines } = await run(cfg, { DEMO_SEARCH_KEY: PARENT, TYPESENSE_SEARCH_KEY: 'other-parent-key' });
    const client = typesenseClient(assets);
    expect(embedded(client.searchKey).filter_by).toContain('dealership_slug');
    expect(lines).toContainEqual(expect.stringMatching(/DEMO_SEARCH_KEY was not checked: .*DEMO_ADMIN_KEY is not set/));
    await expect(run(cfg, { TYPESENSE_SEARCH_KEY: PARENT })).rejects.toThrow(/DEMO_SEARCH_KEY is not set/);
  });

  it('embeds no dealership limit for a site that lists no dealerships', async () => {
    const { assets } = await run(config({ dealerships: [] }), { TYPESENSE_SEARCH_KEY: PARENT });
    const client = typesenseClient(assets);
    expect(embedded(client.searchKey).filter_by).toBe('show_on_dealer_website:=true && car_type:=`used`');
  });
});

describe('writeSearchAssets, embedded mode', () => {
  it("indexes only the site's dealerships and names the cars it leaves out", async () => {
    const cfg = config({ searchBackend: 'embedded', stock: {} });
    const { assets, lines, outDir } = await run(cfg, {});
    expect(assets.warnings).toEqual([
      '2 cars name a dealership that site.yaml does not list under dealerships (dealer-c 2); search leaves them out. List the dealership or fix the feed.',
    ]);
    expect(lines).toContain(`  warning: ${assets.warnings[0]}`);
    const files = await readdir(join(outDir, SEARCH_DIR));
    const index = JSON.parse(
      await readFile(
        join(outDir, SEARCH_DIR, files.find((f) => /^search-index\.[0-9a-f]{12}\.json$/.test(f)) as string),
        'utf8',
      ),
    );
    const ids = index.columns.find((c: { name: string }) => c.name === 'id');
    expect([...(ids.values ?? ids.dict)].sort()).toEqual(['c1', 'c12', 'c2', 'c3', 'c4', 'c5', 'c8']);
  });
});
