/**
 * The page's one lead outbox over the browser's localStorage and fetch. The forms' engine and the
 * layout's flush script are separate bundles, so the instance lives on `globalThis`: whichever
 * starts first owns the queue on this page, and the other reuses it (its listeners then hear
 * every settled entry).
 */
import type { HttpDeps } from './http';
import { LeadOutbox, type KeyValueStorage } from './outbox';

/** In-memory storage when localStorage is missing (server render, blocked storage). */
export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, value) => void map.set(k, value) };
}

/** localStorage, or memory when it is missing or blocked. */
export function browserStorage(): KeyValueStorage {
  try {
    return globalThis.localStorage ?? memoryStorage();
  } catch {
    return memoryStorage();
  }
}

/** Same-origin HTTP through the browser's fetch (or the given one). */
export function browserHttp(options: { fetch?: typeof fetch; baseUrl?: string } = {}): HttpDeps {
  return { fetch: options.fetch ?? ((...args) => globalThis.fetch(...args)), baseUrl: options.baseUrl ?? '' };
}

/** A lead outbox over a storage (default localStorage) and fresh UUID keys. */
export function createOutbox(
  http: HttpDeps,
  options: { storage?: KeyValueStorage; newKey?: () => string } = {},
): LeadOutbox {
  return new LeadOutbox(http, options.storage ?? browserStorage(), {
    newKey: options.newKey ?? (() => globalThis.crypto.randomUUID()),
  });
}

const GLOBAL_NAME = '__forecourtLeadOutbox';

/** The page's outbox, started (flushed now, on `online` and as retries fall due). */
export function pageOutbox(): LeadOutbox {
  const holder = globalThis as typeof globalThis & { [GLOBAL_NAME]?: LeadOutbox };
  let outbox = holder[GLOBAL_NAME];
  if (!outbox) {
    outbox = createOutbox(browserHttp());
    holder[GLOBAL_NAME] = outbox;
    outbox.start(window);
  }
  return outbox;
}
