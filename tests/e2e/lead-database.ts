/**
 * Reads leads back from a fixture server's own SQLite database (scripts/serve.ts --fresh-data keeps
 * it in a temporary folder named forecourt-<site>-*), for browser tests that check what was stored.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { siteSqliteFile } from '../../src/api/storage/open-storage';

/** A stored lead as the tests read it. */
export interface StoredLead {
  id: string;
  kind: string;
  car_id: string | null;
  event_id: number | null;
  payload: Record<string, unknown>;
}

/** The fixture servers' databases, newest first (an older run's folder may still exist). */
function databases(site: string): string[] {
  return readdirSync(tmpdir())
    .filter((name) => name.startsWith(`forecourt-${site}-`))
    .map((name) => siteSqliteFile(site, join(tmpdir(), name)))
    .filter((file) => existsSync(file))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
}

/**
 * Rows of a query run against each of the site's databases, newest first. The server may be writing
 * at that moment: the read waits up to 5 s for its lock rather than fail with "database is locked".
 */
export function rowsWhere<T>(site: string, sql: string, params: string[]): T[] {
  return databases(site).flatMap((file) => {
    const db = new DatabaseSync(file, { readOnly: true, timeout: 5_000 });
    try {
      return db.prepare(sql).all(...params) as unknown as T[];
    } finally {
      db.close();
    }
  });
}

/** The lead with this id, from any of the site's fixture databases. */
export function storedLead(site: string, id: string): StoredLead | undefined {
  const row = rowsWhere<Omit<StoredLead, 'payload'> & { payload: string }>(
    site,
    'SELECT id, kind, car_id, event_id, payload FROM leads WHERE id = ?',
    [id],
  )[0];
  return row
    ? {
        ...row,
        event_id: row.event_id === null ? null : Number(row.event_id),
        payload: JSON.parse(row.payload) as Record<string, unknown>,
      }
    : undefined;
}
