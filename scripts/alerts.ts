/**
 * `npm run alerts -- --site <slug> [--phase queue|send] [--if-production]`: the step after each feed
 * build. Compares the prepared cars in .cache/sites/<slug>/ with the last run's, queues saved-search
 * matches and watchlist price drops and sales, and sends each once, with a signed link that stops
 * it: by SMS (SMS_PROVIDER_URL) or, locally, to the log. The database is the API's: DATABASE_URL,
 * else FORECOURT_DATA_DIR/<slug>.sqlite (default .data); the secret is the API's (FORECOURT_SECRET,
 * else .data/secret), so the API accepts the links.
 *
 * On Netlify the build command runs `--phase queue` (the baseline lands in the cached .cache/sites)
 * and the local build plugin netlify/plugins/forecourt-alerts runs `--phase send` once the deploy is
 * live, so no message links to a page that is not published yet. `--if-production` makes both a
 * no-op on deploy previews and on sites without DATABASE_URL.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { httpSmsSender } from '../src/api/runtime';
import { migrate } from '../src/api/storage/migrations';
import { openPostgresDb } from '../src/api/storage/postgres-db';
import { openSqliteDb } from '../src/api/storage/sqlite-db';
import { siteSqliteFile } from '../src/api/storage/open-storage';
import { logAlertSender, runAlerts, type AlertRunResult } from '../src/api/alerts/run-alerts';
import { cliFlags, requireFlag } from './build/args';
import { serverSecret } from './serve/start-site-server';

const USAGE = 'npm run alerts -- --site <slug> [--phase queue|send] [--if-production]';
const root = join(import.meta.dirname, '..');

/** Which phases a run takes. */
export type AlertPhase = 'queue' | 'send' | 'both';

/** One line for the log. */
export function alertSummary(slug: string, phase: AlertPhase, result: AlertRunResult): string {
  const sending = `${result.sent} sent${result.failed ? `, ${result.failed} failed (kept for the next run)` : ''}`;
  if (phase === 'send') return `[forecourt] alerts for ${slug}: ${sending}`;
  if (!result.compared) return `[forecourt] alerts for ${slug}: first run, stock kept as the baseline`;
  return `[forecourt] alerts for ${slug}: ${result.queued} queued${phase === 'both' ? `, ${sending}` : ' (sent after the deploy)'}`;
}

/**
 * Runs the step for one built site with the environment's database and sender (the log without
 * SMS_PROVIDER_URL). `npm start` and `npm run serve -- --build` call it after their build.
 */
export async function runAlertStep(
  slug: string,
  phase: AlertPhase = 'both',
  env: NodeJS.ProcessEnv = process.env,
  log: (line: string) => void = console.log,
): Promise<AlertRunResult> {
  // The links must verify on the API: with the production database, only the API's own secret will do.
  if (env.DATABASE_URL && !env.FORECOURT_SECRET)
    throw new Error('FORECOURT_SECRET must be set with DATABASE_URL: it signs the links that stop alerts.');
  const preparedDir = join(root, '.cache', 'sites', slug);
  const prepared = JSON.parse(readFileSync(join(preparedDir, 'site.json'), 'utf8')) as { config: { url?: string } };
  const db = env.DATABASE_URL
    ? openPostgresDb(env.DATABASE_URL)
    : openSqliteDb(siteSqliteFile(slug, env.FORECOURT_DATA_DIR ?? join(root, '.data')));
  try {
    await migrate(db);
    const send = env.SMS_PROVIDER_URL
      ? httpSmsSender(env.SMS_PROVIDER_URL, env.SMS_PROVIDER_TOKEN)
      : logAlertSender(log);
    const result = await runAlerts({
      site: slug,
      preparedDir,
      siteUrl: prepared.config.url ?? 'http://localhost:4321',
      db,
      secret: env.FORECOURT_SECRET ?? serverSecret(),
      send,
      now: Date.now(),
      phases: { queue: phase !== 'send', send: phase !== 'queue' },
    });
    log(alertSummary(slug, phase, result));
    return result;
  } finally {
    await db.close();
  }
}

/** Why a production-only run does nothing here, else undefined. */
export function productionSkipReason(env: NodeJS.ProcessEnv): string | undefined {
  if (env.CONTEXT && env.CONTEXT !== 'production') return `a ${env.CONTEXT} build sends no alerts`;
  if (!env.DATABASE_URL) return 'no DATABASE_URL: alerts read the production database';
  return undefined;
}

async function main(): Promise<void> {
  const args = cliFlags(USAGE, {
    site: { type: 'string' },
    phase: { type: 'string' },
    'if-production': { type: 'boolean' },
  });
  const slug = requireFlag(args.site, 'site', USAGE);
  const phase = args.phase === 'queue' || args.phase === 'send' ? args.phase : 'both';
  if (args.phase !== undefined && phase === 'both') {
    console.error(`Unknown --phase ${String(args.phase)}. Usage: ${USAGE}`);
    process.exit(2);
  }
  const skip = args['if-production'] ? productionSkipReason(process.env) : undefined;
  if (skip) {
    console.log(`[forecourt] alerts for ${slug}: skipped (${skip}).`);
    return;
  }
  await runAlertStep(slug, phase);
}

if (process.argv[1] && /alerts\.ts$/.test(process.argv[1])) await main();
