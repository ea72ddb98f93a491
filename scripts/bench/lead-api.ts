/**
 * Lead API load test: the local server on a loopback port over a temp SQLite file, 2,000 lead
 * submissions from 50 concurrent clients (plus 200 retries of already-answered submissions with
 * their idempotency keys), then a count of stored rows: none lost, none doubled. Forwarding runs
 * meanwhile against an in-process CRM stub (no request leaves the machine). With
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) set, the same run repeats on PostgreSQL.
 * Run alone: `npx tsx scripts/bench/lead-api.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createLocalServer } from '../../src/api/local-server';
import { processOutbox } from '../../src/api/forward/outbox';
import { defaultApiSettings } from '../../src/site/api-site-settings';
import { openStorage } from '../../src/api/storage/open-storage';
import type { Storage } from '../../src/api/storage/types';
import { budgetMet, type BenchRow } from './types';

const GROUP = 'lead API';
const SUBMISSIONS = 2000;
const CLIENTS = 50;
const RETRIES = 200;
const TIME_LIMIT_MS = 120_000;
// A shopper's submit should be answered within a second, even in a burst of 50 at once.
const P95_BUDGET_MS = 1000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Runs the load test and returns its rows; throws when a lead was lost or doubled. */
export async function benchLeadApi(): Promise<BenchRow[]> {
  const rows = await benchOn('SQLite file (WAL, synchronous FULL)', (dir) =>
    openStorage({ site: 'bench', sqliteFile: join(dir, 'bench.sqlite') }),
  );
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (databaseUrl) {
    const site = `bench-${Date.now().toString(36)}`;
    rows.push(...(await benchOn('PostgreSQL (pool of 10)', () => openStorage({ site, databaseUrl }))));
  }
  return rows;
}

/** The message of submission `key`, so a stored lead can be matched to the submission it answered. */
const messageFor = (key: string) => `Load test ${key}`;

/** The submissions whose answered lead_id is not stored, or is stored with another submission's message. */
async function missingAnswers(storage: Storage, answered: ReadonlyMap<string, string>): Promise<string[]> {
  const missing: string[] = [];
  const entries = [...answered];
  for (let i = 0; i < entries.length; i += 50) {
    await Promise.all(
      entries.slice(i, i + 50).map(async ([key, leadId]) => {
        const lead = await storage.getLead(leadId);
        if (lead?.payload.message !== messageFor(key)) missing.push(`${key} → ${leadId}`);
      }),
    );
  }
  return missing;
}

async function benchOn(database: string, open: (dir: string) => Promise<Storage>): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'forecourt-bench-'));
  const storage = await open(dir);
  let forwarded = 0;
  const deps = {
    settings: defaultApiSettings('bench', { crm: { webhookUrl: 'https://crm.invalid/hook', secret: 'bench' } }),
    storage,
    secret: 'bench-secret',
    log: () => undefined,
    rateLimits: { leads: { limit: 1_000_000, windowMs: 60_000 } },
    fetch: (async () => {
      forwarded += 1;
      return new Response('ok');
    }) as typeof fetch,
  };
  const server = await createLocalServer({ deps, staticDir: dir, port: 0, outboxIntervalMs: 1000 });
  const url = `http://127.0.0.1:${server.port}/api/leads`;
  const deadline = AbortSignal.timeout(TIME_LIMIT_MS);
  const latencies: number[] = [];
  const answered = new Map<string, string>();
  let failures = 0;

  const send = async (i: number) => {
    const key = `bench-${i.toString().padStart(6, '0')}`;
    const started = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      signal: deadline,
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify({
        kind: 'enquiry',
        name: 'Bench Shopper',
        email: `shopper${i}@example.com`,
        phone: '0412 345 678',
        message: messageFor(key),
        car_id: `car-${i % 97}`,
        car_type: i % 2 ? 'used' : 'new',
      }),
    });
    const body = (await response.json()) as { lead_id?: string };
    latencies.push(performance.now() - started);
    if (!response.ok || !body.lead_id) {
      failures += 1;
      return;
    }
    const earlier = answered.get(key);
    if (earlier !== undefined && earlier !== body.lead_id) throw new Error(`retry of ${key} answered another lead`);
    answered.set(key, body.lead_id);
  };

  const started = performance.now();
  try {
    let next = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let i = next++; i < SUBMISSIONS + RETRIES; i = next++) {
          // The last RETRIES sends repeat earlier submissions, as a browser outbox would.
          await send(i < SUBMISSIONS ? i : (i - SUBMISSIONS) * 7);
        }
      }),
    );
  } finally {
    await server.close();
  }
  const elapsedS = (performance.now() - started) / 1000;
  while ((await processOutbox(deps)).delivered > 0);
  const stored = await storage.countLeads();
  // Every answered lead_id must be a stored lead, under its own submission: a count alone would
  // not see a lost lead made up for by a doubled one.
  const missing = await missingAnswers(storage, answered);
  const undelivered = (await storage.listUndelivered(Date.now())).length;
  await storage.close();
  rmSync(dir, { recursive: true, force: true });

  const lost = Math.max(missing.length, SUBMISSIONS - Math.min(stored, answered.size));
  const doubled = Math.max(0, stored - SUBMISSIONS);
  if (failures > 0 || lost > 0 || doubled > 0 || answered.size !== SUBMISSIONS) {
    const examples = missing.length > 0 ? `; not stored as answered: ${missing.slice(0, 3).join(', ')}` : '';
    throw new Error(
      `lead API bench on ${database}: ${failures} failed, ${lost} lost, ${doubled} doubled (stored ${stored}, answered ${answered.size})${examples}`,
    );
  }
  const sorted = latencies.sort((a, b) => a - b);
  const conditions = `${SUBMISSIONS} leads + ${RETRIES} retries, ${CLIENTS} clients, client and server in one process; load ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`;
  return [
    {
      group: GROUP,
      name: `throughput, lead submissions (${database})`,
      value: Math.round((SUBMISSIONS + RETRIES) / elapsedS),
      unit: 'req/s',
      note: conditions,
    },
    {
      group: GROUP,
      name: `median latency, lead submission (${database})`,
      value: round(percentile(sorted, 50)),
      unit: 'ms',
    },
    {
      group: GROUP,
      name: `p95 latency, lead submission (${database})`,
      value: round(percentile(sorted, 95)),
      unit: 'ms',
      budget: { limit: P95_BUDGET_MS, better: 'lower' },
    },
    {
      group: GROUP,
      name: `leads stored, expected 2,000 (${database})`,
      value: stored,
      unit: 'count',
      note: 'counted rows, and every answered lead_id read back with its own message',
    },
    {
      group: GROUP,
      name: `leads lost or doubled (${database})`,
      value: lost + doubled,
      unit: 'count',
      budget: { limit: 0, better: 'lower' },
    },
    {
      group: GROUP,
      name: `forwarded to the CRM stub (${database})`,
      value: forwarded,
      unit: 'count',
      note: `${undelivered} undelivered after the final outbox pass`,
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchLeadApi();
  const width = Math.max(...rows.map((r) => r.name.length));
  for (const r of rows) {
    const budget = r.budget ? ` (budget ${r.budget.limit} ${r.unit}: ${budgetMet(r) ? 'met' : 'MISSED'})` : '';
    console.log(`${r.name.padEnd(width)}  ${String(r.value).padStart(9)} ${r.unit}${budget}`);
  }
}
