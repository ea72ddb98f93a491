/**
 * One search client for both backends: Typesense (nodes + the site's scoped search key) or the
 * embedded index (fetched lazily, once, and answered by the local transport). InstantSearch
 * gets `searchClient`; the fixed-list and detail queries use `multiSearch` on the same client.
 */
import TypesenseInstantSearchAdapter from 'typesense-instantsearch-adapter';
import { SearchClient as TypesenseSearchClient } from 'typesense';
import { DEFAULT_QUERY_BY } from './fields';
import { loadEmbeddedIndex, type LoadedIndex } from './engine/index-load';
import type { SearchParams, SearchResult } from './engine/search';
import { createLocalAxiosAdapter } from './local-transport';
import { warmTextIndexes } from './engine/text-index';
import { fetchAdapter } from './axios-lite';
import { withExactIdentifiers } from './identifier-query';

/** One Typesense node (a cluster has three; Typesense Cloud gives their hostnames). */
export interface TypesenseNode {
  host: string;
  port: number;
  protocol: 'http' | 'https';
  path?: string;
}

/** Production: a Typesense cluster or Typesense Cloud, searched with the site's scoped key. */
export interface TypesenseSearchSettings {
  backend: 'typesense';
  nodes: TypesenseNode[];
  /** The scoped search key minted at build time (never the admin or parent key). */
  searchKey: string;
  /** The alias the site searches. */
  collection: string;
  queryBy?: string;
}

/** Default: the site's own embedded index, a static file. */
export interface EmbeddedSearchSettings {
  backend: 'embedded';
  /** URL of the (hashed, immutable) index file, from the build's manifest. */
  indexUrl: string;
  collection: string;
  queryBy?: string;
  /** Injected for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** An index already in memory (build-time pre-rendering of first pages): nothing is fetched. */
  preloaded?: LoadedIndex;
}

/** Settings of either backend. */
export type SearchSettings = TypesenseSearchSettings | EmbeddedSearchSettings;

/** What islands and queries use. */
export interface ForecourtSearchClient {
  /** For `<InstantSearch searchClient>`. */
  searchClient: TypesenseInstantSearchAdapter['searchClient'];
  collection: string;
  queryBy: string;
  /** Runs searches through the same backend (collection and query_by filled in). */
  multiSearch(searches: SearchParams[]): Promise<SearchResult[]>;
}

/** Loads the index at `url` once; a failed load is retried on the next search. */
export function lazyIndexLoader(
  url: string,
  fetchImpl: typeof fetch = (...a) => fetch(...a),
): () => Promise<LoadedIndex> {
  let pending: Promise<LoadedIndex> | undefined;
  const load = async () => {
    const res = await fetchImpl(url);
    if (!res.ok) throw new Error(`Could not load the search index ${url}: HTTP ${res.status}`);
    return loadEmbeddedIndex(await res.text());
  };
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/**
 * Builds the token dictionaries one field per task, so no task is long: a key pressed meanwhile
 * runs between two fields (at 20,000 cars, stock numbers and VINs are the big ones).
 */
function warmInSlices(index: LoadedIndex, fields: readonly string[]): void {
  const rest = [...fields];
  const next = () => {
    const field = rest.shift();
    if (field === undefined) return;
    warmTextIndexes(index, [field]);
    setTimeout(next, 0);
  };
  setTimeout(next, 0);
}

/** The Typesense client configuration for a backend. */
export type ServerConfig = ConstructorParameters<typeof TypesenseSearchClient>[0];

/** The `server` settings given to the adapter and the Typesense client (exported for tests). */
export function serverConfig(settings: SearchSettings): ServerConfig {
  if (settings.backend === 'typesense') {
    if (!settings.nodes.length) throw new Error('Typesense search needs at least one node');
    // Sent with fetch (axios-lite), identifier queries made exact on the way out.
    return {
      nodes: settings.nodes,
      apiKey: settings.searchKey,
      connectionTimeoutSeconds: 5,
      axiosAdapter: withExactIdentifiers(fetchAdapter) as unknown as ServerConfig['axiosAdapter'],
    };
  }
  const load = settings.preloaded
    ? async () => settings.preloaded as LoadedIndex
    : lazyIndexLoader(settings.indexUrl, settings.fetch);
  let warmed = false;
  const getIndex = async () => {
    const index = await load();
    if (!warmed) {
      warmed = true;
      // The first search is the wildcard one; build the token dictionaries before the shopper types.
      warmInSlices(index, (settings.queryBy ?? DEFAULT_QUERY_BY).split(','));
    }
    return index;
  };
  return {
    // Never contacted: the local transport answers every request.
    nodes: [{ host: 'embedded.invalid', port: 443, protocol: 'https' }],
    apiKey: 'embedded',
    numRetries: 0,
    axiosAdapter: withExactIdentifiers(createLocalAxiosAdapter(getIndex)) as ServerConfig['axiosAdapter'],
  };
}

/** The search client for a site's settings. */
export function createSearchClient(settings: SearchSettings): ForecourtSearchClient {
  const queryBy = settings.queryBy ?? DEFAULT_QUERY_BY;
  const server = serverConfig(settings);
  const adapter = new TypesenseInstantSearchAdapter({ server, additionalSearchParameters: { query_by: queryBy } });
  const typesense = new TypesenseSearchClient(server);
  return {
    searchClient: adapter.searchClient,
    collection: settings.collection,
    queryBy,
    async multiSearch(searches) {
      const body = { searches: searches.map((s) => ({ collection: settings.collection, query_by: queryBy, ...s })) };
      const response = (await typesense.multiSearch.perform(body as never)) as unknown as {
        results: (SearchResult & { error?: string; code?: number })[];
      };
      for (const r of response.results) if (r.error) throw new Error(`Search failed (${r.code}): ${r.error}`);
      return response.results;
    },
  };
}
