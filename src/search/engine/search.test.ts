import { describe, expect, it } from 'vitest';
import { FIXTURE_DOCS, FIXTURE_NOW_MS, HOSTILE_MAKE, HOSTILE_MODEL } from '../fixtures/cars';
import { compileFilter, eq } from '../filter/model';
import { buildStockFilter } from '../filter/stock';
import { createEmbeddedIndex } from './index-build';
import { loadEmbeddedIndex } from './index-load';
import { embeddedMultiSearch, embeddedSearch, type SearchParams } from './search';
import { DEFAULT_QUERY_BY } from '../fields';

// Through JSON, as the browser gets it.
const index = loadEmbeddedIndex(JSON.stringify(createEmbeddedIndex(FIXTURE_DOCS)));
const STOCK = compileFilter(buildStockFilter({ includeSoldCarsDays: 3 }, FIXTURE_NOW_MS));
const search = (p: SearchParams) => embeddedSearch(index, { query_by: DEFAULT_QUERY_BY, per_page: 50, ...p });
const ids = (p: SearchParams) => search(p).hits.map((h) => h.document.id);
const counts = (p: SearchParams, field: string) =>
  search(p)
    .facet_counts.find((f) => f.field_name === field)
    ?.counts.map((c) => `${c.value}=${c.count}`);

describe('order and paging', () => {
  it.each<[string, SearchParams, string[]]>([
    [
      'default: custom rank desc, ties later-indexed first',
      { q: '*', filter_by: STOCK },
      ['c2', 'c1', 'c12', 'c3', 'c8', 'c10', 'c9', 'c5', 'c4'],
    ],
    [
      'price asc: a missing price sorts last',
      { q: '*', filter_by: STOCK, sort_by: 'price:asc' },
      ['c9', 'c5', 'c1', 'c4', 'c3', 'c2', 'c12', 'c8', 'c10'],
    ],
    [
      'price desc: a missing price sorts last',
      { q: '*', filter_by: STOCK, sort_by: 'price:desc' },
      ['c8', 'c12', 'c2', 'c3', 'c4', 'c1', 'c5', 'c9', 'c10'],
    ],
    [
      'two fields',
      { q: '*', filter_by: STOCK, sort_by: 'year:desc,price:asc' },
      ['c8', 'c3', 'c2', 'c12', 'c1', 'c5', 'c4', 'c10', 'c9'],
    ],
    [
      'latest',
      { q: '*', filter_by: STOCK, sort_by: 'created_at_timestamp:desc' },
      ['c1', 'c2', 'c3', 'c4', 'c5', 'c8', 'c9', 'c10', 'c12'],
    ],
    ['page 2 of 4', { q: '*', filter_by: STOCK, per_page: 4, page: 2 }, ['c8', 'c10', 'c9', 'c5']],
    ['page 3 of 4', { q: '*', filter_by: STOCK, per_page: 4, page: 3 }, ['c4']],
    ['past the last page', { q: '*', filter_by: STOCK, per_page: 4, page: 4 }, []],
    ['limit and offset', { q: '*', filter_by: STOCK, limit: 2, offset: 1 }, ['c1', 'c12']],
    ['per_page 0 (facets only)', { q: '*', filter_by: STOCK, per_page: 0 }, []],
  ])('%s', (_name, params, expected) => {
    expect(ids(params)).toEqual(expected);
  });

  // Typesense's own vectors (collection_specific_more_test.cpp, SortByStringEmptyValuesConfigFirstField):
  // a missing number goes last both ways by default; missing_values moves it to either end.
  it.each<[string, 'first' | 'last']>([
    ['price:asc', 'last'],
    ['price:desc', 'last'],
    ['price(missing_values: first):asc', 'first'],
    ['price(missing_values: last):asc', 'last'],
    ['price(missing_values:first):desc', 'first'],
    ['price( missing_values : last ):desc', 'last'],
  ])('%s: a missing price goes %s', (sort_by, end) => {
    const order = ids({ q: '*', filter_by: STOCK, sort_by });
    expect(order.indexOf('c10')).toBe(end === 'first' ? 0 : order.length - 1);
    // The others keep the direction's order.
    const rest = order.filter((id) => id !== 'c10');
    expect(rest).toEqual(
      sort_by.endsWith('asc')
        ? ['c9', 'c5', 'c1', 'c4', 'c3', 'c2', 'c12', 'c8']
        : ['c8', 'c12', 'c2', 'c3', 'c4', 'c1', 'c5', 'c9'],
    );
  });

  it.each<[string, string[]]>([
    ['custom_rank:desc,price:asc', ['c2', 'c1', 'c12', 'c3', 'c8', 'c9', 'c5', 'c4', 'c10']],
    ['custom_rank:desc,price(missing_values: first):asc', ['c2', 'c1', 'c12', 'c3', 'c8', 'c10', 'c9', 'c5', 'c4']],
    ['custom_rank:desc,price:desc', ['c2', 'c1', 'c12', 'c3', 'c8', 'c4', 'c5', 'c9', 'c10']],
  ])('a second key places its missing values among the ties of the first (%s)', (sort_by, expected) => {
    // c4, c5, c9 and c10 share custom rank 0; c10 has no price.
    expect(ids({ q: '*', filter_by: STOCK, sort_by })).toEqual(expected);
  });

  it('reports found, out_of, page and request params', () => {
    const r = search({ q: '*', filter_by: STOCK, per_page: 4, page: 2, collection: 'cars' });
    expect([r.found, r.out_of, r.page]).toEqual([9, 12, 2]);
    expect(r.request_params).toEqual({ collection_name: 'cars', per_page: 4, q: '*' });
    expect(r.hits[0]?.text_match).toBe(100);
  });
});

