import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import {
  Configure,
  InstantSearch,
  InstantSearchSSRProvider,
  getServerState,
  useHits,
  useRefinementList,
  useRange,
} from 'react-instantsearch';
import { createSearchClient, lazyIndexLoader, serverConfig } from './client';
import { createEmbeddedIndex } from './engine/index-build';
import { loadEmbeddedIndex } from './engine/index-load';
import { FIXTURE_DOCS, FIXTURE_NOW_MS } from './fixtures/cars';
import { DEFAULT_QUERY_BY } from './fields';
import { buildStockFilter } from './filter/stock';
import { compileFilter, parenthesise } from './filter/model';

const INDEX_URL = '/_search/search-index.0123abcd.json';

function fakeFetch() {
  const json = JSON.stringify(createEmbeddedIndex(FIXTURE_DOCS));
  return vi.fn(async (url: string | URL | Request) => {
    if (String(url) !== INDEX_URL) return new Response('missing', { status: 404 });
    return new Response(json, { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

function Hits() {
  const { items } = useHits<{ id: string; make: string }>();
  return (
    <ol>
      {items.map((h) => (
        <li key={h.objectID}>{h.id}</li>
      ))}
    </ol>
  );
}

function MakeFacet() {
  const { items } = useRefinementList({ attribute: 'make', limit: 3 });
  return (
    <ul>
      {items.map((i) => (
        <li key={i.value}>{`facet:${i.value}=${i.count}`}</li>
      ))}
    </ul>
  );
}

function PriceStats() {
  const { range } = useRange({ attribute: 'price' });
  return <p>{`price:${range.min}-${range.max}`}</p>;
}

type UiState = { refinementList?: Record<string, string[]>; range?: Record<string, string> };

function App({
  client,
  query,
  ui,
  sort,
}: {
  client: ReturnType<typeof createSearchClient>;
  query?: string;
  ui?: UiState;
  sort?: string;
}) {
  // A sort is an index name `<collection>/sort/<field>:<dir>` (features/search/sorts.ts), which the adapter turns into sort_by.
  const indexName = sort ? `cars/sort/${sort}` : 'cars';
  const stock = parenthesise(compileFilter(buildStockFilter({ includeSoldCarsDays: 3 }, FIXTURE_NOW_MS)));
  return (
    <InstantSearch searchClient={client.searchClient} indexName={indexName} initialUiState={{ [indexName]: ui ?? {} }}>
      <Configure filters={stock} hitsPerPage={21} query={query ?? ''} />
      <MakeFacet />
      <PriceStats />
      <Hits />
    </InstantSearch>
  );
}

async function render(query?: string, ui?: UiState, sort?: string) {
  const fetchImpl = fakeFetch();
  const client = createSearchClient({ backend: 'embedded', indexUrl: INDEX_URL, collection: 'cars', fetch: fetchImpl });
  const serverState = await getServerState(<App client={client} query={query} ui={ui} sort={sort} />, {
    renderToString,
  });
  const html = renderToString(
    <InstantSearchSSRProvider {...serverState}>
      <App client={client} query={query} ui={ui} sort={sort} />
    </InstantSearchSSRProvider>,
  );
  return { html, fetchImpl, client };
}

const ids = (html: string) => [...html.matchAll(/<li>(c\d+)<\/li>/g)].map((m) => m[1]);

describe('react-instantsearch through the real adapter and the local transport', () => {
  it('renders the stock-filtered hits in custom-rank order, facets and price stats', async () => {
    const { html, fetchImpl } = await render();
    expect(ids(html)).toEqual(['c2', 'c1', 'c12', 'c3', 'c8', 'c10', 'c9', 'c5', 'c4']);
    expect(html).toContain('facet:Toyota=3');
    expect(html).toContain('facet:Mazda=2');
    expect(html).toContain('price:9990-129990');
    // The index is fetched once, however many searches the widgets send.
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('answers a typed query with typo tolerance', async () => {
    const { html } = await render('corola');
    expect(ids(html).sort()).toEqual(['c1', 'c3']);
    expect(html).toContain('facet:Toyota=2');
  });

  it('applies refinements the adapter turns into filter_by (disjunctive make, price range)', async () => {
    const { html } = await render(undefined, {
      refinementList: { make: ['Mazda', 'Toyota'] },
      range: { price: '20000:30000' },
    });
    expect(ids(html)).toEqual(['c1', 'c5', 'c4']);
    // Disjunctive facet counts ignore the make refinement itself but keep the price range.
    expect(html).toContain('facet:Toyota=1');
    expect(html).toContain('facet:Mazda=2');
  });

  it.each<[string, string[]]>([
    ['price:asc', ['c9', 'c5', 'c1', 'c4', 'c3', 'c2', 'c12', 'c8', 'c10']],
    ['price:desc', ['c8', 'c12', 'c2', 'c3', 'c4', 'c1', 'c5', 'c9', 'c10']],
    ['created_at_timestamp:desc', ['c1', 'c2', 'c3', 'c4', 'c5', 'c8', 'c9', 'c10', 'c12']],
  ])('sorts through the index name (%s)', async (sort, expected) => {
    const { html } = await render(undefined, undefined, sort);
    expect(ids(html)).toEqual(expected);
  });

  it('runs helper queries through the same client', async () => {
    const { client } = await render();
    const [r] = await client.multiSearch([{ q: 'hilux', filter_by: 'status:=in_stock' }]);
    expect(r?.hits.map((h) => h.document.id)).toEqual(['c2']);
  });

  it('names an unsupported parameter in the error', async () => {
    const { client } = await render();
    await expect(client.multiSearch([{ q: '*', group_by: 'make' }])).rejects.toThrow(/group_by/);
  });
});

describe('backends', () => {
  it('talks to Typesense nodes with the scoped key only (no local transport)', () => {
    const nodes = [{ host: 'a.test', port: 443, protocol: 'https' as const }];
    const config = serverConfig({ backend: 'typesense', nodes, searchKey: 'scoped', collection: 'demo_cars' });
    expect(config).toMatchObject({ nodes, apiKey: 'scoped', connectionTimeoutSeconds: 5 });
    expect(Object.keys(config).sort()).toEqual(['apiKey', 'axiosAdapter', 'connectionTimeoutSeconds', 'nodes']);
  });

  it('refuses a Typesense backend without nodes', () => {
    expect(() => serverConfig({ backend: 'typesense', nodes: [], searchKey: 'k', collection: 'c' })).toThrow(
      /at least one node/,
    );
  });

  it('searches a preloaded index without fetching (build-time first pages)', async () => {
    const fetchImpl = vi.fn();
    const index = loadEmbeddedIndex(createEmbeddedIndex(FIXTURE_DOCS));
    const client = createSearchClient({
      backend: 'embedded',
      indexUrl: INDEX_URL,
      collection: 'cars',
      fetch: fetchImpl,
      preloaded: index,
    });
    const [r] = await client.multiSearch([{ q: '*', filter_by: 'make:=Mazda' }]);
    expect(r?.found).toBe(3);
    expect(fetchImpl).not.toHaveBeenCalled();
    // Token dictionaries are built right after the first search, before any typed query, one field a task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([...index.textIndexes.keys()]).toEqual(['make']);
    await vi.waitFor(() => expect(index.textIndexes.size).toBe(DEFAULT_QUERY_BY.split(',').length));
  });

  it('retries loading the index after a failure, then keeps it', async () => {
    const json = JSON.stringify(createEmbeddedIndex(FIXTURE_DOCS));
    const answers = [new Response('down', { status: 503 }), new Response(json, { status: 200 })];
    const fetchImpl = vi.fn(async () => answers.shift() as Response);
    const load = lazyIndexLoader(INDEX_URL, fetchImpl);
    await expect(load()).rejects.toThrow(/Could not load the search index .*HTTP 503/);
    const index = await load();
    expect(await load()).toBe(index);
    expect(index.count).toBe(12);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
