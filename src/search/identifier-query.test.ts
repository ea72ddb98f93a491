import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCar } from '../domain/car.fixture';
import type { Car } from '../domain/car';
import { createSearchClient } from './client';
import { toSearchDocument } from './document';
import { createEmbeddedIndex } from './engine/index-build';
import { loadEmbeddedIndex } from './engine/index-load';
import { EVERY_WORD_PARAMS, EXACT_MATCH_PARAMS, isIdentifierQuery, isPlateLikeQuery } from './identifier-query';

describe('isIdentifierQuery', () => {
  it.each([
    ['T12345', true],
    ['20185', true],
    ['ABC123', true],
    [' abc-123 ', true],
    ['JTMBFREV10D012345', true],
    ['RAV4', true],
    ['2019', true],
    ['i30', false],
    ['86', false],
    ['CX-5', false],
    ['hilux', false],
    ['ABCDEF', false],
    ['toyota 2019', false],
    ['ABC 123', false],
    ['-T12345', false],
    ['"T12345"', false],
    ['', false],
    ['*', false],
  ])('%j → %s', (q, expected) => {
    expect(isIdentifierQuery(q)).toBe(expected);
  });
});

describe('isPlateLikeQuery: a rego typed with its spaces (issue 21 point 7)', () => {
  it.each([
    ['ABC 123', true],
    ['abc-123', false],
    ['1AB 2CD', true],
    ['AB 12 CD', true],
    ['xyz 987', true],
    ['Kia 2019', true],
    ['GT 86', false],
    ['CX 5', false],
    ['hilux 2018', false],
    ['Toyota 86', false],
    ['ABC DEF', false],
    ['123 456', false],
    ['AB 12 CD 34', false],
    ['"ABC 123"', false],
    ['ABC -123', false],
    ['ABC123', false],
  ])('%j → %s', (q, expected) => {
    expect(isPlateLikeQuery(q)).toBe(expected);
  });
});

// Cars one typo apart from each other's identifiers, and a year one typo from a stock number.
const car = (id: string, o: Partial<Car>): Car =>
  makeCar({ id, slug: `car-${id}`, name: `${o.year} ${o.make} ${o.model}`, status: 'in_stock', ...o });
const CARS = [
  car('a', {
    make: 'Mazda',
    model: 'CX-5',
    year: 2019,
    stocknum: '20185',
    regplate: 'XYZ 987',
    vin: 'JM0KF4WLA00123456',
  }),
  car('b', {
    make: 'Toyota',
    model: 'Hilux',
    year: 2018,
    stocknum: 'T4402',
    regplate: 'ABC 123',
    vin: 'JTMBFREV10D012345',
  }),
  car('c', {
    make: 'Toyota',
    model: 'RAV4',
    year: 2021,
    stocknum: 'T4403',
    regplate: 'ABC124',
    vin: 'JTMBFREV10D012346',
  }),
];

/** The ids InstantSearch gets for a query typed into the search box, through the adapter and the embedded engine. */
async function embeddedHits(query: string): Promise<string[]> {
  const index = loadEmbeddedIndex(createEmbeddedIndex(CARS.map((c) => toSearchDocument(c))));
  const client = createSearchClient({
    backend: 'embedded',
    indexUrl: '/_search/i.json',
    collection: 'cars',
    preloaded: index,
  });
  const response = (await client.searchClient.search([
    { indexName: 'cars', params: { query, hitsPerPage: 10 } },
  ] as never)) as { results: { hits: { id: string }[] }[] };
  return response.results[0]!.hits.map((h) => h.id).sort();
}

