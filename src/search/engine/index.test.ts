import { describe, expect, it } from 'vitest';
import { createEmbeddedIndex } from './index-build';
import { documentAt, loadEmbeddedIndex } from './index-load';
import { embeddedSearch } from './search';
import { FIXTURE_DOCS } from '../fixtures/cars';
import { seededRandom, syntheticCars } from '../fixtures/synthetic';
import { toSearchDocument, type SearchDocument } from '../document';
import { compileFilter, and, eq, type Filter } from '../filter/model';

const NOW = Date.UTC(2026, 5, 15, 12);

describe('the compact index', () => {
  const docs = syntheticCars(2000, NOW).map((c) => toSearchDocument(c));
  const data = createEmbeddedIndex(docs);
  const enc = (name: string) => data.columns.find((c) => c.name === name)?.enc;

  it.each([
    ['make', 'dict'],
    ['categories', 'dict-list'],
    ['slug', 'plain'],
    ['price', 'num'],
    ['certified', 'bool'],
  ])('stores %s as %s', (name, expected) => {
    expect(enc(name)).toBe(expected);
  });

  it('gives back every document exactly', () => {
    const index = loadEmbeddedIndex(JSON.stringify(data));
    expect(docs.every((d, i) => JSON.stringify(documentAt(index, i)) === JSON.stringify(d))).toBe(true);
  });

  it('stores a repeat in a plain column as the document that had it first', () => {
    const three = (FIXTURE_DOCS.slice(0, 3) as SearchDocument[]).map((d, i) => ({
      ...d,
      badge: ['GX', 'GXL', 'GX'][i] as string,
    }));
    const stored = createEmbeddedIndex(three);
    expect(stored.columns.find((c) => c.name === 'badge')).toMatchObject({ enc: 'plain', values: ['GX', 'GXL', 0] });
    const index = loadEmbeddedIndex(JSON.stringify(stored));
    expect(three.map((_, i) => documentAt(index, i).badge)).toEqual(['GX', 'GXL', 'GX']);
    expect(
      embeddedSearch(index, { q: '*', facet_by: 'badge' }).facet_counts[0]?.counts.map((c) => `${c.value}=${c.count}`),
    ).toEqual(['GX=2', 'GXL=1']);
  });

  it('refuses duplicate ids, a foreign file, another version and a short column', () => {
    expect(() => createEmbeddedIndex([FIXTURE_DOCS[0] as SearchDocument, FIXTURE_DOCS[0] as SearchDocument])).toThrow(
      /Duplicate search document id "c1"/,
    );
    expect(() => loadEmbeddedIndex('{"hello":1}')).toThrow(/Not a Forecourt search index/);
    expect(() => loadEmbeddedIndex({ ...createEmbeddedIndex(FIXTURE_DOCS), version: 3 as 2 })).toThrow(
      /version 3 is not supported/,
    );
    const short = createEmbeddedIndex(FIXTURE_DOCS);
    short.count = 13;
    expect(() => loadEmbeddedIndex(short)).toThrow(/column id has 12 values for 13 documents/);
    const forward = createEmbeddedIndex(FIXTURE_DOCS);
    const ids = forward.columns[0];
    if (ids?.enc !== 'plain') throw new Error('ids are plain');
    ids.values[1] = 5;
    expect(() => loadEmbeddedIndex(forward)).toThrow(/document 1 repeats document 5/);
  });
});

describe('engine against a plain scan of 5,000 synthetic cars', () => {
  const docs = syntheticCars(5000, NOW, 7).map((c) => toSearchDocument(c));
  const index = loadEmbeddedIndex(createEmbeddedIndex(docs));
  const rnd = seededRandom(42);
  const makes = [...new Set(docs.map((d) => d.make))];
  const bodies = [...new Set(docs.map((d) => d.body ?? ''))];
  const pick = <T>(l: T[]) => l[Math.floor(rnd() * l.length)] as T;

  it('finds exactly the documents a plain filter finds, for 50 random three-filter queries', () => {
    for (let i = 0; i < 50; i++) {
      const chosen = [pick(makes), pick(makes)];
      const min = Math.floor(rnd() * 60) * 1000;
      const body = pick(bodies);
      const filter: Filter = and(
        eq('make', chosen),
        { kind: 'range', field: 'price', min, max: min + 25000 },
        eq('body', body),
      );
      const expected = docs.filter(
        (d) =>
          chosen.includes(d.make) &&
          d.price !== undefined &&
          d.price >= min &&
          d.price <= min + 25000 &&
          d.body === body,
      );
      const r = embeddedSearch(index, { q: '*', filter_by: compileFilter(filter), facet_by: 'make', per_page: 250 });
      expect(r.found).toBe(expected.length);
      expect(new Set(r.hits.map((h) => h.document.id))).toEqual(new Set(expected.map((d) => d.id)));
      const counts = Object.fromEntries(r.facet_counts[0]?.counts.map((c) => [c.value, c.count]) ?? []);
      for (const m of new Set(chosen)) {
        const n = expected.filter((d) => d.make === m).length;
        if (n > 0) expect(counts[m]).toBe(n);
      }
    }
  });
});
