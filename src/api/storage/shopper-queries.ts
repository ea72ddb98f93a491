/** Sign-in codes, sessions, watchlist, views, bookings and valuation saves for one site. */
import type { SqlDb } from './sql-db';
import type { CodeRow } from './types';

/** Queries about a shopper and their session. */
export function shopperQueries(db: SqlDb, site: string) {
  return {
    async saveCode(code: CodeRow & { createdAt: number }) {
      await db.transaction(async (tx) => {
        // One live code per phone: asking again retires the earlier ones.
        await tx.run(
          'UPDATE one_time_codes SET consumed_at = $1 WHERE site = $2 AND phone = $3 AND consumed_at IS NULL',
          [code.createdAt, site, code.phone],
        );
        await tx.run(
          `INSERT INTO one_time_codes (id, site, phone, code_hash, attempts, expires_at, consumed_at, created_at)
           VALUES ($1, $2, $3, $4, 0, $5, NULL, $6)`,
          [code.id, site, code.phone, code.codeHash, code.expiresAt, code.createdAt],
        );
      });
    },

    async latestCode(phone: string): Promise<CodeRow | undefined> {
      const row = (
        await db.all<{
          id: string;
          phone: string;
          code_hash: string;
          attempts: number;
          expires_at: number;
          consumed_at: number | null;
        }>(
          `SELECT id, phone, code_hash, attempts, expires_at, consumed_at FROM one_time_codes
           WHERE site = $1 AND phone = $2
           ORDER BY CASE WHEN consumed_at IS NULL THEN 0 ELSE 1 END, created_at DESC LIMIT 1`,
          [site, phone],
        )
      )[0];
      return row
        ? {
            id: row.id,
            phone: row.phone,
            codeHash: row.code_hash,
            attempts: Number(row.attempts),
            expiresAt: Number(row.expires_at),
            consumedAt: row.consumed_at === null ? null : Number(row.consumed_at),
          }
        : undefined;
    },

    async addCodeAttempt(id: string) {
      await db.run('UPDATE one_time_codes SET attempts = attempts + 1 WHERE site = $1 AND id = $2', [site, id]);
      const rows = await db.all<{ attempts: number }>(
        'SELECT attempts FROM one_time_codes WHERE site = $1 AND id = $2',
        [site, id],
      );
      return Number(rows[0]?.attempts ?? 0);
    },

    async consumeCode(id: string, now: number) {
      return (
        (await db.run(
          'UPDATE one_time_codes SET consumed_at = $1 WHERE site = $2 AND id = $3 AND consumed_at IS NULL',
          [now, site, id],
        )) === 1
      );
    },

    async createSession(tokenHash: string, phone: string, now: number, expiresAt: number) {
      await db.run(
        'INSERT INTO sessions (token_hash, site, phone, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
        [tokenHash, site, phone, now, expiresAt],
      );
    },

    async sessionPhone(tokenHash: string, now: number) {
      const rows = await db.all<{ phone: string }>(
        'SELECT phone FROM sessions WHERE site = $1 AND token_hash = $2 AND expires_at > $3',
        [site, tokenHash, now],
      );
      return rows[0]?.phone;
    },

    async deleteSession(tokenHash: string) {
      await db.run('DELETE FROM sessions WHERE site = $1 AND token_hash = $2', [site, tokenHash]);
    },

    async addToWatchlist(phone: string, carId: string, now: number) {
      await db.run(
        'INSERT INTO watchlist (site, phone, car_id, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (site, phone, car_id) DO NOTHING',
        [site, phone, carId, now],
      );
    },

    async removeFromWatchlist(phone: string, carId: string) {
      await db.run('DELETE FROM watchlist WHERE site = $1 AND phone = $2 AND car_id = $3', [site, phone, carId]);
    },

    async listWatchlist(phone: string) {
      const rows = await db.all<{ car_id: string; created_at: number }>(
        'SELECT car_id, created_at FROM watchlist WHERE site = $1 AND phone = $2 ORDER BY created_at DESC, car_id',
        [site, phone],
      );
      return rows.map((r) => ({ carId: r.car_id, savedAt: Number(r.created_at) }));
    },

    async countView(carSlug: string, visitor: string, day: string) {
      return db.transaction(async (tx) => {
        const firstToday = await tx.run(
          `INSERT INTO car_view_visitors (site, car_slug, day, visitor) VALUES ($1, $2, $3, $4)
           ON CONFLICT (site, car_slug, day, visitor) DO NOTHING`,
          [site, carSlug, day, visitor],
        );
        const rows =
          firstToday === 1
            ? await tx.all<{ views: number }>(
                `INSERT INTO car_views (site, car_slug, views) VALUES ($1, $2, 1)
                 ON CONFLICT (site, car_slug) DO UPDATE SET views = car_views.views + 1 RETURNING views`,
                [site, carSlug],
              )
            : await tx.all<{ views: number }>('SELECT views FROM car_views WHERE site = $1 AND car_slug = $2', [
                site,
                carSlug,
              ]);
        return Number(rows[0]?.views ?? 0);
      });
    },

    async forgetViewVisitorsBefore(day: string) {
      await db.run('DELETE FROM car_view_visitors WHERE site = $1 AND day < $2', [site, day]);
    },

    async bookedSlots(locationId: string, from: number, to: number) {
      const rows = await db.all<{ slot_start: number }>(
        'SELECT slot_start FROM test_drive_bookings WHERE site = $1 AND location_id = $2 AND slot_start >= $3 AND slot_start < $4',
        [site, locationId, from, to],
      );
      return rows.map((r) => Number(r.slot_start));
    },

    async saveMiscellaneous(id: string, columnName: string, leadId: string | null, payload: unknown, now: number) {
      await db.run(
        'INSERT INTO miscellaneous (id, site, column_name, lead_id, payload, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [id, site, columnName, leadId, JSON.stringify(payload), now],
      );
    },
  };
}