describe('embedded engine: a stock number, VIN or rego finds that car or nothing', () => {
  it.each([
    ['a stock number, not the 2018 car one typo away', '20185', ['a']],
    ['a stock number with letters', 'T4402', ['b']],
    ['a rego typed without its space', 'ABC123', ['b']],
    ['a rego in lower case with a hyphen', 'abc-124', ['c']],
    ['a VIN', 'JTMBFREV10D012345', ['b']],
    ['a VIN one character off', 'JTMBFREV10D012347', []],
    ['a rego one character off', 'ABC125', []],
    ['part of a stock number', 'T440', []],
  ])('%s (%s)', async (_name, query, expected) => {
    expect(await embeddedHits(query)).toEqual(expected);
  });

  it.each([
    ['a rego typed with its space finds no other plate that starts the same', 'ABC 124', []],
    ['nor one a digit off', 'ABC 125', []],
  ])('%s (%s)', async (_name, query, expected) => {
    expect(await embeddedHits(query)).toEqual(expected);
  });

  it('other words keep their typo tolerance and prefixes', async () => {
    expect(await embeddedHits('hilix')).toEqual(['b']);
    expect(await embeddedHits('toyo')).toEqual(['b', 'c']);
  });
});

/** A fetch stub recording each request body and answering an empty result. */
function stubFetch() {
  const bodies: { searches: Record<string, unknown>[] }[] = [];
  const empty = {
    found: 0,
    out_of: 0,
    page: 1,
    hits: [],
    facet_counts: [],
    search_time_ms: 0,
    request_params: { per_page: 10, q: '*' },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { searches: Record<string, unknown>[] };
      bodies.push(body);
      return new Response(JSON.stringify({ results: body.searches.map(() => empty) }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return bodies;
}

afterEach(() => vi.unstubAllGlobals());

describe('Typesense: the parameters sent for an identifier', () => {
  const settings = {
    backend: 'typesense' as const,
    nodes: [{ host: 'abc.a1.typesense.net', port: 443, protocol: 'https' as const }],
    searchKey: 'scoped-key',
    collection: 'demo_cars',
  };

  it('searches the stock number, VIN and rego fields', () => {
    expect(createSearchClient(settings).queryBy.split(',')).toEqual(
      expect.arrayContaining(['stocknum', 'vin', 'regplate']),
    );
  });

  it('an identifier typed into the search box goes out with no typos, no prefix and no dropped words', async () => {
    const bodies = stubFetch();
    const client = createSearchClient(settings);
    await client.searchClient.search([
      { indexName: 'demo_cars', params: { query: 'ABC123', hitsPerPage: 21 } },
    ] as never);
    expect(bodies[0]!.searches[0]).toMatchObject({ q: 'ABC123', ...EXACT_MATCH_PARAMS });
    expect(EXACT_MATCH_PARAMS).toEqual({
      num_typos: 0,
      prefix: false,
      typo_tokens_threshold: 0,
      drop_tokens_threshold: 0,
    });
  });

  it('a rego typed with its space goes out keeping every word, so no other plate matches on its first part', async () => {
    const bodies = stubFetch();
    const client = createSearchClient(settings);
    await client.searchClient.search([
      { indexName: 'demo_cars', params: { query: 'ABC 123', hitsPerPage: 21 } },
    ] as never);
    expect(bodies[0]!.searches[0]).toMatchObject({ q: 'ABC 123', ...EVERY_WORD_PARAMS });
    expect(bodies[0]!.searches[0]).not.toHaveProperty('num_typos');
  });

  it('other queries go out with Typesense’s own typo tolerance', async () => {
    const bodies = stubFetch();
    const client = createSearchClient(settings);
    await client.searchClient.search([
      { indexName: 'demo_cars', params: { query: 'hilux sr5', hitsPerPage: 21 } },
    ] as never);
    await client.multiSearch([{ q: 'corolla' }]);
    for (const body of bodies)
      for (const key of Object.keys(EXACT_MATCH_PARAMS)) expect(body.searches[0]).not.toHaveProperty(key);
  });

  it('multiSearch (fixed lists, detail searches) makes an identifier exact too', async () => {
    const bodies = stubFetch();
    await createSearchClient(settings).multiSearch([{ q: 'JTMBFREV10D012345', per_page: 1 }]);
    expect(bodies[0]!.searches[0]).toMatchObject({ q: 'JTMBFREV10D012345', num_typos: 0, prefix: false });
  });
});
