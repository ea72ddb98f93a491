/**
 * The alert step after a feed build: compares the site's new prepared cars with the baseline the
 * last run kept, queues one message per event (ids make a repeat a no-op), sends what is unsent
 * (SMS in production, the server log locally) and keeps the new cars as the next baseline. Each
 * message carries a signed link that stops it (/pages/unsubscribe?token=…).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import type { Car } from '../../domain/car';
import { unsubscribeToken } from '../auth/unsubscribe-token';
import { alertOptOutQueries, alertQueries } from '../storage/alert-queries';
import { storageOver } from '../storage/open-storage';
import type { SqlDb } from '../storage/sql-db';
import { StoredSearchQuerySchema } from '../../contracts/saved-search';
import { formatAuPhone } from '../../contracts/phone';
import { generalPaths, withQuery } from '../../paths';
import { toSearchDocument } from '../../search/document';
import { passesSiteLimits } from '../../search/filter/stock';
import type { PreparedSite } from '../../site/data.server';
import { searchDocumentOptions, stockFilterOptions } from '../../site/search-stock';
import { alertMessages, arrivals, type AlertCar, type AlertSearch } from './alert-diff';
import { searchMatcher } from '../../search/search-match';

/** The baseline file beside the prepared cars. */
export const ALERT_BASELINE_FILE = 'alerts-baseline.json';

/** What a run needs: the prepared folder, an open database (migrated), where to send, the clock. */
export interface AlertRunOptions {
  site: string;
  preparedDir: string;
  siteUrl: string;
  db: SqlDb;
  /** The lead API's server secret: it signs the unsubscribe links the API checks. */
  secret: string;
  send: (phoneE164: string, text: string) => Promise<void>;
  now: number;
  /** Which phases run (both by default): `queue` compares and queues, `send` sends what is queued. */
  phases?: { queue?: boolean; send?: boolean };
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
  const {
    images: _i,
    videos: _v,
    spin_images: _s,
    hotspots: _h,
    standardEquipment: _e,
    specifications: _sp,
    summary: _su,
    filtered_features: _f,
    featured: _fe,
    dealercomments: _d,
    ...rest
  } = car;
  return rest as AlertCar;
}

/** Compares with the baseline and queues the messages; writes the new baseline. */
async function queuePhase(options: AlertRunOptions): Promise<{ compared: boolean; queued: number }> {
  const cars = (JSON.parse(readFileSync(join(options.preparedDir, 'cars.json'), 'utf8')) as Car[]).filter(
    (c) => c.show_on_dealer_website,
  );
  const baselineFile = join(options.preparedDir, ALERT_BASELINE_FILE);
  const next = cars.map(baselineCar);
  if (!existsSync(baselineFile)) {
    writeFileSync(baselineFile, JSON.stringify(next));
    return { compared: false, queued: 0 };
  }
  const previous = JSON.parse(readFileSync(baselineFile, 'utf8')) as AlertCar[];
  const storage = storageOver(options.db, options.site);
  const searches: AlertSearch[] = (await storage.listSavedSearches()).map((row) => {
    const stored = v.parse(StoredSearchQuerySchema, JSON.parse(row.query));
    return { id: row.id, phone: row.phone, name: row.name, filters: stored.filters };
  });
  // New matches are found as the search page would find them: the arrivals' search documents, within the site's stock limits.
  const prepared = JSON.parse(readFileSync(join(options.preparedDir, 'site.json'), 'utf8')) as PreparedSite;
  const docOptions = searchDocumentOptions(prepared.config, new Date(prepared.now));
  const limits = stockFilterOptions(prepared.config);
  const byId = new Map(cars.map((car) => [car.id, car]));
  const docs = arrivals(previous, next)
    .map((car) => byId.get(car.id))
    .filter((car): car is Car => car !== undefined)
    .map((car) => toSearchDocument(car, docOptions))
    .filter((doc) => passesSiteLimits(doc, limits));
  const matcher = searchMatcher(docs);
  const unsubscribe = `${options.siteUrl.replace(/\/+$/, '')}${generalPaths.unsubscribe}`;
  const messages = alertMessages(previous, next, searches, await alertQueries(options.db, options.site).allWatches(), {
    siteUrl: options.siteUrl,
    matches: (search) => matcher.matching(search.filters),
    stopLink: (phone, searchId) =>
      withQuery(unsubscribe, {
        token: unsubscribeToken(options.secret, options.site, { phone, ...(searchId ? { searchId } : {}) }),
      }),
    alertsOff: await storage.phonesWithAlertsOff(),
  });
  const queries = alertQueries(options.db, options.site);
  let queued = 0;
  for (const m of messages) {
    if (
      await queries.queueAlert({
        id: m.id,
        kind: m.kind,
        phone: m.phone,
        carId: m.carId,
        body: m.body,
        createdAt: options.now,
      })
    )
      queued++;
  }
  writeFileSync(baselineFile, JSON.stringify(next));
  return { compared: true, queued };
}

/** Sends what is queued; a failure stays queued for the next run. */
async function sendPhase(options: AlertRunOptions): Promise<{ sent: number; failed: number }> {
  const queries = alertQueries(options.db, options.site);
  const off = await alertOptOutQueries(options.db, options.site).phonesWithAlertsOff();
  let sent = 0;
  let failed = 0;
  for (const alert of await queries.pendingAlerts(1000)) {
    // Stopped after it was queued: it is closed without sending, so turning alerts on again never sends it late.
    if (off.has(alert.phone)) {
      await queries.markAlertSent(alert.id, options.now);
      continue;
    }
    try {
      await options.send(alert.phone, alert.body);
      if (await queries.markAlertSent(alert.id, options.now)) sent++;
    } catch {
      failed++;
    }
  }
  return { sent, failed };
}

/** Runs the step once (both phases unless told otherwise). */
export async function runAlerts(options: AlertRunOptions): Promise<AlertRunResult> {
  const { queue = true, send = true } = options.phases ?? {};
  const queuedResult = queue ? await queuePhase(options) : { compared: false, queued: 0 };
  const sentResult = send ? await sendPhase(options) : { sent: 0, failed: 0 };
  return { ...queuedResult, ...sentResult };
}

/** The local sender: the server log, in the same form as sign-in codes. */
export function logAlertSender(log: (line: string) => void): AlertRunOptions['send'] {
  return async (phone, text) => log(`[forecourt] alert for ${formatAuPhone(phone)}: ${text}`);
}
