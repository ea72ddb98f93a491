/**
 * Lead submissions that must not be lost: each is written to localStorage with its idempotency
 * key BEFORE it is sent, removed once the server answers, and sent again (same key) when the
 * browser comes back online or the next page loads. A network failure, a 5xx or a 429 keeps it;
 * any other answer settles it. The server's idempotency makes the lead arrive once.
 */
import * as v from 'valibot';
import { apiCall, type ApiResult, type HttpDeps } from './http';

/** Where queued submissions live. */
export const OUTBOX_STORAGE_KEY = 'forecourt:lead-outbox';
/** Kept at most this long (a week), then dropped: the shopper has long moved on. */
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 3_600_000;

/** The part of Web Storage the outbox uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const EntrySchema = v.object({ key: v.string(), path: v.string(), body: v.unknown(), queuedAt: v.number() });
type Entry = v.InferOutput<typeof EntrySchema>;
// Anything unreadable in storage becomes an empty queue rather than an error.
const QueueSchema = v.fallback(v.array(EntrySchema), []);

function retryable(result: ApiResult<unknown>): boolean {
  return !result.ok && (result.network || result.status >= 500 || result.status === 429);
}

/** The lead outbox over a storage and the HTTP deps. */
export class LeadOutbox {
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly http: HttpDeps,
    private readonly storage: KeyValueStorage,
    private readonly newKey: () => string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Submissions waiting to be sent. */
  pending(): Entry[] {
    let raw: unknown = [];
    try {
      raw = JSON.parse(this.storage.getItem(OUTBOX_STORAGE_KEY) ?? '[]');
    } catch {
      raw = [];
    }
    return v.parse(QueueSchema, raw).filter((e) => this.now() - e.queuedAt < OUTBOX_MAX_AGE_MS);
  }

  private save(entries: Entry[]) {
    try {
      this.storage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(entries));
    } catch {
      // Storage full or blocked (private mode): the submission still goes out once now.
    }
  }

  private settle(key: string) {
    this.save(this.pending().filter((e) => e.key !== key));
  }

  private send(entry: Entry) {
    return apiCall(this.http, entry.path, { method: 'POST', body: entry.body, headers: { 'Idempotency-Key': entry.key } });
  }

  /** Queues and sends a submission; a retryable failure stays queued (`queued: true`). */
  async submit(path: string, body: unknown): Promise<ApiResult<unknown> & { queued: boolean }> {
    const entry: Entry = { key: this.newKey(), path, body, queuedAt: this.now() };
    this.save([...this.pending(), entry]);
    const result = await this.send(entry);
    if (retryable(result)) return { ...result, queued: true };
    this.settle(entry.key);
    return { ...result, queued: false };
  }

  /** Sends every queued submission once, in order; stops at the first network failure. */
  flush(): Promise<void> {
    // Cleared in .finally (always later than this assignment, even when the queue is empty and
    // the drain finishes at once), so the next flush starts a new drain.
    this.flushing ??= this.drain().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  private async drain(): Promise<void> {
    for (const entry of this.pending()) {
      const result = await this.send(entry);
      if (retryable(result)) {
        if (!result.ok && result.network) break;
        continue;
      }
      this.settle(entry.key);
    }
  }

  /** Flushes now (page load) and whenever the browser comes back online; returns a stop function. */
  start(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
    const onOnline = () => void this.flush();
    target.addEventListener('online', onOnline);
    void this.flush();
    return () => target.removeEventListener('online', onOnline);
  }
}
