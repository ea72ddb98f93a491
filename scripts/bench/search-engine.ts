/**
 * Embedded search engine benchmark: for 1,000 / 5,000 / 20,000 synthetic cars, index size
 * (raw, brotli, gzip), load time, and median/p95 latency of a text query, a three-filter
 * query and a faceted sort, each as InstantSearch sends it (stock filter, facets, 21 per page).
 * Budget: p95 under 10 ms at 5,000 cars. Run alone: `npx tsx scripts/bench/search-engine.ts`.
 */
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { availableParallelism, loadavg } from 'node:os';
import type { BenchRow } from './types';
import { syntheticCars, seededRandom } from '../../src/search/fixtures/synthetic';
import { toSearchDocument } from '../../src/search/document';
import { createEmbeddedIndex } from '../../src/search/engine/index-build';
import { loadEmbeddedIndex, type LoadedIndex } from '../../src/search/engine/index-load';
import { embeddedSearch, type SearchParams } from '../../src/search/engine/search';
import { compileFilter, eq, and } from '../../src/search/filter/model';
import { buildStockFilter } from '../../src/search/filter/stock';
import { DEFAULT_QUERY_BY } from '../../src/search/fields';

const GROUP = 'search engine';
const SIZES = [1000, 5000, 20000];
const NOW = Date.UTC(2026, 5, 15, 12);
const RUNS = 200;
const ROUNDS = 3;
const P95_BUDGET_MS = 10;
const FACETS = 'make,model,car_type,status,location_name,body,fuel,transmission,price,km,year';
const TEXT_QUERIES = [
  'toyota',
  'corola',
  'hilux sr5',
  'mazda cx',
  'ford rangr',
  'white ute',
  'kluger gxl',
  'outlandr',
  'tesla model',
  'diesel 4wd',
  'range rover sport',
  'STK101234',
  'subaru forester',
  'hybrid',
  'jimny',
];
const MAKES = ['Toyota', 'Mazda', 'Ford', 'Hyundai', 'Kia', 'Nissan', 'Subaru', 'BMW'];
const BODIES = ['SUV', 'Ute', 'Hatch', 'Sedan'];

const fmt = (n: number) => n.toLocaleString('en-AU');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** CPU time of this thread in ms: unlike wall time, not inflated while other processes hold the cores. */
const threadCpuMs = (): number => {
  const u = process.threadCpuUsage();
  return (u.user + u.system) / 1000;
};

interface Timing {
  median: number;
  p95: number;
  /** Thread CPU time per search, averaged over the round (the clock ticks in 4 ms steps here). */
  cpuMean: number;
}

/**
 * Times `RUNS` searches built by `make(i)`, in ROUNDS rounds, wall and thread-CPU time; keeps
 * the round with the lowest wall p95 (the cores are shared, so it is the least disturbed one).
 */
function time(index: LoadedIndex, make: (i: number) => SearchParams): Timing {
  for (let i = 0; i < 10; i++) embeddedSearch(index, make(i)); // warm-up: JIT and lazily built token dictionaries
  let best: Timing = { median: Number.POSITIVE_INFINITY, p95: Number.POSITIVE_INFINITY, cpuMean: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    const wall: number[] = [];
    const c0 = threadCpuMs();
    for (let i = 0; i < RUNS; i++) {
      const params = make(i);
      const t0 = performance.now();
      embeddedSearch(index, params);
      wall.push(performance.now() - t0);
    }
    const cpuMean = (threadCpuMs() - c0) / RUNS;
    wall.sort((a, b) => a - b);
    const p95 = percentile(wall, 95);
    if (p95 < best.p95) best = { median: percentile(wall, 50), p95, cpuMean };
  }
  return best;
}

const round = (n: number, digits = 2) => Number(n.toFixed(digits));

