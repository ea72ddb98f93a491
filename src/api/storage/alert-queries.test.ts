import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../testing/databases';
import { alertQueries } from './alert-queries';
import { migrate } from './migrations';
import { openPostgresDb } from './postgres-db';
import type { SqlDb } from './sql-db';
import { openSqliteDb } from './sqlite-db';

const variants = [
  { name: 'SQLite', skip: false, open: () => openSqliteDb(':memory:') },
  {
    name: TEST_DATABASE_URL ? 'PostgreSQL' : 'PostgreSQL (skipped: set TEST_DATABASE_URL to run)',
    skip: !TEST_DATABASE_URL,
    open: () => openPostgresDb(TEST_DATABASE_URL!),
  },
];

for (const variant of variants) {
  describe.skipIf(variant.skip)(`shopper alerts on ${variant.name}`, () => {
    let db: SqlDb;
    let site: string;
    beforeEach(async () => {
      db = variant.open();
      await migrate(db);
      site = `al-${randomUUID()}`;
    });
    afterEach(() => db.close());

    it('queues an event once and hands it out until it is sent', async () => {
      const q = alertQueries(db, site);
      const row = {
        id: 'sold:+61412345678:c1',
        kind: 'sold',
        phone: '+61412345678',
        carId: 'c1',
        body: 'sold',
        createdAt: 1,
      };
      expect(await q.queueAlert(row)).toBe(true);
      expect(await q.queueAlert({ ...row, createdAt: 2 })).toBe(false);
      expect(await q.pendingAlerts(10)).toEqual([row]);
      expect(await q.markAlertSent(row.id, 3)).toBe(true);
      expect(await q.markAlertSent(row.id, 4)).toBe(false);
      expect(await q.pendingAlerts(10)).toEqual([]);
      expect(await q.queueAlert(row)).toBe(false);
    });

    it("lists every shopper's saved cars of the site only", async () => {
      await db.run(
        'INSERT INTO watchlist (site, phone, car_id, created_at) VALUES ($1, $2, $3, 1), ($1, $4, $5, 1), ($6, $2, $3, 1)',
        [site, '+61412345678', 'c1', '+61498765432', 'c2', `${site}-other`],
      );
      expect(await alertQueries(db, site).allWatches()).toEqual([
        { phone: '+61412345678', carId: 'c1' },
        { phone: '+61498765432', carId: 'c2' },
      ]);
    });
  });
}
