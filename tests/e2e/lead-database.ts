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

/** The lead with this id, from any of the site's fixture databases. */
export function storedLead(site: string, id: string): StoredLead | undefined {
  for (const file of databases(site)) {
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      const row = db.prepare('SELECT id, kind, car_id, event_id, payload FROM leads WHERE id = ?').get(id) as (Omit<StoredLead, 'payload'> & { payload: string }) | undefined;
      if (row) return { ...row, event_id: row.event_id === null ? null : Number(row.event_id), payload: JSON.parse(row.payload) as Record<string, unknown> };
    } finally {
      db.close();
    }
  }
  return undefined;
}
