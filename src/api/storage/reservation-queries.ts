/** Reservations (one active per car, enforced by a partial unique index), saved searches and alerts. */
import { type SqlDb, UniqueViolationError } from './sql-db';
import type { AlertMessageRow, ReservationRow, SavedSearchRow } from './types';

interface ReservationRecord {
  id: string;
  car_id: string;
  status: ReservationRow['status'];
  created_at: number;
  expires_at: number;
}

const toReservation = (r: ReservationRecord): ReservationRow => ({
  id: r.id, carId: r.car_id, status: r.status, createdAt: Number(r.created_at), expiresAt: Number(r.expires_at),
});

/** Reservation, saved-search and alert queries for one site. */
export function reservationQueries(db: SqlDb, site: string) {
  const byKey = async (key: string) =>
    (await db.all<ReservationRecord>('SELECT id, car_id, status, created_at, expires_at FROM reservations WHERE site = $1 AND idempotency_key = $2', [site, key]))[0];

  return {
    async createReservation(
      r: { id: string; carId: string; idempotencyKey: string; name: string; email: string; phone: string },
      now: number,
      expiresAt: number,
    ): Promise<{ status: 'created' | 'replayed'; reservation: ReservationRow } | { status: 'taken' }> {
      const known = await byKey(r.idempotencyKey);
      if (known) return { status: 'replayed', reservation: toReservation(known) };
      try {
        await db.transaction(async (tx) => {
          // A hold that has run out frees the car before the new one is inserted.
          await tx.run(`UPDATE reservations SET status = 'expired' WHERE site = $1 AND car_id = $2 AND status = 'active' AND expires_at <= $3`, [site, r.carId, now]);
          await tx.run(
            `INSERT INTO reservations (id, site, car_id, idempotency_key, name, email, phone, status, created_at, expires_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, 'active', $8, $9)`,
            [r.id, site, r.carId, r.idempotencyKey, r.name, r.email, r.phone, now, expiresAt],
          );
        });
      } catch (error) {
        if (!(error instanceof UniqueViolationError)) throw error;
        const replayed = await byKey(r.idempotencyKey);
        return replayed ? { status: 'replayed', reservation: toReservation(replayed) } : { status: 'taken' };
      }
      return { status: 'created', reservation: { id: r.id, carId: r.carId, status: 'active', createdAt: now, expiresAt } };
    },

    async activeReservation(carId: string, now: number) {
      const row = (
        await db.all<ReservationRecord>(
          `SELECT id, car_id, status, created_at, expires_at FROM reservations WHERE site = $1 AND car_id = $2 AND status = 'active' AND expires_at > $3`,
          [site, carId, now],
        )
      )[0];
      return row ? toReservation(row) : undefined;
    },

    async saveSearch(row: Omit<SavedSearchRow, 'lastCheckedAt'>) {
      await db.run('INSERT INTO saved_searches (id, site, phone, name, query, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
        row.id, site, row.phone, row.name, row.query, row.createdAt,
      ]);
    },

    async listSavedSearches(phone?: string): Promise<SavedSearchRow[]> {
      const rows = await db.all<{ id: string; phone: string; name: string; query: string; created_at: number; last_checked_at: number | null }>(
        phone === undefined
          ? 'SELECT id, phone, name, query, created_at, last_checked_at FROM saved_searches WHERE site = $1 ORDER BY created_at'
          : 'SELECT id, phone, name, query, created_at, last_checked_at FROM saved_searches WHERE site = $1 AND phone = $2 ORDER BY created_at',
        phone === undefined ? [site] : [site, phone],
      );
      return rows.map((r) => ({
        id: r.id, phone: r.phone, name: r.name, query: r.query, createdAt: Number(r.created_at),
        lastCheckedAt: r.last_checked_at === null ? null : Number(r.last_checked_at),
      }));
    },

    async deleteSavedSearch(id: string, phone: string) {
      return (await db.run('DELETE FROM saved_searches WHERE site = $1 AND id = $2 AND phone = $3', [site, id, phone])) === 1;
    },

    async markSearchChecked(id: string, now: number) {
      await db.run('UPDATE saved_searches SET last_checked_at = $1 WHERE site = $2 AND id = $3', [now, site, id]);
    },

    async addAlertMessage(row: Omit<AlertMessageRow, 'sentAt'>) {
      await db.run('INSERT INTO alert_messages (id, site, saved_search_id, phone, body, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
        row.id, site, row.savedSearchId, row.phone, row.body, row.createdAt,
      ]);
    },

    async pendingAlertMessages(limit: number): Promise<AlertMessageRow[]> {
      const rows = await db.all<{ id: string; saved_search_id: string; phone: string; body: string; created_at: number }>(
        'SELECT id, saved_search_id, phone, body, created_at FROM alert_messages WHERE site = $1 AND sent_at IS NULL ORDER BY created_at LIMIT $2',
        [site, limit],
      );
      return rows.map((r) => ({ id: r.id, savedSearchId: r.saved_search_id, phone: r.phone, body: r.body, createdAt: Number(r.created_at), sentAt: null }));
    },

    async markAlertSent(id: string, now: number) {
      await db.run('UPDATE alert_messages SET sent_at = $1 WHERE site = $2 AND id = $3', [now, site, id]);
    },
  };
}
