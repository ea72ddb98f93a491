import { describe, expect, it } from 'vitest';
import { leanResponse } from './lean-response';

describe('leanResponse', () => {
  it("drops each hit's raw Typesense copy and its highlight and snippet results, and keeps the rest", () => {
    const hit = {
      id: 'a',
      make: 'Toyota',
      price: 41990,
      objectID: 'a',
      _highlightResult: { make: { value: '<mark>Toyota</mark>' } },
      _snippetResult: {},
      _rawTypesenseHit: { document: { id: 'a' } },
    };
    const response = {
      results: [
        { hits: [hit], nbHits: 1, facets: { make: { Toyota: 1 } }, page: 0 },
        { hits: [], nbHits: 0 },
      ],
    };
    expect(leanResponse(response)).toEqual({
      results: [
        {
          hits: [{ id: 'a', make: 'Toyota', price: 41990, objectID: 'a' }],
          nbHits: 1,
          facets: { make: { Toyota: 1 } },
          page: 0,
        },
        { hits: [], nbHits: 0 },
      ],
    });
    expect(hit._rawTypesenseHit).toBeDefined();
  });

  it('returns anything else as it is', () => {
    expect(leanResponse(null)).toBeNull();
    expect(leanResponse({ message: 'x' })).toEqual({ message: 'x' });
    expect(leanResponse({ results: [null, { facetHits: [] }] })).toEqual({ results: [null, { facetHits: [] }] });
  });
});
