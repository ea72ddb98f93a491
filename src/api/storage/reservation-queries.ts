/** Reservations (one active per car, enforced by a partial unique index), saved searches and alerts. */
import { writeLeadRows } from './lead-queries';
import { type SqlDb, UniqueViolationError } from './sql-db';
import type {
  AlertMessageRow,
  MarkPaidResult,
  NewLead,
  NewReservation,
  ReservationPayment,
  ReservationRow,
  SaveSearchResult,
  SavedSearchRow,
} from './types';

interface ReservationRecord {
  id: string;
  car_id: string;
  status: ReservationRow['status'];
  created_at: number;
  expires_at: number;
  paid_at: number | null;
  paid_cents: number | null;
  payment_ref: string | null;
  lead_id: string | null;
}

const RESERVATION_COLUMNS = 'id, car_id, status, created_at, expires_at, paid_at, paid_cents, payment_ref, lead_id';

const orNull = (n: number | string | null) => (n === null ? null : Number(n));

const toReservation = (r: ReservationRecord): ReservationRow => ({
  id: r.id,
  carId: r.car_id,
  status: r.status,
  createdAt: Number(r.created_at),
  expiresAt: Number(r.expires_at),
  paidAt: orNull(r.paid_at),
  paidCents: orNull(r.paid_cents),
  paymentRef: r.payment_ref,
  leadId: r.lead_id,
});

