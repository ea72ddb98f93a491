/**
 * `facet_by` over the matched rows: counts per value (most frequent first, ties by value ascending),
 * `max_facet_values` of them, and for numeric fields stats (min, max, sum, avg) over all matches.
 */
import type { Column } from './index-data';
import type { LoadedIndex } from './index-load';
import { EmbeddedSearchError } from './errors';
import { tokenize } from './tokenize';

/** One facet of a Typesense response. */
export interface FacetCounts {
  field_name: string;
  counts: { count: number; highlighted: string; value: string }[];
  sampled: false;
  stats: { min?: number; max?: number; sum?: number; avg?: number; total_values: number };
}

interface FacetRequest {
  field: string;
  alpha?: 'asc' | 'desc';
}

/** Parses `facet_by` ("a,b" or "a(sort_by: _alpha:asc)"). */
export function parseFacetBy(index: LoadedIndex, facetBy: string): FacetRequest[] {
  return facetBy
    .split(/,(?![^(]*\))/)
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map((part) => {
      const m = /^([A-Za-z_][A-Za-z0-9_.]*)(?:\(\s*sort_by\s*:\s*_alpha\s*:\s*(asc|desc)\s*\))?$/.exec(part);
      if (!m) throw new EmbeddedSearchError(`Unsupported facet_by syntax: \`${part}\``);
      const field = m[1] as string;
      const c = index.columns.get(field);
      if (!c?.facet) throw new EmbeddedSearchError(`Could not find a facet field named \`${field}\` in the schema.`);
      return { field, ...(m[2] ? { alpha: m[2] as 'asc' | 'desc' } : {}) };
    });
}

function countValues(c: Column, rows: Int32Array): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (v: string) => counts.set(v, (counts.get(v) ?? 0) + 1);
  if (c.kind === 'string' || c.kind === 'list') {
    const perCode = new Uint32Array(c.dict.length);
    for (const r of rows) {
      if (c.kind === 'string') {
        const code = c.codes[r] as number;
        if (code >= 0) perCode[code] = (perCode[code] as number) + 1;
      } else {
        const seen = new Set<number>();
        for (let k = c.offsets[r] as number; k < (c.offsets[r + 1] as number); k++) seen.add(c.codes[k] as number);
        for (const code of seen) perCode[code] = (perCode[code] as number) + 1;
      }
    }
    perCode.forEach((n, code) => n > 0 && counts.set(c.dict[code] as string, n));
  } else if (c.kind === 'bool') {
    for (const r of rows) if ((c.values[r] as number) >= 0) add(c.values[r] === 1 ? 'true' : 'false');
  } else {
    for (const r of rows) if (!Number.isNaN(c.values[r] as number)) add(String(c.values[r]));
  }
  return counts;
}

/** Per numeric column, once: its distinct values ascending and each row's position among them (-1: missing). */
const denseRanks = new WeakMap<Float64Array, { distinct: Float64Array; rank: Int32Array }>();

function ranksOf(values: Float64Array): { distinct: Float64Array; rank: Int32Array } {
  const cached = denseRanks.get(values);
  if (cached) return cached;
  const sorted = values.filter((v) => !Number.isNaN(v)).sort();
  const distinct = sorted.filter((v, i) => i === 0 || v !== sorted[i - 1]);
  // A binary search a row: at 20,000 cars a Map and Int32Array.from with a map function took 30–40 ms here.
  const rank = new Int32Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    if (Number.isNaN(v)) {
      rank[i] = -1;
      continue;
    }
    let lo = 0;
    let hi = distinct.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((distinct[mid] as number) < v) lo = mid + 1;
      else hi = mid;
    }
    rank[i] = lo;
  }
  const built = { distinct, rank };
  denseRanks.set(values, built);
  return built;
}

/** Counts, distinct-value total and stats of a numeric column: one counting pass over precomputed ranks, no sorting per search. */
function numericFacet(
  values: Float64Array,
  rows: Int32Array,
  maxValues: number,
): { top: [string, number][]; totalValues: number; stats?: FacetCounts['stats'] } {
  const { distinct, rank } = ranksOf(values);
  const counts = new Uint32Array(distinct.length);
  let n = 0;
  let sum = 0;
  for (const r of rows) {
    const k = rank[r] as number;
    if (k < 0) continue;
    counts[k] = (counts[k] as number) + 1;
    sum += values[r] as number;
    n++;
  }
  // Keep the maxValues most frequent values; ties keep the lower value (values arrive ascending).
  const top: [number, number][] = [];
  let present = 0;
  let min = -1;
  let max = -1;
  for (let k = 0; k < distinct.length; k++) {
    const count = counts[k] as number;
    if (count === 0) continue;
    present++;
    if (min < 0) min = k;
    max = k;
    if (maxValues > 0 && (top.length < maxValues || count > (top[top.length - 1] as [number, number])[1])) {
      let at = top.length;
      while (at > 0 && (top[at - 1] as [number, number])[1] < count) at--;
      top.splice(at, 0, [distinct[k] as number, count]);
      if (top.length > maxValues) top.pop();
    }
  }
  return {
    top: top.map(([v, c]) => [String(v), c]),
    totalValues: present,
    ...(n > 0
      ? {
          stats: {
            min: distinct[min] as number,
            max: distinct[max] as number,
            sum,
            avg: sum / n,
            total_values: present,
          },
        }
      : {}),
  };
}

/** Facet counts of `rows` for each requested facet; `facetQuery` ("field:text") narrows that field's values by prefix. */
export function computeFacets(
  index: LoadedIndex,
  requests: FacetRequest[],
  rows: Int32Array,
  maxValues: number,
  facetQuery?: { field: string; text: string },
): FacetCounts[] {
  return requests.map(({ field, alpha }) => {
    const c = index.columns.get(field) as Column;
    const toCounts = (entries: [string, number][]) =>
      entries.map(([value, count]) => ({ count, highlighted: value, value }));
    if (c.kind === 'number' && !alpha && facetQuery?.field !== field) {
      const { top, totalValues, stats } = numericFacet(c.values, rows, maxValues);
      return {
        field_name: field,
        counts: toCounts(top),
        sampled: false,
        stats: stats ?? { total_values: totalValues },
      };
    }
    let entries = [...countValues(c, rows)];
    if (facetQuery?.field === field) {
      const wanted = tokenize(facetQuery.text);
      entries = entries.filter(([v]) => {
        const have = tokenize(v);
        return wanted.every((w) => have.some((h) => h.startsWith(w)));
      });
    }
    const byValue =
      c.kind === 'number'
        ? (a: string, b: string) => Number(a) - Number(b)
        : (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    entries.sort(([va, na], [vb, nb]) =>
      alpha ? (alpha === 'asc' ? byValue(va, vb) : byValue(vb, va)) : nb - na || byValue(va, vb),
    );
    const facet: FacetCounts = {
      field_name: field,
      counts: toCounts(entries.slice(0, maxValues)),
      sampled: false,
      stats: { total_values: entries.length },
    };
    if (c.kind === 'number') {
      const { stats } = numericFacet(c.values, rows, 0);
      if (stats) facet.stats = { ...stats, total_values: entries.length };
    }
    return facet;
  });
}
