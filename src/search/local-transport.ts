/**
 * The embedded engine as a transport for `typesense-instantsearch-adapter`: given as
 * `server.axiosAdapter`, it answers the Typesense client's `POST …/multi_search` from a loaded
 * index, in the browser and in Node, so nothing leaves the page.
 */
import type { LoadedIndex } from './engine/index-load';
import { embeddedMultiSearch, type MultiSearchBody, type SearchParams } from './engine/search';
import { EmbeddedSearchError } from './engine/errors';

/** The part of an axios request config the transport reads. */
export interface LocalRequestConfig {
  url?: string;
  method?: string;
  data?: unknown;
  params?: Record<string, unknown>;
  headers?: unknown;
}

/** The part of an axios response the Typesense client reads. */
export interface LocalResponse {
  data: unknown;
  status: number;
  statusText: string;
  headers: Record<string, string>;
  config: LocalRequestConfig;
  request: Record<string, never>;
}

const respond = (config: LocalRequestConfig, status: number, data: unknown): LocalResponse => ({
  data,
  status,
  statusText: status === 200 ? 'OK' : status === 404 ? 'Not Found' : 'Bad Request',
  headers: { 'content-type': 'application/json; charset=utf-8' },
  config,
  request: {},
});

/** An axios adapter answering `POST /multi_search` from the index `getIndex` resolves to (errors become HTTP 4xx with a message). */
export function createLocalAxiosAdapter(
  getIndex: () => LoadedIndex | Promise<LoadedIndex>,
): (config: LocalRequestConfig) => Promise<LocalResponse> {
  return async (config) => {
    const path = new URL(config.url ?? '/', 'http://embedded.invalid').pathname;
    if ((config.method ?? 'get').toLowerCase() !== 'post' || !path.endsWith('/multi_search')) {
      return respond(config, 404, {
        message: `The embedded search engine answers POST /multi_search only, not ${config.method?.toUpperCase()} ${path}`,
      });
    }
    try {
      const body = (typeof config.data === 'string' ? JSON.parse(config.data) : config.data) as MultiSearchBody;
      const common = Object.fromEntries(
        Object.entries(config.params ?? {}).filter(([k]) => k !== 'x-typesense-api-key'),
      ) as SearchParams;
      return respond(config, 200, embeddedMultiSearch(await getIndex(), body, common));
    } catch (error) {
      if (error instanceof EmbeddedSearchError) return respond(config, error.status, { message: error.message });
      if (error instanceof SyntaxError) return respond(config, 400, { message: `Bad JSON body: ${error.message}` });
      throw error;
    }
  };
}
