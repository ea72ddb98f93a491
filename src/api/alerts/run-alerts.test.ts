import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeCar } from '../../domain/car.fixture';
import type { Car } from '../../domain/car';
import { migrate } from '../storage/migrations';
import { storageOver } from '../storage/open-storage';
import type { SqlDb } from '../storage/sql-db';
import { openSqliteDb } from '../storage/sqlite-db';
import { parseSiteConfig } from '../../config/parse';
import { siteWith } from '../../config/testing';
import { readUnsubscribeToken } from '../auth/unsubscribe-token';
import { logAlertSender, runAlerts, type AlertRunOptions } from './run-alerts';

const hilux = makeCar({ id: 'c1', slug: 'hilux', name: '2021 Toyota Hilux', price: 45990 });
const corolla = makeCar({ id: 'c2', slug: 'corolla', name: '2020 Toyota Corolla', model: 'Corolla', price: 24990 });

describe('runAlerts', () => {
  let db: SqlDb;
  let dir: string;
  let lines: string[];
  const writeCars = (cars: Car[]) => writeFileSync(join(dir, 'cars.json'), JSON.stringify(cars));
  const options = (patch: Partial<AlertRunOptions> = {}): AlertRunOptions => ({
    site: 'demo',
    preparedDir: dir,
    siteUrl: 'https://dealer.example',
    db,
    secret: 'alert-secret',
    send: logAlertSender((l) => lines.push(l)),
    now: 1000,
    ...patch,
  });
  const run = (patch: Partial<AlertRunOptions> = {}) => runAlerts(options(patch));
  /** The log lines without their stop links, which run-alerts signs. */
  const texts = () => lines.map((l) => l.replace(/ To stop these alerts: \S+$/, ''));

  beforeEach(async () => {
    db = openSqliteDb(':memory:');
    await migrate(db);
    dir = mkdtempSync(join(tmpdir(), 'alerts-'));
    const config = parseSiteConfig(siteWith({}), 'sites/demo/site.yaml');
    writeFileSync(
      join(dir, 'site.json'),
      JSON.stringify({ slug: 'demo', siteDir: dir, config, now: '2026-11-20T00:00:00+10:00' }),
    );
    lines = [];
    await storageOver(db, 'demo').saveSearch({
      id: 's1',
      phone: '+61412345678',
      name: 'Any Corolla',
      query: JSON.stringify({ path: '/search/toyota', filters: { model: ['Corolla'] } }),
      createdAt: 1,
    });
    await storageOver(db, 'demo').addToWatchlist('+61498765432', 'c1', 1);
  });
  afterEach(() => db.close());

  it('keeps a baseline on the first run and tells nobody', async () => {
    writeCars([hilux]);
    expect(await run()).toEqual({ compared: false, queued: 0, sent: 0, failed: 0 });
    expect(lines).toEqual([]);
  });

  it('sends a new match and a price drop once, however often the same feed is built', async () => {
    writeCars([hilux]);
    await run();
    writeCars([{ ...hilux, price: 42990 }, corolla]);
    expect(await run()).toEqual({ compared: true, queued: 2, sent: 2, failed: 0 });
    expect(texts().sort()).toEqual([
      '[forecourt] alert for 0412 345 678: New match for your search "Any Corolla": 2020 Toyota Corolla https://dealer.example/cars/corolla',
      '[forecourt] alert for 0498 765 432: Price drop: 2021 Toyota Hilux is now $42,990 (was $45,990). https://dealer.example/cars/hilux',
    ]);
    expect(await run()).toEqual({ compared: true, queued: 0, sent: 0, failed: 0 });
    expect(lines).toHaveLength(2);
  });

  it('tells the watcher when the car sells', async () => {
    writeCars([hilux]);
    await run();
    writeCars([{ ...hilux, status: 'sold' }]);
    await run();
    expect(texts()).toEqual(['[forecourt] alert for 0498 765 432: 2021 Toyota Hilux from your watchlist has sold.']);
  });

  it('keeps a message that failed to send for the next run', async () => {
    writeCars([hilux]);
    await run();
    writeCars([{ ...hilux, status: 'sold' }]);
    const failing = await run({
      send: async () => {
        throw new Error('gateway down');
      },
    });
    expect(failing).toEqual({ compared: true, queued: 1, sent: 0, failed: 1 });
    expect(await run()).toEqual({ compared: true, queued: 0, sent: 1, failed: 0 });
  });

  it('signs each message with a link that stops it: the search for a match, every alert for the watchlist', async () => {
    writeCars([hilux]);
    await run();
    writeCars([{ ...hilux, price: 42990 }, corolla]);
    await run();
    const links = Object.fromEntries(
      lines.map((l) => [l.includes('New match') ? 'match' : 'drop', /To stop these alerts: (\S+)$/.exec(l)?.[1]]),
    );
    const token = (link: string | undefined) => new URL(link!).searchParams.get('token')!;
    expect(links.match).toMatch(/^https:\/\/dealer\.example\/pages\/unsubscribe\?token=/);
    expect(readUnsubscribeToken('alert-secret', 'demo', token(links.match))).toEqual({
      phone: '+61412345678',
      searchId: 's1',
    });
    expect(readUnsubscribeToken('alert-secret', 'demo', token(links.drop))).toEqual({ phone: '+61498765432' });
  });

  it('neither queues nor sends for a phone that stopped every alert, even a message queued before', async () => {
    writeCars([hilux]);
    await run();
    writeCars([{ ...hilux, status: 'sold' }]);
    expect(await run({ phases: { send: false } })).toEqual({ compared: true, queued: 1, sent: 0, failed: 0 });
    await storageOver(db, 'demo').turnAlertsOff('+61498765432', 2000);
    expect(await run({ phases: { queue: false } })).toEqual({ compared: false, queued: 0, sent: 0, failed: 0 });
    writeCars([corolla]);
    await storageOver(db, 'demo').turnAlertsOff('+61412345678', 2000);
    expect(await run()).toEqual({ compared: true, queued: 0, sent: 0, failed: 0 });
    expect(lines).toEqual([]);
  });

  it('queues without sending, then sends, when run as two phases (queue before the deploy, send after it)', async () => {
    writeCars([hilux]);
    await run();
    writeCars([{ ...hilux, status: 'sold' }]);
    expect(await run({ phases: { queue: true, send: false } })).toEqual({
      compared: true,
      queued: 1,
      sent: 0,
      failed: 0,
    });
    expect(lines).toEqual([]);
    expect(await run({ phases: { queue: false, send: true } })).toEqual({
      compared: false,
      queued: 0,
      sent: 1,
      failed: 0,
    });
    expect(texts()).toEqual(['[forecourt] alert for 0498 765 432: 2021 Toyota Hilux from your watchlist has sold.']);
  });

  it('matches a saved search through the search documents (body and transmission)', async () => {
    await storageOver(db, 'demo').saveSearch({
      id: 's2',
      phone: '+61411111111',
      name: 'Manual utes',
      query: JSON.stringify({ path: '/search', filters: { body: ['Ute'], transmission: ['Manual'] } }),
      createdAt: 1,
    });
    writeCars([hilux]);
    await run();
    writeCars([
      hilux,
      {
        ...corolla,
        id: 'c3',
        slug: 'ute',
        name: '2019 Toyota HiLux WorkMate',
        model: 'HiLux',
        simple_body: 'Ute',
        simple_transmission: 'Manual',
      },
      { ...corolla, id: 'c4', slug: 'auto-ute', simple_body: 'Ute', simple_transmission: 'Automatic' },
    ]);
    await run();
    expect(texts().filter((l) => l.includes('Manual utes'))).toEqual([
      '[forecourt] alert for 0411 111 111: New match for your search "Manual utes": 2019 Toyota HiLux WorkMate https://dealer.example/cars/ute',
    ]);
  });
});
