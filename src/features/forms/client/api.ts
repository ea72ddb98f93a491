/**
 * One lead API client per page, with its outbox started once: anything a previous page could not
 * send goes out now, and again whenever the browser comes back online.
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
