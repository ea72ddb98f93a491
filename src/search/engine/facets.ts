/**
 * `facet_by` over the matched rows: counts per value (most frequent first, ties by value),
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
      if (!c || !c.facet) throw new EmbeddedSearchError(`Could not find a facet field named \`${field}\` in the schema.`);
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
    let entries = [...countValues(c, rows)];
    if (facetQuery?.field === field) {
      const wanted = tokenize(facetQuery.text);
      entries = entries.filter(([v]) => {
        const have = tokenize(v);
        return wanted.every((w) => have.some((h) => h.startsWith(w)));
      });
    }
    const totalValues = entries.length;
    entries.sort(([va, na], [vb, nb]) =>
      alpha ? (alpha === 'asc' ? va.localeCompare(vb) : vb.localeCompare(va)) : nb - na || (va < vb ? -1 : va > vb ? 1 : 0),
    );
    const facet: FacetCounts = {
      field_name: field,
      counts: entries.slice(0, maxValues).map(([value, count]) => ({ count, highlighted: value, value })),
      sampled: false,
      stats: { total_values: totalValues },
    };
    if (c.kind === 'number') {
      let min = Number.POSITIVE_INFINITY;
      let max = Number.NEGATIVE_INFINITY;
      let sum = 0;
      let n = 0;
      for (const r of rows) {
        const v = c.values[r] as number;
        if (Number.isNaN(v)) continue;
        if (v < min) min = v;
        if (v > max) max = v;
        sum += v;
        n++;
      }
      if (n > 0) facet.stats = { min, max, sum, avg: sum / n, total_values: totalValues };
    }
    return facet;
  });
}
