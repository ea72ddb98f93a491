/**
 * The island's search client, loaded on demand: the backend code (adapter, Typesense client,
 * embedded engine) is a separate chunk fetched on the first search, so a search page's first view
 * ships React, InstantSearch and the widgets only. The page's own first page is already in the HTML,
 * and a recent search of the page type is answered from the cache without loading the chunk.
 */
import type { SearchSettings } from '../../search/client';
import { cachedSearchClient } from './recent-results';
import { leanResponse } from './lean-response';

type Client = ReturnType<typeof import('../../search/client').createSearchClient>['searchClient'];

/** A client whose `search` loads the real one first; `preload` starts that early (idle time). */
export function lazySearchClient(settings: SearchSettings, pageType: string, build: string) {
  let pending: Promise<Client> | undefined;
  const load = () =>
    (pending ??= import('../../search/client').then((m) => m.createSearchClient(settings).searchClient));
  const searchClient = cachedSearchClient(
    {
      search(requests: never) {
        return load()
          .then((client) => client.search(requests))
          .then(leanResponse);
      },
    },
    pageType,
    { build },
  ) as unknown as Client;
  return { searchClient, preload: () => void load().catch(() => undefined) };
}
