import { describe, expect, it } from 'vitest';
import { FIXTURE_DOCS, FIXTURE_NOW_MS } from './fixtures/cars';
import { buildStockFilter } from './filter/stock';
import { eq } from './filter/model';
import { createEmbeddedIndex } from './engine/index-build';
import { loadEmbeddedIndex } from './engine/index-load';
import { embeddedMultiSearch, type SearchParams } from './engine/search';
import { dealershipSearch, detailPageSearch, fixedListSearch, manufacturerModelSearch, SEARCH_PAGE_SIZE, type MultiSearcher } from './queries';
import { DEFAULT_QUERY_BY } from './fields';

const index = loadEmbeddedIndex(createEmbeddedIndex(FIXTURE_DOCS));
/** Records what each query sends and answers from the fixture index. */
function recorder() {
  const sent: SearchParams[][] = [];
  const client: MultiSearcher = {
    async multiSearch(searches) {
      sent.push(searches);
      return embeddedMultiSearch(index, { searches: searches.map((s) => ({ query_by: DEFAULT_QUERY_BY, ...s })) }).results;
    },
  };
  return { sent, client };
}
const stockFilter = buildStockFilter({ includeSoldCarsDays: 3 }, FIXTURE_NOW_MS);
const STOCK = '(status:=[`in_stock`,`coming_soon`] || sold_at_timestamp:>=1781265600) && show_on_dealer_website:=true';

describe('spec 01 §7 queries', () => {
  it('fixed list: the stock filter and a filter, limited', async () => {
    const { sent, client } = recorder();
    const hits = await fixedListSearch(client, { stockFilter, filter: eq('car_type', 'new'), limit: 2 });
    expect(hits.map((h) => h.id)).toEqual(['c2', 'c8']);
    expect(sent[0]).toEqual([{ q: '*', filter_by: `${STOCK} && car_type:=\`new\``, per_page: 2 }]);
  });

  it('manufacturer/model: make, model, body and query, 21 per page', async () => {
    const { sent, client } = recorder();
    const page = await manufacturerModelSearch(client, { stockFilter, make: 'Toyota', model: 'Corolla', body: 'Hatch', query: 'hybrid' });
    expect(page).toMatchObject({ count: 1, page: 1, pages: 1 });
    expect(page.hits.map((h) => h.id)).toEqual(['c3']);
    expect(sent[0]?.[0]).toEqual({ q: 'hybrid', filter_by: `${STOCK} && make:=\`Toyota\` && model:=\`Corolla\` && body:=\`Hatch\``, per_page: SEARCH_PAGE_SIZE, page: 1 });
  });

  it('dealership scoped: dealer or location slug, categories, price', async () => {
    const { sent, client } = recorder();
    const page = await dealershipSearch(client, { stockFilter, dealershipSlug: 'dealer-b', categories: ['Small cars'], price: { min: 30000, max: 50000 } });
    expect(page.hits.map((h) => h.id)).toEqual(['c3']);
    expect(sent[0]?.[0]?.filter_by).toBe(
      `${STOCK} && (dealership_slug:=\`dealer-b\` || location_slug:=\`dealer-b\`) && categories:=\`Small cars\` && price:[30000..50000]`,
    );
    expect(sent[0]?.[0]?.per_page).toBe(21);
  });

  it('detail page: several queries in one request, 10 hits each, facets and highlight tags', async () => {
    const { sent, client } = recorder();
    const results = await detailPageSearch(client, {
      stockFilter,
      queries: [{ filter: eq('make', 'Toyota'), facetBy: ['model'] }, { query: 'corolla' }],
      highlightTags: { start: '<em>', end: '</em>' },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.map((s) => s.per_page)).toEqual([10, 10]);
    expect(results[0]?.facet_counts[0]?.counts.map((c) => `${c.value}=${c.count}`)).toEqual(['Corolla=2', 'Hilux=1']);
    expect(results[1]?.hits[0]?.highlight.model?.snippet).toBe('<em>Corolla</em>');
  });
});
