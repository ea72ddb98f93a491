/**
 * The one schema both databases use. Portable SQL only: TEXT, INTEGER, BIGINT (epoch
 * milliseconds), composite keys, partial unique indexes and ON CONFLICT all behave the same
 * on SQLite ≥ 3.35 and PostgreSQL ≥ 12. Every table carries `site`, so one PostgreSQL
 * database can serve a whole dealer group. Append new migrations; never edit an applied one.
 */
import type { SqlDb } from './sql-db';

/** Ordered migrations: version and statements. */
export const MIGRATIONS: { version: number; statements: string[] }[] = [
  {
    version: 1,
    statements: [
      `CREATE TABLE leads (
        id TEXT PRIMARY KEY,
        site TEXT NOT NULL,
        idempotency_key TEXT NOT NULL,
        request_hash TEXT NOT NULL,
        kind TEXT NOT NULL,
        parent_lead_id TEXT,
        car_id TEXT,
        event_id INTEGER,
        payload TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        UNIQUE (site, idempotency_key)
      )`,
      `CREATE INDEX leads_site_created ON leads (site, created_at)`,
      `CREATE TABLE outbox (
        id TEXT PRIMARY KEY,
        site TEXT NOT NULL,
        lead_id TEXT NOT NULL REFERENCES leads (id),
        channel TEXT NOT NULL,
        status TEXT NOT NULL,
        attempts INTEGER NOT NULL,
        next_attempt_at BIGINT NOT NULL,
        locked_until BIGINT NOT NULL,
        last_error TEXT,
        created_at BIGINT NOT NULL,
        delivered_at BIGINT,
        UNIQUE (lead_id, channel)
      )`,
      `CREATE INDEX outbox_due ON outbox (status, next_attempt_at)`,
      `CREATE TABLE test_drive_bookings (
        site TEXT NOT NULL,
        location_id TEXT NOT NULL,
        slot_start BIGINT NOT NULL,
        lead_id TEXT NOT NULL,
        PRIMARY KEY (site, location_id, slot_start)
      )`,
      `CREATE TABLE one_time_codes (
        id TEXT PRIMARY KEY,
        site TEXT NOT NULL,
        phone TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        attempts INTEGER NOT NULL,
        expires_at BIGINT NOT NULL,
        consumed_at BIGINT,
        created_at BIGINT NOT NULL
      )`,
      `CREATE INDEX one_time_codes_phone ON one_time_codes (site, phone, created_at)`,
      `CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        site TEXT NOT NULL,
        phone TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL
      )`,
      `CREATE TABLE watchlist (
        site TEXT NOT NULL,
        phone TEXT NOT NULL,
        car_id TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        PRIMARY KEY (site, phone, car_id)
      )`,
      `CREATE TABLE car_views (
        site TEXT NOT NULL,
        car_slug TEXT NOT NULL,
        views BIGINT NOT NULL,
        PRIMARY KEY (site, car_slug)
      )`,
      `CREATE TABLE reservations (
        id TEXT PRIMARY KEY,
        site TEXT NOT NULL,
        car_id TEXT NOT NULL,
        idempotency_key TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        status TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL,
        UNIQUE (site, idempotency_key)
      )`,
      // One active reservation per car: the database, not the code, refuses the second.
      `CREATE UNIQUE INDEX reservations_one_active ON reservations (site, car_id) WHERE status = 'active'`,
      `CREATE TABLE miscellaneous (
        id TEXT PRIMARY KEY,
        site TEXT NOT NULL,
        column_name TEXT NOT NULL,
        lead_id TEXT,
        payload TEXT NOT NULL,
        created_at BIGINT NOT NULL
      )`,
      `CREATE TABLE saved_searches (
        id TEXT PRIMARY KEY,
        site TEXT NOT NULL,
        phone TEXT NOT NULL,
        name TEXT NOT NULL,
        query TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        last_checked_at BIGINT
      )`,
      `CREATE INDEX saved_searches_phone ON saved_searches (site, phone)`,
      `CREATE TABLE alert_messages (
        id TEXT PRIMARY KEY,
        site TEXT NOT NULL,
        saved_search_id TEXT NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
        phone TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        sent_at BIGINT
      )`,
      `CREATE INDEX alert_messages_pending ON alert_messages (site, sent_at)`,
    ],
  },
  {
    version: 2,
    statements: [
      // Watchlist alerts (price drop, sold) and search matches queued by scripts/alerts.ts; the id is the event, so each is queued once.
      `CREATE TABLE shopper_alerts (
        site TEXT NOT NULL,
        id TEXT NOT NULL,
        kind TEXT NOT NULL,
        phone TEXT NOT NULL,
        car_id TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        sent_at BIGINT,
        PRIMARY KEY (site, id)
      )`,
      `CREATE INDEX shopper_alerts_pending ON shopper_alerts (site, sent_at)`,
    ],
  },
  {
    version: 3,
    statements: [
      // Reserve deposits: set once, by a verified provider notification (Stripe webhook) or the local test provider.
      `ALTER TABLE reservations ADD COLUMN paid_at BIGINT`,
      `ALTER TABLE reservations ADD COLUMN paid_cents INTEGER`,
      `ALTER TABLE reservations ADD COLUMN payment_ref TEXT`,
      // The reservation's own lead (forwarded to the CRM), so its payment follows as a child lead.
      `ALTER TABLE reservations ADD COLUMN lead_id TEXT`,
    ],
  },
  {
    version: 4,
    statements: [
      // Phones that stopped every alert through an unsubscribe link; following a search again turns them back on.
      `CREATE TABLE alert_opt_outs (
        site TEXT NOT NULL,
        phone TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        PRIMARY KEY (site, phone)
      )`,
    ],
  },
  {
    version: 5,
    statements: [
      // Who has been counted viewing a car today (site's time zone), so a view counts once per visitor per car per day.
      // `visitor` is a keyed hash of the signed-in phone or the address; rows of past days are deleted.
      `CREATE TABLE car_view_visitors (
        site TEXT NOT NULL,
        car_slug TEXT NOT NULL,
        day TEXT NOT NULL,
        visitor TEXT NOT NULL,
        PRIMARY KEY (site, car_slug, day, visitor)
      )`,
      `CREATE INDEX car_view_visitors_day ON car_view_visitors (site, day)`,
    ],
  },
];

/** Applies the migrations not yet applied, each in its own transaction. Safe to run concurrently. */
export async function migrate(db: SqlDb): Promise<void> {
  await db.transaction(async (tx) => {
    if (db.dialect === 'postgres') await tx.all('SELECT pg_advisory_xact_lock(724301)');
    await tx.run(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)',
    );
  });
  for (const migration of MIGRATIONS) {
    await db.transaction(async (tx) => {
      // PostgreSQL: two servers starting together must not both apply a migration.
      if (db.dialect === 'postgres') await tx.all('SELECT pg_advisory_xact_lock(724301)');
      const done = await tx.all('SELECT version FROM schema_migrations WHERE version = $1', [migration.version]);
      if (done.length > 0) return;
      for (const statement of migration.statements) await tx.run(statement);
      await tx.run('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [
        migration.version,
        Date.now(),
      ]);
    });
  }
}
