import { describe, expect, it } from 'vitest';
import { FIXTURE_DOCS } from '../fixtures/cars';
import type { SearchDocument } from '../document';
import { createEmbeddedIndex } from './index-build';
import { loadEmbeddedIndex } from './index-load';
import { embeddedSearch } from './search';
import { parseQuery, type ParsedQuery } from './query-syntax';

describe('parseQuery (as Typesense parse_search_query)', () => {
  it.each<[string, ParsedQuery]>([
    ['electric car', { include: ['electric', 'car'], phrases: [], exclude: [] }],
    ['electric car -tesla', { include: ['electric', 'car'], phrases: [], exclude: [['tesla']] }],
    ['-tesla', { include: [], phrases: [], exclude: [['tesla']] }],
    ['"tennis ball"', { include: [], phrases: [['tennis', 'ball']], exclude: [] }],
    ['"by the" -train', { include: [], phrases: [['by', 'the']], exclude: [['train']] }],
    ['-"by the down"', { include: [], phrases: [], exclude: [['by', 'the', 'down']] }],
    [
      '"by the" "then and"',
      {
        include: [],
        phrases: [
          ['by', 'the'],
          ['then', 'and'],
        ],
        exclude: [],
      },
    ],
    ['"trooper"', { include: [], phrases: [['trooper']], exclude: [] }],
    ['land "range rover" sport', { include: ['land', 'sport'], phrases: [['range', 'rover']], exclude: [] }],
    ['"some query " here', { include: ['here'], phrases: [['some', 'query']], exclude: [] }],
    ['"unclosed phrase', { include: [], phrases: [['unclosed', 'phrase']], exclude: [] }],
    ['x-trail', { include: ['xtrail'], phrases: [], exclude: [] }],
    ['mazda - cx5', { include: ['mazda', 'cx5'], phrases: [], exclude: [] }],
    ['(-tesla)', { include: [], phrases: [], exclude: [['tesla']] }],
    ['--tesla', { include: [], phrases: [], exclude: [['tesla']] }],
    ['"', { include: [], phrases: [], exclude: [] }],
    ['Ö\'Brien "CX-5"', { include: ['obrien'], phrases: [['cx5']], exclude: [] }],
  ])('%s', (q, expected) => {
    expect(parseQuery(q)).toEqual(expected);
  });
});

describe('phrases and exclusions in q (Typesense PhraseSearch test vectors)', () => {
  const titles = ['Then and there by the down', 'Down There by the Train', 'The State Trooper'];
  const docs: SearchDocument[] = titles.map((model, i) => ({
    ...(FIXTURE_DOCS[0] as SearchDocument),
    id: String(i),
    model,
    custom_rank: 0,
  }));
  const index = loadEmbeddedIndex(createEmbeddedIndex(docs));
  const ids = (q: string, filter_by?: string) =>
    embeddedSearch(index, { q, query_by: 'model', ...(filter_by ? { filter_by } : {}) }).hits.map((h) => h.document.id);

  it.each<[string, string | undefined, string[]]>([
    ['down there by', undefined, ['1', '0']],
    ['"down there by"', undefined, ['1']],
    ['"by the" -train', undefined, ['0']],
    ['-"by the down"', undefined, ['2', '1']],
    ['-"by the"', undefined, ['2']],
    ['"by the dinosaur"', undefined, []],
    ['"by the state"', undefined, []],
    ['"there by the"', 'id:!=0', ['1']],
    ['-"by the dinosaur"', undefined, ['2', '1', '0']],
    ['"by the" state', undefined, []],
    ['"by the" and', undefined, ['0']],
    ['"by the" "then and"', undefined, ['0']],
    ['"by the" "there by"', undefined, ['1', '0']],
    ['"trooper"', undefined, ['2']],
    ['"troper"', undefined, []],
    ['"troop"', undefined, []],
    ['-trooper', undefined, ['1', '0']],
    ['-troop', undefined, ['2', '1', '0']],
  ])('%s', (q, filter_by, expected) => {
    expect(ids(q, filter_by)).toEqual(expected);
  });

  it('scores a query of only phrases and exclusions as a wildcard search', () => {
    const hits = embeddedSearch(index, { q: '-train', query_by: 'model' }).hits;
    expect(hits.map((h) => h.text_match)).toEqual([100, 100]);
  });

  it('highlights the words of a phrase', () => {
    const [hit] = embeddedSearch(index, { q: '"state trooper"', query_by: 'model' }).hits;
    expect(hit?.highlight.model?.snippet).toBe('The <mark>State</mark> <mark>Trooper</mark>');
  });
});
