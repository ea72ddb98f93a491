/**
 * One lead API client per page. Its outbox is flushed on load and whenever the browser comes
 * back online.
 */
import { createApiClient, type ApiClient } from '../../../api/client/api-client';

let client: ApiClient | undefined;

/** The page's API client. */
export function apiClient(): ApiClient {
  if (!client) {
    client = createApiClient();
    client.outbox.start(window);
  }
  return client;
}