describe('facets', () => {
  it.each<[string, SearchParams, string, string[]]>([
    [
      'make, max_facet_values 3, ties by value',
      { max_facet_values: 3 },
      'make',
      ['Toyota=3', 'Mazda=2', 'A&&B Motors=1'],
    ],
    ['body', {}, 'body', ['Hatch=3', 'SUV=3', 'Sedan=2', 'Ute=1']],
    ['car_type', {}, 'car_type', ['demo=3', 'new=3', 'used=3']],
    ['certified (bool)', {}, 'certified', ['false=7', 'true=2']],
    ['categories (array)', {}, 'categories', ['Small cars=2', 'Utes=1']],
    ['filtered_features (array)', {}, 'filtered_features', ['Bluetooth=2', 'Reversing Camera=1']],
    ['year (number values as strings)', { max_facet_values: 2 }, 'year', ['2022=2', '2015=1']],
    ['max_facet_values 0 (stats only)', { max_facet_values: 0 }, 'year', []],
    ['numeric ties ascending', { max_facet_values: 4 }, 'year', ['2022=2', '2015=1', '2016=1', '2019=1']],
    ['alphabetical', { facet_by: 'make(sort_by: _alpha:desc)', max_facet_values: 2 }, 'make', ['Toyota=3', 'Mazda=2']],
    ['facet_query narrows values by prefix', { facet_by: 'make', facet_query: 'make:toy' }, 'make', ['Toyota=3']],
    ['counts follow the filter', { filter_by: `${STOCK} && price:[20000..30000]` }, 'make', ['Mazda=2', 'Toyota=1']],
  ])('%s', (_name, params, field, expected) => {
    expect(
      counts(
        {
          q: '*',
          filter_by: STOCK,
          facet_by: 'make,body,car_type,certified,categories,filtered_features,year',
          ...params,
        },
        field,
      ),
    ).toEqual(expected);
  });

  it('gives numeric stats over every match, not only the page', () => {
    const r = search({ q: '*', filter_by: STOCK, facet_by: 'price,km', per_page: 1 });
    expect(r.facet_counts[0]?.stats).toEqual({ min: 9990, max: 129990, sum: 378920, avg: 47365, total_values: 8 });
    expect(r.facet_counts[1]?.stats.min).toBe(5);
  });
});

