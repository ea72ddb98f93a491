/**
 * Leads the dealer's CRM has not taken, from the command line:
 *   npx tsx scripts/leads.ts undelivered --site <slug>     list them (exit code 1 when any)
 *   npx tsx scripts/leads.ts retry <outbox-id> --site <slug>  queue a given-up one again
 * Reads DATABASE_URL (PostgreSQL) or the SQLite file under FORECOURT_DATA_DIR (default .data).
 */
import { parseArgs } from 'node:util';
import { openStorage, siteSqliteFile } from '../src/api/storage/open-storage';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { site: { type: 'string' } } });
const [command, outboxId] = positionals;
const site = values.site;

if (!site || (command !== 'undelivered' && command !== 'retry') || (command === 'retry' && !outboxId)) {
  console.error('usage: scripts/leads.ts undelivered --site <slug> | retry <outbox-id> --site <slug>');
  process.exit(2);
}

const storage = await openStorage({ site, databaseUrl: process.env.DATABASE_URL, sqliteFile: siteSqliteFile(site, process.env.FORECOURT_DATA_DIR) });
try {
  if (command === 'retry') {
    const ok = await storage.requeue(outboxId as string, Date.now());
    console.log(ok ? `queued ${outboxId} again; the server's outbox worker will send it` : `${outboxId} is not a given-up row of ${site}`);
    process.exitCode = ok ? 0 : 1;
  } else {
    const rows = await storage.listUndelivered();
    if (rows.length === 0) console.log(`${site}: every lead has been delivered`);
    for (const r of rows) {
      const next = r.status === 'pending' ? `next try ${new Date(r.nextAttemptAt).toISOString()}` : 'given up';
      console.log(`${r.outboxId}  lead ${r.leadId}  ${r.channel}  ${r.attempts} attempts  ${next}  ${r.lastError ?? ''}`);
    }
    process.exitCode = rows.length > 0 ? 1 : 0;
  }
} finally {
  await storage.close();
}
