/**
 * One lead API client per page. Its outbox is flushed on load when something is waiting, and
 * whenever the browser comes back online.
 */
import { createApiClient, type ApiClient } from '../../../api/client/api-client';

let client: ApiClient | undefined;

/**
 * Flushes only a non-empty outbox: LeadOutbox.flush() on an empty queue finishes synchronously,
 * and its `finally` then runs before the promise is stored, so every later flush would be skipped
 * (reported for src/api/client/outbox.ts). With something queued, flush awaits and works.
 */
function flushIfPending(api: ApiClient): void {
  if (api.outbox.pending().length > 0) void api.outbox.flush();
}

/** The page's API client. */
export function apiClient(): ApiClient {
  if (!client) {
    const api = createApiClient();
    client = api;
    window.addEventListener('online', () => flushIfPending(api));
    flushIfPending(api);
  }
  return client;
}