describe('filter_by', () => {
  it.each<[string, string, string[]]>([
    ['list and range', 'make:=[Toyota,Mazda] && price:[20000..30000]', ['c1', 'c6', 'c5', 'c4']],
    ['comparison and not-equals', 'price:>=40000 && car_type:!=new', ['c12', 'c7']],
    ['bare value with a space', 'categories:=Small cars', ['c1', 'c3']],
    [
      'not-equals keeps documents without the field',
      'badge:!=SR5 && make:!=[Toyota,Mazda,Ford,Kia]',
      ['c8', 'c10', 'c9'],
    ],
    ['a numeric filter never matches a missing value', 'seats:<5', ['c9']],
    ['or of groups', '(make:=Ford && car_type:=demo) || certified:=true', ['c2', 'c12', 'c4']],
    ['hostile make', compileFilter(eq('make', HOSTILE_MAKE)), ['c9']],
    ['hostile model', compileFilter(eq('model', HOSTILE_MODEL)), ['c9']],
    ['backtick make', compileFilter(eq('make', 'Back`tick')), ['c10']],
    ['a list of hostile values', compileFilter(eq('model', [HOSTILE_MODEL, 'Corolla'])), ['c1', 'c3', 'c9']],
    ['an injection attempt matches nothing', compileFilter(eq('make', 'Toyota` || make:=`Mazda')), []],
    ['a closing bracket in a value', compileFilter(eq('model', 'Test)')), ['c10']],
  ])('%s', (_name, filter_by, expected) => {
    expect(ids({ q: '*', filter_by })).toEqual(expected);
  });

  // Typesense compares strings by words (its tokenizer: lower case, punctuation dropped): `:=` the
  // whole value's words in order, `:` every word of the filter value anywhere in the field.
  it.each<[string, string, string[]]>([
    [':= ignores case and punctuation', 'make:=toyota && model:=corolla', ['c1', 'c3']],
    [':= needs the whole value', 'model:=Range', []],
    [':= keeps word order', 'model:=`Rover Range Sport`', []],
    [':= on punctuation-only words', 'model:=cx5', ['c4']],
    [': matches one word of a value', 'model:Range', ['c8']],
    [': matches every word, in any order', 'model:`Sport Range`', ['c8']],
    [': needs every word', 'model:`Range Evoque`', []],
    [': matches whole words, not prefixes', 'model:Rang', []],
    [': on an array needs the words in any element', 'filtered_features:camera', ['c1']],
    [': on an array may take words from different elements', 'filtered_features:`bluetooth camera`', ['c1']],
    [':= on an array needs one element to be the value', 'filtered_features:=`bluetooth camera`', []],
    [': with a list is any of its values', 'make:[rover,mazda] && status:=in_stock', ['c8', 'c4']],
    [':! excludes documents with the words', 'make:!rover && body:=SUV', ['c12', 'c11', 'c4']],
    [':! with a list excludes each value', 'body:![suv,hatch,ute]', ['c10', 'c9']],
    [':! keeps documents without the field', 'badge:!sport && model:=[Sportage,`Test)`,Corolla]', ['c3', 'c11', 'c10']],
    [': on a number is :=', 'year:2022', ['c2', 'c12']],
    [':! on a number is :!=', 'year:!2022 && make:=Ford', ['c7']],
    [': on a boolean is :=', 'certified:true', ['c2', 'c4']],
    ['a value without words matches nothing', 'model:=`--`', []],
    ['so its negation keeps everything', 'model:!=`--`', ids({ q: '*' }) as string[]],
    ['ids match verbatim', 'id:c1', ['c1']],
  ])('%s: %s', (_name, filter_by, expected) => {
    expect(ids({ q: '*', filter_by })).toEqual(expected);
  });
});