/** Runs the benchmark and returns its rows. */
export async function benchSearchEngine(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const stock = compileFilter(buildStockFilter({ includeSoldCarsDays: 3 }, NOW));
  for (const size of SIZES) {
    const at = `@${fmt(size)} cars`;
    const docs = syntheticCars(size, NOW).map((c) => toSearchDocument(c));
    const json = JSON.stringify(createEmbeddedIndex(docs));
    const raw = Buffer.byteLength(json);
    rows.push(
      { group: GROUP, name: `index size raw ${at}`, value: round(raw / 1024, 1), unit: 'KB' },
      {
        group: GROUP,
        name: `index size brotli ${at}`,
        value: round(brotliCompressSync(json).length / 1024, 1),
        unit: 'KB',
        note: 'brotli quality 11, as writeEmbeddedIndex measures',
      },
      {
        group: GROUP,
        name: `index size gzip ${at}`,
        value: round(gzipSync(json, { level: 9 }).length / 1024, 1),
        unit: 'KB',
      },
    );
    const loads: number[] = [];
    let index = loadEmbeddedIndex(json);
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      index = loadEmbeddedIndex(json);
      loads.push(performance.now() - t0);
    }
    loads.sort((a, b) => a - b);
    rows.push({
      group: GROUP,
      name: `load index (JSON.parse + decode) ${at}`,
      value: round(percentile(loads, 50)),
      unit: 'ms',
      note: 'median of 5',
    });
    const t0 = performance.now();
    embeddedSearch(index, { q: 'toyota', query_by: DEFAULT_QUERY_BY });
    rows.push({
      group: GROUP,
      name: `first text query (builds token dictionaries) ${at}`,
      value: round(performance.now() - t0),
      unit: 'ms',
    });

    const rnd = seededRandom(size);
    const pick = <T>(l: readonly T[]) => l[Math.floor(rnd() * l.length)] as T;
    const base = { query_by: DEFAULT_QUERY_BY, facet_by: FACETS, max_facet_values: 10, per_page: 21 };
    const cases: [string, (i: number) => SearchParams][] = [
      ['text query', (i) => ({ ...base, q: TEXT_QUERIES[i % TEXT_QUERIES.length] as string, filter_by: stock })],
      [
        'three-filter query',
        () => {
          const min = Math.floor(rnd() * 40) * 1000;
          return {
            ...base,
            q: '*',
            filter_by: `${stock} && ${compileFilter(and(eq('make', [pick(MAKES), pick(MAKES)]), { kind: 'range', field: 'price', min, max: min + 30000 }, eq('body', pick(BODIES))))}`,
          };
        },
      ],
      [
        'faceted sort',
        (i) => ({
          ...base,
          q: '*',
          filter_by: stock,
          sort_by: i % 2 ? 'price:asc' : 'created_at_timestamp:desc',
          page: 1 + (i % 5),
        }),
      ],
    ];
    for (const [label, make] of cases) {
      const { median, p95, cpuMean } = time(index, make);
      rows.push(
        {
          group: GROUP,
          name: `median ${label} ${at}`,
          value: round(median),
          unit: 'ms',
          note: `best of ${ROUNDS} rounds of ${RUNS} runs; ${FACETS.split(',').length} facets, 21 per page`,
        },
        {
          group: GROUP,
          name: `p95 ${label} ${at}`,
          value: round(p95),
          unit: 'ms',
          note: `1-min load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
          ...(size === 5000 ? { budget: { limit: P95_BUDGET_MS, better: 'lower' as const } } : {}),
        },
        {
          group: GROUP,
          name: `mean thread CPU per ${label} ${at}`,
          value: round(cpuMean),
          unit: 'ms',
          note: "the engine's own cost, unaffected by other processes on the shared cores",
        },
      );
    }
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchSearchEngine();
  const width = Math.max(...rows.map((r) => r.name.length));
  for (const r of rows) {
    const budget = r.budget
      ? ` (budget ${r.budget.limit} ${r.unit}: ${r.value <= r.budget.limit ? 'met' : 'MISSED'})`
      : '';
    console.log(`${r.name.padEnd(width)}  ${String(r.value).padStart(9)} ${r.unit}${budget}`);
  }
}
