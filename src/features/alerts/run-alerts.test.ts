import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeCar } from '../../domain/car.fixture';
import type { Car } from '../../domain/car';
import { migrate } from '../../api/storage/migrations';
import { storageOver } from '../../api/storage/open-storage';
import type { SqlDb } from '../../api/storage/sql-db';
import { openSqliteDb } from '../../api/storage/sqlite-db';
import { logAlertSender, runAlerts } from './run-alerts';

const hilux = makeCar({ id: 'c1', slug: 'hilux', name: '2021 Toyota Hilux', price: 45990 });
const corolla = makeCar({ id: 'c2', slug: 'corolla', name: '2020 Toyota Corolla', model: 'Corolla', price: 24990 });

describe('runAlerts', () => {
  let db: SqlDb;
  let dir: string;
  let lines: string[];
  const writeCars = (cars: Car[]) => writeFileSync(join(dir, 'cars.json'), JSON.stringify(cars));
  const run = () => runAlerts({ site: 'demo', preparedDir: dir, siteUrl: 'https://dealer.example', db, send: logAlertSender((l) => lines.push(l)), now: 1000 });

  beforeEach(async () => {
    db = openSqliteDb(':memory:');
    await migrate(db);
    dir = mkdtempSync(join(tmpdir(), 'alerts-'));
    lines = [];
    await storageOver(db, 'demo').saveSearch({ id: 's1', phone: '+61412345678', name: 'Any Corolla', query: JSON.stringify({ path: '/search/toyota', filters: { model: ['Corolla'] } }), createdAt: 1 });
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
    expect(lines.sort()).toEqual([
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
    expect(lines).toEqual(['[forecourt] alert for 0498 765 432: 2021 Toyota Hilux from your watchlist has sold.']);
  });

  it('keeps a message that failed to send for the next run', async () => {
    writeCars([hilux]);
    await run();
    writeCars([{ ...hilux, status: 'sold' }]);
    const failing = await runAlerts({ site: 'demo', preparedDir: dir, siteUrl: 'https://dealer.example', db, send: async () => { throw new Error('gateway down'); }, now: 1000 });
    expect(failing).toEqual({ compared: true, queued: 1, sent: 0, failed: 1 });
    expect(await run()).toEqual({ compared: true, queued: 0, sent: 1, failed: 0 });
  });
});
