/**
 * Sold-car redirects, written into a built site as Netlify's `_redirects`: every car page that has
 * left the feed goes to the search for its make and model (301), from a ledger of the cars seen by
 * earlier builds (kept in .cache/sites/<slug>/, which netlify.toml keeps between builds).
 * The `_headers` file is security-headers.ts.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { makeModelSearchPath, stockPath, vehiclePath } from '../../src/paths';

/** A car that left the feed keeps its redirect this long. */
const REDIRECT_DAYS = 365;
const DAY_MS = 86_400_000;

/** One car remembered by the ledger: where its page was and where it goes once gone. */
export interface LedgerEntry {
  make: string;
  model: string;
  /** Last build (ISO) that had the car in its feed. */
  lastSeen: string;
}

/** Reads the ledger, adds the current cars, drops entries older than a year, writes it back. */
export async function updateLedger(
  file: string,
  cars: readonly { slug: string; make: string; model: string }[],
  now: Date,
): Promise<Record<string, LedgerEntry>> {
  const previous = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Record<string, LedgerEntry>;
  const cutoff = now.getTime() - REDIRECT_DAYS * DAY_MS;
  const ledger: Record<string, LedgerEntry> = {};
  for (const [slug, entry] of Object.entries(previous)) if (Date.parse(entry.lastSeen) >= cutoff) ledger[slug] = entry;
  for (const car of cars) ledger[car.slug] = { make: car.make, model: car.model, lastSeen: now.toISOString() };
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(ledger));
  return ledger;
}

/**
 * Writes `_redirects`: /cars/ (Our stock) to the site's main search, and every gone car to its
 * make/model search (the API routes itself, netlify/functions/api.ts). /cars/ is forced (`301!`)
 * because its page (a meta refresh for hosts without redirects) would otherwise shadow the rule.
 */
export async function writeRedirects(
  outDir: string,
  ledger: Record<string, LedgerEntry>,
  current: ReadonlySet<string>,
  stockRoute: string,
): Promise<number> {
  const lines: string[] = [`${stockPath().replace(/\/$/, '')}  ${stockRoute}  301!`];
  let gone = 0;
  for (const [slug, entry] of Object.entries(ledger)) {
    if (current.has(slug)) continue;
    gone++;
    const target = makeModelSearchPath(entry.make, entry.model);
    lines.push(`${vehiclePath(slug)}  ${target}  301`, `${vehiclePath(slug)}/*  ${target}  301`);
  }
  await writeFile(join(outDir, '_redirects'), `${lines.join('\n')}\n`);
  return gone;
}
