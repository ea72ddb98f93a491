/** Queued shopper alerts (scripts/alerts.ts), every site's watchlist rows for the alert step, and the phones that stopped alerts. */
import type { SqlDb } from './sql-db';

/** An alert as queued. */
export interface ShopperAlertRow {
  id: string;
  kind: string;
  phone: string;
  carId: string;
  body: string;
  createdAt: number;
}

/** Alert queries for one site. */
export function alertQueries(db: SqlDb, site: string) {
  return {
    /** Every shopper's saved cars (the alert step checks them all). */
    async allWatches(): Promise<{ phone: string; carId: string }[]> {
      const rows = await db.all<{ phone: string; car_id: string }>(
        'SELECT phone, car_id FROM watchlist WHERE site = $1 ORDER BY phone, car_id',
        [site],
      );
      return rows.map((r) => ({ phone: r.phone, carId: r.car_id }));
    },

    /** Queues an alert; false when the same event was queued before (so it is sent once). */
    async queueAlert(row: ShopperAlertRow): Promise<boolean> {
      const changed = await db.run(
        `INSERT INTO shopper_alerts (site, id, kind, phone, car_id, body, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (site, id) DO NOTHING`,
        [site, row.id, row.kind, row.phone, row.carId, row.body, row.createdAt],
      );
      return changed === 1;
    },

    /** Alerts not sent yet, oldest first. */
    async pendingAlerts(limit: number): Promise<ShopperAlertRow[]> {
      const rows = await db.all<{
        id: string;
        kind: string;
        phone: string;
        car_id: string;
        body: string;
        created_at: number;
      }>(
        'SELECT id, kind, phone, car_id, body, created_at FROM shopper_alerts WHERE site = $1 AND sent_at IS NULL ORDER BY created_at, id LIMIT $2',
        [site, limit],
      );
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        phone: r.phone,
        carId: r.car_id,
        body: r.body,
        createdAt: Number(r.created_at),
      }));
    },

    /** Marks an alert sent; false when another worker sent it first. */
    async markAlertSent(id: string, now: number): Promise<boolean> {
      return (
        (await db.run('UPDATE shopper_alerts SET sent_at = $1 WHERE site = $2 AND id = $3 AND sent_at IS NULL', [
          now,
          site,
          id,
        ])) === 1
      );
    },
  };
}

/** Phones that turned every alert off (an unsubscribe link), for one site; part of the API's Storage. */
export function alertOptOutQueries(db: SqlDb, site: string) {
  return {
    /** Stops every alert to the phone; doing it again changes nothing. */
    async turnAlertsOff(phone: string, now: number): Promise<void> {
      await db.run(
        'INSERT INTO alert_opt_outs (site, phone, created_at) VALUES ($1, $2, $3) ON CONFLICT (site, phone) DO NOTHING',
        [site, phone, now],
      );
    },

    /** Lets alerts reach the phone again (the shopper followed a search). */
    async turnAlertsOn(phone: string): Promise<void> {
      await db.run('DELETE FROM alert_opt_outs WHERE site = $1 AND phone = $2', [site, phone]);
    },

    /** The phones that stopped every alert. */
    async phonesWithAlertsOff(): Promise<Set<string>> {
      const rows = await db.all<{ phone: string }>('SELECT phone FROM alert_opt_outs WHERE site = $1', [site]);
      return new Set(rows.map((r) => r.phone));
    },
  };
}
