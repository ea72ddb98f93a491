/** Leads and their outbox: stored together, claimed and settled by the forwarding worker. */
import { randomUUID } from 'node:crypto';
import { type SqlDb, type SqlExecutor, UniqueViolationError } from './sql-db';
import type {
  InsertLeadResult,
  KeyedLeadResult,
  NewLead,
  OutboxChannel,
  OutboxItem,
  StoredLead,
  UndeliveredRow,
} from './types';

interface LeadRecord {
  id: string;
  kind: string;
  parent_lead_id: string | null;
  car_id: string | null;
  event_id: number | null;
  payload: string;
  created_at: number;
  request_hash: string;
}

const LEAD_COLUMNS = 'id, kind, parent_lead_id, car_id, event_id, payload, created_at, request_hash';

function toLead(row: LeadRecord): StoredLead {
  return {
    id: row.id,
    kind: row.kind,
    parentLeadId: row.parent_lead_id,
    carId: row.car_id,
    eventId: row.event_id === null ? null : Number(row.event_id),
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    createdAt: Number(row.created_at),
  };
}

class SlotTaken extends Error {}

/**
 * Writes a lead and its outbox rows on `tx` (inside the caller's transaction): leads, and the
 * reservations and payments stored as leads, reach the CRM through the same outbox.
 */