describe('q over query_by', () => {
  it.each<[string, SearchParams, string[]]>([
    ['a model', { q: 'corolla', filter_by: STOCK }, ['c1', 'c3']],
    ['one typo in a 6-letter token', { q: 'corola', filter_by: STOCK }, ['c1', 'c3']],
    ['prefix on the last token', { q: 'toyota cor', filter_by: STOCK }, ['c1', 'c3']],
    ['no prefix when prefix=false', { q: 'cor', prefix: false, filter_by: STOCK }, []],
    ['exact matches hide typo matches', { q: 'ranger' }, ['c7']],
    ['typo_tokens_threshold 2 adds the typo match', { q: 'ranger', typo_tokens_threshold: 2 }, ['c7', 'c8']],
    ['typos are tried when the filter removes the exact match', { q: 'ranger', filter_by: STOCK }, ['c8']],
    ['tokens are dropped from the right when nothing matches', { q: 'mazda xyz', filter_by: STOCK }, ['c5', 'c4']],
    ['punctuation is not indexed (CX-5 is cx5)', { q: 'cx5' }, ['c4']],
    ['a 3-letter token allows no typo', { q: 'kai' }, []],
    ['a tag', { q: 'runout' }, ['c2']],
    ['a stock number', { q: 'S008' }, ['c8']],
    ['a year', { q: '2019 mazda' }, ['c4']],
    ['earlier query_by fields and whole words rank first', { q: 'sport' }, ['c8', 'c11', 'c1']],
    [
      'a short prefix expands to 4 candidate words (max_candidates)',
      { q: 's0', query_by: 'stocknum' },
      ['c2', 'c1', 'c3', 'c4'],
    ],
    [
      'max_candidates raises the cap',
      { q: 's0', query_by: 'stocknum', max_candidates: 20, sort_by: 'created_at_timestamp:asc' },
      ['c12', 'c10', 'c9', 'c8', 'c7', 'c6', 'c5', 'c4', 'c3', 'c2', 'c1'],
    ],
    [
      'exhaustive_search lifts the cap',
      { q: 's0', query_by: 'stocknum', exhaustive_search: true, per_page: 3 },
      ['c2', 'c1', 'c12'],
    ],
    [
      '-word excludes cars with the word in any query_by field',
      { q: 'toyota -hybrid', filter_by: STOCK },
      ['c2', 'c1'],
    ],
    ['-word alone searches everything else', { q: '-toyota -mazda', filter_by: STOCK }, ['c12', 'c8', 'c10', 'c9']],
    [
      'an excluded word must match exactly (no typo, no prefix)',
      { q: 'corolla -hybri', filter_by: STOCK },
      ['c1', 'c3'],
    ],
    ['a phrase needs its words consecutive in one field', { q: '"range rover"' }, ['c8']],
    ['a phrase out of order matches nothing', { q: '"rover range"' }, []],
    ['a phrase across two fields matches nothing', { q: '"toyota corolla"' }, []],
    ['a phrase with searched words', { q: 'hse "rover sport"' }, ['c8']],
    ['an excluded phrase', { q: 'ford -"wildtrak"' }, ['c12']],
    ['a hyphen inside a word is not an exclusion', { q: 'cx-5' }, ['c4']],
  ])('%s', (_name, params, expected) => {
    expect(ids(params)).toEqual(expected);
  });

  it('highlights matched words with the requested tags', () => {
    const [hit] = search({ q: 'corola', filter_by: STOCK, highlight_start_tag: '<b>', highlight_end_tag: '</b>' }).hits;
    expect(hit?.highlight.model).toEqual({ snippet: '<b>Corolla</b>', matched_tokens: ['Corolla'] });
    expect(hit?.highlights).toEqual([{ field: 'model', snippet: '<b>Corolla</b>', matched_tokens: ['Corolla'] }]);
  });

  it('ranks more matched tokens above fewer', () => {
    const [a, b] = search({ q: 'toyota corolla', filter_by: STOCK }).hits;
    expect(a?.text_match).toBeGreaterThan(0);
    expect(a?.text_match).toBe(b?.text_match);
    expect((search({ q: 'corolla', filter_by: STOCK }).hits[0]?.text_match ?? 0) < (a?.text_match ?? 0)).toBe(true);
  });
});

