/**
 * Leads the dealer's CRM has not taken, from the command line:
 *   npx tsx scripts/leads.ts undelivered --site <slug>     list them (exit code 1 when any)
 *   npx tsx scripts/leads.ts retry <outbox-id> --site <slug>  queue a given-up one again
 * Reads DATABASE_URL (PostgreSQL) or the SQLite file under FORECOURT_DATA_DIR (default .data).
 * When sites/<slug>/site.yaml is here, it also says whether the site forwards leads at all: a site
 * with no leads.email recipient, leads.webhook nor leads.adf stores leads that no outbox row will ever send.
 * Email rows are listed per recipient (`email:<format>:<address>`) with the SMTP server's reason.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { untriedDueBefore } from '../src/api/deps';
import { forwardsLeads } from '../src/api/forward/channels';
import { openStorage, siteSqliteFile } from '../src/api/storage/open-storage';
import type { UndeliveredRow } from '../src/api/storage/types';
import { loadSiteConfig } from '../src/config/load';
import { apiSettingsFor, forwardingWarnings } from '../src/site/api-settings';
import { parseArgsProblem } from './build/args';

/** Where the command reads from and writes to (tests pass their own). */
export interface LeadsCommandOptions {
  env?: Record<string, string | undefined>;
  sitesDir?: string;
  now?: number;
  print?: (line: string) => void;
  printError?: (line: string) => void;
}

const USAGE = 'usage: scripts/leads.ts undelivered --site <slug> | retry <outbox-id> --site <slug>';

function describeRow(r: UndeliveredRow): string {
  const state =
    r.status === 'failed'
      ? 'given up'
      : r.attempts === 0
        ? `never tried, due ${new Date(r.nextAttemptAt).toISOString()} (is the outbox worker running?)`
        : `next try ${new Date(r.nextAttemptAt).toISOString()}`;
  return `${r.outboxId}  lead ${r.leadId}  ${r.channel}  ${r.attempts} attempts  ${state}  ${r.lastError ?? ''}`.trimEnd();
}

/** Runs one command; returns the exit code (0 all delivered or requeued, 1 something waits, 2 usage). */
export async function leadsCommand(argv: string[], options: LeadsCommandOptions = {}): Promise<number> {
  const env = options.env ?? process.env;
  const print = options.print ?? ((line: string) => console.log(line));
  const printError = options.printError ?? ((line: string) => console.error(line));
  const now = options.now ?? Date.now();
  let parsed: { positionals: string[]; values: { site?: string; help?: boolean } };
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { site: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    printError(`${parseArgsProblem(error)}. ${USAGE}`);
    return 2;
  }
  if (parsed.values.help) {
    print(USAGE);
    return 0;
  }
  const [command, outboxId] = parsed.positionals;
  const site = parsed.values.site;
  if (
    !site ||
    (command !== 'undelivered' && command !== 'retry') ||
    (command === 'retry' && !outboxId) ||
    parsed.positionals.length > (command === 'retry' ? 2 : 1)
  ) {
    printError(USAGE);
    return 2;
  }

  const sitesDir = options.sitesDir ?? resolve(import.meta.dirname, '..', 'sites');
  const config = existsSync(join(sitesDir, site, 'site.yaml')) ? loadSiteConfig(site, { sitesDir }) : undefined;
  const storage = await openStorage({
    site,
    databaseUrl: env.DATABASE_URL,
    sqliteFile: siteSqliteFile(site, env.FORECOURT_DATA_DIR),
  });
  try {
    if (command === 'retry') {
      const ok = await storage.requeue(outboxId as string, now);
      print(
        ok
          ? `queued ${outboxId} again; the server's outbox worker will send it`
          : `${outboxId} is not a given-up row of ${site}`,
      );
      return ok ? 0 : 1;
    }
    if (!config)
      print(`(no ${join(sitesDir, site, 'site.yaml')} here: the site's forwarding settings were not checked)`);
    for (const warning of config ? forwardingWarnings(config) : []) print(`warning: ${warning}`);
    const forwardsNowhere = config !== undefined && !forwardsLeads(apiSettingsFor(config, env).crm);
    const unforwarded = forwardsNowhere ? await storage.countLeads() : 0;
    if (forwardsNowhere) print(`${site}: ${unforwarded} leads stored and forwarded to no CRM`);
    const rows = await storage.listUndelivered(untriedDueBefore(now));
    if (rows.length === 0 && !forwardsNowhere) print(`${site}: every lead has been delivered`);
    for (const r of rows) print(describeRow(r));
    return rows.length > 0 || unforwarded > 0 ? 1 : 0;
  } finally {
    await storage.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await leadsCommand(process.argv.slice(2));
}