export async function writeLeadRows(tx: SqlExecutor, site: string, lead: NewLead): Promise<void> {
  await tx.run(
    `INSERT INTO leads (id, site, idempotency_key, request_hash, kind, parent_lead_id, car_id, event_id, payload, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      lead.id,
      site,
      lead.idempotencyKey,
      lead.requestHash,
      lead.kind,
      lead.parentLeadId,
      lead.carId,
      lead.eventId,
      JSON.stringify(lead.payload),
      lead.createdAt,
    ],
  );
  for (const channel of lead.channels) {
    await tx.run(
      `INSERT INTO outbox (id, site, lead_id, channel, status, attempts, next_attempt_at, locked_until, created_at)
       VALUES ($1, $2, $3, $4, 'pending', 0, $5, 0, $5)`,
      [randomUUID(), site, lead.id, channel, lead.createdAt],
    );
  }
}

/** Lead and outbox queries for one site. */
export function leadQueries(db: SqlDb, site: string) {
  const byKey = async (key: string) =>
    (
      await db.all<LeadRecord>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE site = $1 AND idempotency_key = $2`, [
        site,
        key,
      ])
    )[0];
  const replay = (row: LeadRecord, hash: string): KeyedLeadResult =>
    row.request_hash === hash ? { status: 'replayed', lead: toLead(row) } : { status: 'key-reused' };
  const findLeadByKey = async (key: string, hash: string): Promise<KeyedLeadResult | undefined> => {
    const row = await byKey(key);
    return row ? replay(row, hash) : undefined;
  };

  return {
    findLeadByKey,

    async insertLead(lead: NewLead): Promise<InsertLeadResult> {
      const known = await findLeadByKey(lead.idempotencyKey, lead.requestHash);
      if (known) return known;
      try {
        await db.transaction(async (tx) => {
          if (lead.booking) {
            try {
              await tx.run(
                'INSERT INTO test_drive_bookings (site, location_id, slot_start, lead_id) VALUES ($1, $2, $3, $4)',
                [site, lead.booking.locationId, lead.booking.slotStart, lead.id],
              );
            } catch (error) {
              if (error instanceof UniqueViolationError) throw new SlotTaken();
              throw error;
            }
          }
          await writeLeadRows(tx, site, lead);
        });
      } catch (error) {
        // Two identical submissions racing: the loser answers with the winner's lead. For a test
        // drive the winner's booking is what refused the loser's, so a slot taken is checked too.
        if (error instanceof SlotTaken || error instanceof UniqueViolationError) {
          const winner = await findLeadByKey(lead.idempotencyKey, lead.requestHash);
          if (winner) return winner;
        }
        if (error instanceof SlotTaken) return { status: 'slot-taken' };
        throw error;
      }
      const { channels: _c, idempotencyKey: _k, requestHash: _h, booking: _b, ...stored } = lead;
      return { status: 'created', lead: stored };
    },

    async getLead(id: string) {
      const row = (
        await db.all<LeadRecord>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE site = $1 AND id = $2`, [site, id])
      )[0];
      return row ? toLead(row) : undefined;
    },

    async countLeads() {
      const rows = await db.all<{ n: number | string }>('SELECT COUNT(*) AS n FROM leads WHERE site = $1', [site]);
      return Number(rows[0]?.n ?? 0);
    },

    async claimDueOutbox(now: number, limit: number, lockMs: number): Promise<OutboxItem[]> {
      // One statement claims the batch. The outer conditions are checked again on each row, so
      // a second worker racing for the same rows (PostgreSQL re-checks after the row lock) skips them.
      const claimed = await db.all<{ id: string; lead_id: string; channel: OutboxChannel; attempts: number }>(
        `UPDATE outbox SET locked_until = $1
         WHERE status = 'pending' AND locked_until <= $2 AND id IN (
           SELECT id FROM outbox WHERE site = $3 AND status = 'pending' AND next_attempt_at <= $2 AND locked_until <= $2
           ORDER BY next_attempt_at LIMIT $4)
         RETURNING id, lead_id, channel, attempts`,
        [now + lockMs, now, site, limit],
      );
      if (claimed.length === 0) return [];
      const placeholders = claimed.map((_, i) => `$${i + 2}`).join(', ');
      const leads = await db.all<LeadRecord & { idempotency_key: string }>(
        `SELECT ${LEAD_COLUMNS}, idempotency_key FROM leads WHERE site = $1 AND id IN (${placeholders})`,
        [site, ...claimed.map((r) => r.lead_id)],
      );
      const byId = new Map(leads.map((row) => [row.id, { lead: toLead(row), idempotencyKey: row.idempotency_key }]));
      return claimed.flatMap((row) => {
        const found = byId.get(row.lead_id);
        return found ? [{ id: row.id, channel: row.channel, attempts: Number(row.attempts), ...found }] : [];
      });
    },

    async markDelivered(outboxId: string, now: number) {
      await db.run(
        `UPDATE outbox SET status = 'delivered', delivered_at = $1, attempts = attempts + 1, locked_until = 0, last_error = NULL WHERE id = $2`,
        [now, outboxId],
      );
    },

    async markAttemptFailed(outboxId: string, error: string, nextAttemptAt: number | null) {
      await db.run(
        `UPDATE outbox SET attempts = attempts + 1, last_error = $1, locked_until = 0,
           status = $2, next_attempt_at = COALESCE($3, next_attempt_at) WHERE id = $4`,
        [error.slice(0, 500), nextAttemptAt === null ? 'failed' : 'pending', nextAttemptAt, outboxId],
      );
    },

    async listUndelivered(untriedDueBefore: number): Promise<UndeliveredRow[]> {
      const rows = await db.all<{
        id: string;
        lead_id: string;
        channel: OutboxChannel;
        status: 'pending' | 'failed';
        attempts: number;
        last_error: string | null;
        next_attempt_at: number;
        created_at: number;
      }>(
        `SELECT id, lead_id, channel, status, attempts, last_error, next_attempt_at, created_at FROM outbox
         WHERE site = $1 AND status <> 'delivered' AND (attempts > 0 OR next_attempt_at < $2) ORDER BY created_at, lead_id, channel`,
        [site, untriedDueBefore],
      );
      return rows.map((r) => ({
        outboxId: r.id,
        leadId: r.lead_id,
        channel: r.channel,
        status: r.status,
        attempts: Number(r.attempts),
        lastError: r.last_error,
        nextAttemptAt: Number(r.next_attempt_at),
        createdAt: Number(r.created_at),
      }));
    },

    async requeue(outboxId: string, now: number) {
      const changed = await db.run(
        `UPDATE outbox SET status = 'pending', next_attempt_at = $1, locked_until = 0 WHERE site = $2 AND id = $3 AND status = 'failed'`,
        [now, site, outboxId],
      );
      return changed === 1;
    },
  };
}
