/**
 * `tsx scripts/alerts.ts --site <slug>`: the step after each feed build. Compares the prepared
 * cars in .cache/sites/<slug>/ with the last run's, queues saved-search matches and watchlist
 * price drops and sales, and sends each once: by SMS (SMS_PROVIDER_URL) or, locally, to the log.
 * The database is the API's: DATABASE_URL, else FORECOURT_DATA_DIR/<slug>.sqlite (default .data).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { httpSmsSender } from '../src/api/runtime';
import { migrate } from '../src/api/storage/migrations';
import { openPostgresDb } from '../src/api/storage/postgres-db';
import { openSqliteDb } from '../src/api/storage/sqlite-db';
import { siteSqliteFile } from '../src/api/storage/open-storage';
import { logAlertSender, runAlerts } from '../src/features/alerts/run-alerts';
import { parseArgs, requireFlag } from './build/args';

const args = parseArgs(process.argv.slice(2));
const slug = requireFlag(args, 'site', 'tsx scripts/alerts.ts --site <slug>');
const root = join(import.meta.dirname, '..');
const preparedDir = join(root, '.cache', 'sites', slug);
const prepared = JSON.parse(readFileSync(join(preparedDir, 'site.json'), 'utf8')) as { config: { url?: string } };
const db = process.env.DATABASE_URL ? openPostgresDb(process.env.DATABASE_URL) : openSqliteDb(siteSqliteFile(slug, process.env.FORECOURT_DATA_DIR ?? join(root, '.data')));
try {
  await migrate(db);
  const send = process.env.SMS_PROVIDER_URL ? httpSmsSender(process.env.SMS_PROVIDER_URL, process.env.SMS_PROVIDER_TOKEN) : logAlertSender(console.log);
  const result = await runAlerts({ site: slug, preparedDir, siteUrl: prepared.config.url ?? 'http://localhost:4321', db, send, now: Date.now() });
  console.log(
    result.compared
      ? `[forecourt] alerts for ${slug}: ${result.queued} queued, ${result.sent} sent${result.failed ? `, ${result.failed} failed (kept for the next run)` : ''}`
      : `[forecourt] alerts for ${slug}: first run, stock kept as the baseline`,
  );
} finally {
  await db.close();
}
