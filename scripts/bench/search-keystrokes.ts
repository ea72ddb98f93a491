/**
 * Embedded engine at 20,000 cars, the keystroke path (issue 19): index size, load, the first
 * text query, the five searches of "hilux" typed a key at a time, and typo queries. Documents come
 * from the group demo's feed scaled to 20,000 cars, as the bench's 20,000-car site has them.
 * Run alone: `node --expose-gc --import tsx scripts/bench/search-keystrokes.ts [--json out.json]`.
 */
import { brotliCompressSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { writeFileSync } from 'node:fs';
import { generateDemoFeed } from '../demo/feed/generate-feed';
import { DEMO_PROFILES } from '../demo/profiles/index';
import { scaleFeed } from './scale-feed';
import { cliFlags } from '../build/args';
import { normaliseFeed } from '../../src/feed/normalise';
import { toSearchDocument, type SearchDocument } from '../../src/search/document';
import { createEmbeddedIndex } from '../../src/search/engine/index-build';
import { loadEmbeddedIndex, type LoadedIndex } from '../../src/search/engine/index-load';
import { embeddedSearch } from '../../src/search/engine/search';
import { warmTextIndexes } from '../../src/search/engine/text-index';
import { DEFAULT_QUERY_BY } from '../../src/search/fields';
import { compileFilter } from '../../src/search/filter/model';
import { buildStockFilter } from '../../src/search/filter/stock';

const SIZE = 20_000;
const NOW = new Date('2026-11-28T00:00:00+10:00');
const RUNS = 7;
const KEYS = ['h', 'hi', 'hil', 'hilu', 'hilux'];
const TYPOS = ['hilx', 'corola', 'rangr', 'landcrusier'];
const FACETS = 'make,model,car_type,status,location_name,body,fuel,transmission,price,km,year';

/** The 20,000 documents (generated once per run). */
export function scaledDocuments(size = SIZE): SearchDocument[] {
  const profile = DEMO_PROFILES['southern-cross-motor-group'];
  if (!profile) throw new Error('no group demo profile');
  const rows = scaleFeed(generateDemoFeed(profile, NOW).cars as unknown as Record<string, unknown>[], size);
  return normaliseFeed(rows, { now: NOW }).cars.map((c) => toSearchDocument(c));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const ms = (n: number) => Number(n.toFixed(1));

/** Collects garbage first when node runs with --expose-gc, so one step does not pay for the last one's garbage. */
const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

/** Thread CPU time in ms: unlike wall time, not inflated while other processes hold the shared cores (it ticks in steps of a few ms). */
const threadCpuMs = (): number => {
  const u = process.threadCpuUsage();
  return (u.user + u.system) / 1000;
};
/** Thread CPU per step name, summed over the runs. */
const cpu = new Map<string, number>();

function timed<T>(f: () => T, step?: string): [T, number] {
  collect();
  const c0 = threadCpuMs();
  const t0 = performance.now();
  const out = f();
  const wall = performance.now() - t0;
  if (step) cpu.set(step, (cpu.get(step) ?? 0) + threadCpuMs() - c0);
  return [out, wall];
}

/** One search as the island sends it for a keystroke (stock filter, facets, 21 per page). */
function search(index: LoadedIndex, q: string, filter: string) {
  return embeddedSearch(index, {
    q,
    query_by: DEFAULT_QUERY_BY,
    filter_by: filter,
    facet_by: FACETS,
    max_facet_values: 10,
    per_page: 21,
  });
}

function main() {
  const { json: outFile } = cliFlags(
    'node --expose-gc --import tsx scripts/bench/search-keystrokes.ts [--json out.json]',
    { json: { type: 'string' } },
  );
  const docs = scaledDocuments();
  const filter = compileFilter(buildStockFilter({ includeSoldCarsDays: 3 }, NOW.getTime()));
  const [data, buildMs] = timed(() => createEmbeddedIndex(docs));
  const json = JSON.stringify(data);
  const rows: Record<string, number> = {
    documents: docs.length,
    'build index ms': ms(buildMs),
    'raw KB': ms(json.length / 1024),
    'brotli KB': ms(brotliCompressSync(json).length / 1024),
  };
  const parse: number[] = [];
  const load: number[] = [];
  const warm: number[] = [];
  const first: number[] = [];
  const wildcard: number[] = [];
  const keys: number[][] = KEYS.map(() => []);
  const typos: number[][] = TYPOS.map(() => []);
  const sequence: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    parse.push(timed(() => JSON.parse(json), 'JSON.parse')[1]);
    const [index, loadMs] = timed(() => loadEmbeddedIndex(json), 'load (parse + decode)');
    load.push(loadMs);
    warm.push(timed(() => warmTextIndexes(index, DEFAULT_QUERY_BY.split(',')), 'warm token indexes')[1]);
    // A fresh index again for the first query without warming (what a keystroke met before the warm-up ran).
    const cold = loadEmbeddedIndex(json);
    first.push(timed(() => search(cold, 'hilux', filter), 'first query "hilux", not warmed')[1]);
    const warmed = loadEmbeddedIndex(json);
    warmTextIndexes(warmed, DEFAULT_QUERY_BY.split(','));
    // The island's first search, on load: every car, faceted (numeric facets build their ranks here).
    wildcard.push(timed(() => search(warmed, '*', filter), 'first search "*" (on load)')[1]);
    let total = 0;
    KEYS.forEach((q, i) => {
      const t = timed(() => search(warmed, q, filter), 'five keystrokes total')[1];
      keys[i]?.push(t);
      total += t;
    });
    sequence.push(total);
    TYPOS.forEach((q, i) => typos[i]?.push(timed(() => search(warmed, q, filter), 'typo queries total')[1]));
  }
  rows['JSON.parse ms'] = ms(median(parse));
  rows['load (parse + decode) ms'] = ms(median(load));
  rows['warm token indexes ms'] = ms(median(warm));
  rows['first query "hilux", not warmed ms'] = ms(median(first));
  rows['first search "*" (on load) ms'] = ms(median(wildcard));
  KEYS.forEach((q, i) => (rows[`keystroke "${q}" ms`] = ms(median(keys[i] as number[]))));
  rows['five keystrokes total ms'] = ms(median(sequence));
  TYPOS.forEach((q, i) => (rows[`typo "${q}" ms`] = ms(median(typos[i] as number[]))));
  for (const [step, total] of cpu) rows[`${step} thread CPU ms`] = ms(total / RUNS);
  const width = Math.max(...Object.keys(rows).map((k) => k.length));
  for (const [k, v] of Object.entries(rows)) console.log(`${k.padEnd(width)}  ${String(v).padStart(9)}`);
  if (outFile) writeFileSync(outFile, JSON.stringify(rows, null, 2));
}

if (import.meta.url === `file://${process.argv[1]}`) main();
