/**
 * One lead API client per page, over the page's shared outbox (flushed on load, on `online` and
 * as its retries fall due).
 */
import { createApiClient, type ApiClient } from './api-client';
import { pageOutbox } from './page-outbox';

let client: ApiClient | undefined;

/** The page's API client. */
export function apiClient(): ApiClient {
  client ??= createApiClient({ outbox: pageOutbox() });
  return client;
}
