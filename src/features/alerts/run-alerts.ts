/**
 * The alert step after a feed build: compares the site's new prepared cars with the baseline the
 * last run kept, queues one message per event (ids make a repeat a no-op), sends what is unsent
 * (SMS in production, the server log locally) and keeps the new cars as the next baseline.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import type { Car } from '../../domain/car';
import { alertQueries } from '../../api/storage/alert-queries';
import { storageOver } from '../../api/storage/open-storage';
import type { SqlDb } from '../../api/storage/sql-db';
import { StoredSearchQuerySchema } from '../../api/schemas/saved-search';
import { formatAuPhone } from '../../api/schemas/phone';
import { alertMessages, type AlertCar, type AlertSearch } from './alert-diff';

/** The baseline file beside the prepared cars. */
export const ALERT_BASELINE_FILE = 'alerts-baseline.json';

/** What a run needs: the prepared folder, an open database (migrated), where to send, the clock. */
export interface AlertRunOptions {
  site: string;
  preparedDir: string;
  siteUrl: string;
  db: SqlDb;
  send: (phoneE164: string, text: string) => Promise<void>;
  now: number;
}

/** What a run did. */
export interface AlertRunResult {
  /** False on the first run: there was no earlier stock to compare with. */
  compared: boolean;
  queued: number;
  sent: number;
  failed: number;
}

/** The fields a later comparison needs, so the baseline stays small. */
function baselineCar(car: Car): AlertCar {
  const { images: _i, videos: _v, spin_images: _s, hotspots: _h, standardEquipment: _e, specifications: _sp, summary: _su, filtered_features: _f, featured: _fe, dealercomments: _d, ...rest } = car;
  return rest as AlertCar;
}

/** Runs the step once. */
export async function runAlerts(options: AlertRunOptions): Promise<AlertRunResult> {
  const cars = (JSON.parse(readFileSync(join(options.preparedDir, 'cars.json'), 'utf8')) as Car[]).filter((c) => c.show_on_dealer_website);
  const baselineFile = join(options.preparedDir, ALERT_BASELINE_FILE);
  const next = cars.map(baselineCar);
  const compared = existsSync(baselineFile);
  const queries = alertQueries(options.db, options.site);
  let queued = 0;
  if (compared) {
    const previous = JSON.parse(readFileSync(baselineFile, 'utf8')) as AlertCar[];
    const storage = storageOver(options.db, options.site);
    const searches: AlertSearch[] = (await storage.listSavedSearches()).map((row) => {
      const stored = v.parse(StoredSearchQuerySchema, JSON.parse(row.query));
      return { id: row.id, phone: row.phone, name: row.name, filters: stored.filters };
    });
    const messages = alertMessages(previous, next, searches, await queries.allWatches(), options.siteUrl);
    for (const m of messages) {
      if (await queries.queueAlert({ id: m.id, kind: m.kind, phone: m.phone, carId: m.carId, body: m.body, createdAt: options.now })) queued++;
    }
  }
  let sent = 0;
  let failed = 0;
  for (const alert of await queries.pendingAlerts(1000)) {
    try {
      await options.send(alert.phone, alert.body);
      if (await queries.markAlertSent(alert.id, options.now)) sent++;
    } catch {
      // Left unsent: the next run tries again.
      failed++;
    }
  }
  writeFileSync(baselineFile, JSON.stringify(next));
  return { compared, queued, sent, failed };
}

/** The local sender: the server log, in the same form as sign-in codes. */
export function logAlertSender(log: (line: string) => void): AlertRunOptions['send'] {
  return async (phone, text) => log(`[forecourt] alert for ${formatAuPhone(phone)}: ${text}`);
}