describe('documents in hits', () => {
  it('returns the stored document, absent fields left out', () => {
    const doc = search({ q: '*', filter_by: 'id:=c10' }).hits[0]?.document;
    expect(doc).toEqual(FIXTURE_DOCS.find((d) => d.id === 'c10'));
    expect('price' in (doc ?? {})).toBe(false);
  });

  it('honours include_fields and exclude_fields', () => {
    expect(
      Object.keys(search({ q: '*', filter_by: 'id:=c1', include_fields: 'id,make' }).hits[0]?.document ?? {}),
    ).toEqual(['id', 'make']);
    expect('slug' in (search({ q: '*', filter_by: 'id:=c1', exclude_fields: 'slug' }).hits[0]?.document ?? {})).toBe(
      false,
    );
  });
});

describe('errors name what is unsupported', () => {
  it.each<[string, SearchParams, RegExp]>([
    ['an unknown parameter', { q: '*', group_by: 'make' }, /`group_by`/],
    ['a preset', { q: '*', preset: 'listing' }, /`preset`/],
    ['too many hits per page', { q: '*', per_page: 251 }, /250/],
    ['a field that is not a facet', { q: '*', facet_by: 'slug' }, /facet field named `slug`/],
    ['a filter on an unknown field', { q: '*', filter_by: 'colour_code:=1' }, /filter field named `colour_code`/],
    ['a filter on a display-only field', { q: '*', filter_by: 'slug:=x' }, /filter field named `slug`/],
    ['a numeric filter on a string', { q: '*', filter_by: 'make:>1' }, /not a numeric field/],
    ['sorting by a string', { q: '*', sort_by: 'make:asc' }, /`make`.*sorting/],
    ['four sort fields', { q: '*', sort_by: 'price:asc,km:asc,year:asc,seats:asc' }, /upto 3/],
    [
      'a missing_values other than first or last',
      { q: '*', sort_by: 'price(missing_values: normal):asc' },
      /Bad syntax for sorting field `price`.*missing_values: normal/,
    ],
    ['another sort option', { q: '*', sort_by: 'price(foo: bar):asc' }, /Bad syntax for sorting field `price`/],
    ['an option on _text_match', { q: '*', sort_by: '_text_match(buckets: 10):desc' }, /sort_by syntax/],
    ['a text query with no query_by', { q: 'mazda', query_by: '' }, /search fields/],
    ['a query_by number field', { q: 'mazda', query_by: 'price' }, /`price` should be a string/],
    ['a facet_by option', { q: '*', facet_by: 'price(ranges: cheap:[0, 10])' }, /facet_by syntax/],
    ['a page of 0', { q: '*', page: 0 }, /`page`/],
  ])('%s', (_name, params, message) => {
    expect(() => search(params)).toThrow(message);
  });
});

describe('embeddedMultiSearch', () => {
  it('answers each search, with URL parameters as defaults', () => {
    const { results } = embeddedMultiSearch(
      index,
      {
        searches: [
          { q: 'corolla', filter_by: STOCK },
          { q: '*', filter_by: 'make:=Mazda', per_page: 1 },
        ],
      },
      { query_by: 'make,model' },
    );
    expect(results.map((r) => [r.found, r.hits.length])).toEqual([
      [2, 2],
      [3, 1],
    ]);
  });

  it('refuses union search', () => {
    expect(() => embeddedMultiSearch(index, { searches: [], union: true } as never)).toThrow(/`union`/);
  });
});