/** Reservation, saved-search and alert queries for one site. */
export function reservationQueries(db: SqlDb, site: string) {
  const byKey = async (key: string) =>
    (
      await db.all<ReservationRecord>(
        `SELECT ${RESERVATION_COLUMNS} FROM reservations WHERE site = $1 AND idempotency_key = $2`,
        [site, key],
      )
    )[0];
  const byId = async (id: string) =>
    (
      await db.all<ReservationRecord>(`SELECT ${RESERVATION_COLUMNS} FROM reservations WHERE site = $1 AND id = $2`, [
        site,
        id,
      ])
    )[0];

  return {
    async createReservation(
      r: NewReservation,
      now: number,
      expiresAt: number,
      lead?: NewLead,
    ): Promise<{ status: 'created' | 'replayed'; reservation: ReservationRow } | { status: 'taken' }> {
      const known = await byKey(r.idempotencyKey);
      if (known) return { status: 'replayed', reservation: toReservation(known) };
      try {
        await db.transaction(async (tx) => {
          // A hold that has run out frees the car before the new one is inserted.
          await tx.run(
            `UPDATE reservations SET status = 'expired' WHERE site = $1 AND car_id = $2 AND status = 'active' AND expires_at <= $3`,
            [site, r.carId, now],
          );
          await tx.run(
            `INSERT INTO reservations (id, site, car_id, idempotency_key, name, email, phone, status, created_at, expires_at, lead_id)
             VALUES ($1, $2, $3, $4, $5, $6, $7, 'active', $8, $9, $10)`,
            [r.id, site, r.carId, r.idempotencyKey, r.name, r.email, r.phone, now, expiresAt, lead?.id ?? null],
          );
          // The dealer hears of it through the outbox, committed with the reservation or not at all.
          if (lead) await writeLeadRows(tx, site, lead);
        });
      } catch (error) {
        if (!(error instanceof UniqueViolationError)) throw error;
        const replayed = await byKey(r.idempotencyKey);
        return replayed ? { status: 'replayed', reservation: toReservation(replayed) } : { status: 'taken' };
      }
      return {
        status: 'created',
        reservation: {
          id: r.id,
          carId: r.carId,
          status: 'active',
          createdAt: now,
          expiresAt,
          paidAt: null,
          paidCents: null,
          paymentRef: null,
          leadId: lead?.id ?? null,
        },
      };
    },

    async activeReservation(carId: string, now: number) {
      const row = (
        await db.all<ReservationRecord>(
          `SELECT ${RESERVATION_COLUMNS} FROM reservations WHERE site = $1 AND car_id = $2 AND status = 'active' AND expires_at > $3`,
          [site, carId, now],
        )
      )[0];
      return row ? toReservation(row) : undefined;
    },

    async getReservation(id: string) {
      const row = await byId(id);
      return row ? toReservation(row) : undefined;
    },

    async reservationContact(id: string) {
      const row = (
        await db.all<{ name: string; email: string; phone: string }>(
          'SELECT name, email, phone FROM reservations WHERE site = $1 AND id = $2',
          [site, id],
        )
      )[0];
      return row ? { name: row.name, email: row.email, phone: row.phone } : undefined;
    },

    async markReservationPaid(
      id: string,
      payment: ReservationPayment,
      now: number,
      lead?: NewLead,
    ): Promise<MarkPaidResult> {
      let changed = 0;
      await db.transaction(async (tx) => {
        // Paid once: a repeated notification (providers retry) changes nothing and forwards nothing.
        changed = await tx.run(
          'UPDATE reservations SET paid_at = $1, paid_cents = $2, payment_ref = $3 WHERE site = $4 AND id = $5 AND paid_at IS NULL',
          [now, payment.amountCents, payment.ref, site, id],
        );
        if (changed === 1 && lead) await writeLeadRows(tx, site, lead);
      });
      if (changed === 1) return 'paid';
      return (await byId(id)) ? 'already-paid' : 'unknown';
    },

    async saveSearch(
      row: Omit<SavedSearchRow, 'lastCheckedAt'>,
      limit = Number.POSITIVE_INFINITY,
    ): Promise<SaveSearchResult> {
      return db.transaction(async (tx) => {
        // One save per shopper at a time (SQLite writes one transaction at a time already), so parallel saves can't pass the cap.
        if (db.dialect === 'postgres')
          await tx.all('SELECT pg_advisory_xact_lock(hashtext($1))', [`saved_searches|${site}|${row.phone}`]);
        const kept = await tx.all<{ query: string }>(
          'SELECT query FROM saved_searches WHERE site = $1 AND phone = $2',
          [site, row.phone],
        );
        if (kept.some((k) => k.query === row.query)) return 'exists';
        if (kept.length >= limit) return 'full';
        await tx.run(
          'INSERT INTO saved_searches (id, site, phone, name, query, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
          [row.id, site, row.phone, row.name, row.query, row.createdAt],
        );
        return 'saved';
      });
    },

    async listSavedSearches(phone?: string): Promise<SavedSearchRow[]> {
      const rows = await db.all<{
        id: string;
        phone: string;
        name: string;
        query: string;
        created_at: number;
        last_checked_at: number | null;
      }>(
        phone === undefined
          ? 'SELECT id, phone, name, query, created_at, last_checked_at FROM saved_searches WHERE site = $1 ORDER BY created_at'
          : 'SELECT id, phone, name, query, created_at, last_checked_at FROM saved_searches WHERE site = $1 AND phone = $2 ORDER BY created_at',
        phone === undefined ? [site] : [site, phone],
      );
      return rows.map((r) => ({
        id: r.id,
        phone: r.phone,
        name: r.name,
        query: r.query,
        createdAt: Number(r.created_at),
        lastCheckedAt: r.last_checked_at === null ? null : Number(r.last_checked_at),
      }));
    },

    async deleteSavedSearch(id: string, phone: string) {
      return (
        (await db.run('DELETE FROM saved_searches WHERE site = $1 AND id = $2 AND phone = $3', [site, id, phone])) === 1
      );
    },

    async markSearchChecked(id: string, now: number) {
      await db.run('UPDATE saved_searches SET last_checked_at = $1 WHERE site = $2 AND id = $3', [now, site, id]);
    },

    async addAlertMessage(row: Omit<AlertMessageRow, 'sentAt'>) {
      await db.run(
        'INSERT INTO alert_messages (id, site, saved_search_id, phone, body, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [row.id, site, row.savedSearchId, row.phone, row.body, row.createdAt],
      );
    },

    async pendingAlertMessages(limit: number): Promise<AlertMessageRow[]> {
      const rows = await db.all<{
        id: string;
        saved_search_id: string;
        phone: string;
        body: string;
        created_at: number;
      }>(
        'SELECT id, saved_search_id, phone, body, created_at FROM alert_messages WHERE site = $1 AND sent_at IS NULL ORDER BY created_at LIMIT $2',
        [site, limit],
      );
      return rows.map((r) => ({
        id: r.id,
        savedSearchId: r.saved_search_id,
        phone: r.phone,
        body: r.body,
        createdAt: Number(r.created_at),
        sentAt: null,
      }));
    },

    async markAlertSent(id: string, now: number) {
      await db.run('UPDATE alert_messages SET sent_at = $1 WHERE site = $2 AND id = $3', [now, site, id]);
    },
  };
}
