import { describe, expect, it, vi } from 'vitest';
import InstantSearch from 'instantsearch.js/es/lib/InstantSearch';
import connectRefinementList from 'instantsearch.js/es/connectors/refinement-list/connectRefinementList';
import connectRange from 'instantsearch.js/es/connectors/range/connectRange';
import { holdWidgetAdditions } from './batched-widgets';

/** A started search as React InstantSearch makes it with initial results (no search on start). */
function startedSearch() {
  const searchClient = { search: () => Promise.resolve({ results: [] }) };
  // The route's state, as the page's URL gives it: it must reach the search parameters either way.
  const initialUiState = {
    cars: { refinementList: { make: ['Toyota'], colour: ['Red', 'Blue'] }, range: { price: '10000:50000' } },
  };
  const search = new InstantSearch({ indexName: 'cars', searchClient: searchClient as never, initialUiState });
  (search as unknown as { _initialResults: object })._initialResults = {};
  search.start();
  return { search };
}

const widgets = () => [
  connectRefinementList(() => {})({ attribute: 'make' }),
  connectRefinementList(() => {})({ attribute: 'colour' }),
  connectRefinementList(() => {})({ attribute: 'body' }),
  connectRange(() => {})({ attribute: 'price' }),
];

describe('one registration for the widgets of the first render', () => {
  it('holds each addition and adds them all in one call on flush, then adds as before', () => {
    const { search } = startedSearch();
    const index = search.mainIndex;
    const add = vi.spyOn(index, 'addWidgets');
    const batch = holdWidgetAdditions(index);
    const [make, colour, body, price] = widgets();
    for (const widget of [make, colour, body, price]) expect(index.addWidgets([widget!])).toBe(index);
    expect(index.getWidgets()).toHaveLength(0);
    batch.flush();
    expect(add).toHaveBeenCalledTimes(1);
    expect(add).toHaveBeenCalledWith([make, colour, body, price]);
    expect(index.getWidgets()).toEqual([make, colour, body, price]);
    batch.flush();
    expect(add).toHaveBeenCalledTimes(1);
    const [later] = widgets();
    index.addWidgets([later!]);
    expect(index.getWidgets()).toHaveLength(5);
  });

  it("gives the same search parameters as adding one by one (the route's state included), asking each widget once instead of once per later widget", () => {
    const counted = () => {
      const calls = { count: 0 };
      const list = widgets().map((widget) => {
        const own = widget.getWidgetSearchParameters!.bind(widget);
        widget.getWidgetSearchParameters = (...args) => (calls.count++, own(...args));
        return widget;
      });
      return { calls, list };
    };
    const one = startedSearch();
    const single = counted();
    for (const widget of single.list) one.search.mainIndex.addWidgets([widget]);

    const held = startedSearch();
    const batched = counted();
    const batch = holdWidgetAdditions(held.search.mainIndex);
    for (const widget of batched.list) held.search.mainIndex.addWidgets([widget]);
    batch.flush();

    const params = (s: InstanceType<typeof InstantSearch>) => s.mainIndex.getHelper()!.state;
    expect(params(held.search).disjunctiveFacets).toEqual(['make', 'colour', 'body', 'price']);
    expect(params(held.search).disjunctiveFacetsRefinements).toEqual({
      make: ['Toyota'],
      colour: ['Red', 'Blue'],
      body: [],
    });
    expect(params(held.search).numericRefinements).toEqual({ price: { '>=': [10000], '<=': [50000] } });
    expect(params(held.search)).toEqual(params(one.search));
    // 4 widgets: 1 + 2 + 3 + 4 = 10 asks one by one, 4 held.
    expect(single.calls.count).toBeGreaterThanOrEqual(10);
    expect(batched.calls.count).toBe(4);
  });

  it('restores an inherited method by removing the own copy it put in front of it', () => {
    const proto = {
      addWidgets(this: object, widgets: unknown[]) {
        return [this, widgets];
      },
    };
    const index = Object.create(proto) as typeof proto;
    const batch = holdWidgetAdditions(index as never);
    expect(Object.hasOwn(index, 'addWidgets')).toBe(true);
    batch.flush();
    expect(Object.hasOwn(index, 'addWidgets')).toBe(false);
    expect(index.addWidgets(['w'])).toEqual([index, ['w']]);
  });
});
