/**
 * Lead submissions that must not be lost: each is written to localStorage with its idempotency
 * key BEFORE it is sent, removed once the server answers, and sent again (same key) until it is.
 * A network failure, a 5xx or a 429 keeps it; any other answer settles it (a 4xx is the form's to
 * show). Retries back off per entry (2 s, 4 s, 8 s … at most a minute, longer when the server's
 * Retry-After says so) while the page stays open, and happen at once on the `online` event and
 * on the next page load. The server's idempotency makes the lead arrive once.
 */
import * as v from 'valibot';
import { apiCall, type ApiResult, type HttpDeps } from './http';
import { OUTBOX_STORAGE_KEY } from './outbox-key';

export { OUTBOX_STORAGE_KEY };
/** Kept at most this long (a week), then dropped: the shopper has long moved on. */
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 3_600_000;
/** First retry delay; each further failure doubles it. */
export const RETRY_BASE_MS = 2_000;
/** Longest wait between two attempts while the page is open. */
export const RETRY_MAX_MS = 60_000;
/** A server's Retry-After is followed up to this long. */
export const RETRY_AFTER_MAX_MS = 10 * 60_000;

/** The part of Web Storage the outbox uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Timers the outbox schedules its retries with (tests pass fakes). */
export interface OutboxTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Runs `work` while holding the outbox lock, so two scripts or tabs never drain at once. */
export type OutboxLock = <T>(work: () => Promise<T>) => Promise<T>;

const EntrySchema = v.object({
  key: v.string(),
  path: v.string(),
  body: v.unknown(),
  queuedAt: v.number(),
  /** Attempts made so far (entries written before backoff existed read as 0). */
  attempts: v.optional(v.number(), 0),
  /** Earliest time of the next attempt; 0 = now. */
  nextAt: v.optional(v.number(), 0),
});
/** One queued submission. */
export type OutboxEntry = v.InferOutput<typeof EntrySchema>;
// Anything unreadable in storage becomes an empty queue rather than an error.
const QueueSchema = v.fallback(v.array(EntrySchema), []);

/** A lead call's outcome as the outbox reports it. */
export type OutboxResult = ApiResult<unknown> & { queued: boolean; key: string };

/** Kept and retried: no answer at all, a server failure or a rate limit. */
export function isRetryable(result: ApiResult<unknown>): boolean {
  return !result.ok && (result.network || result.status >= 500 || result.status === 429);
}

/** The wait after `attempts` failed attempts: 2 s, 4 s, 8 s … capped; a longer Retry-After wins. */
export function retryDelayMs(attempts: number, retryAfterMs = 0): number {
  const backoff = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.max(backoff, Math.min(retryAfterMs, RETRY_AFTER_MAX_MS));
}

/**
 * The state machine of one entry: after an answer it is either settled (`undefined`: remove it)
 * or kept with one more attempt and the time of the next.
 */
export function afterAttempt(entry: OutboxEntry, result: ApiResult<unknown>, now: number): OutboxEntry | undefined {
  if (!isRetryable(result)) return undefined;
  const attempts = entry.attempts + 1;
  const retryAfterMs = !result.ok ? (result.retryAfterMs ?? 0) : 0;
  return { ...entry, attempts, nextAt: now + retryDelayMs(attempts, retryAfterMs) };
}

/** The Web Locks API when the browser has it; otherwise the work runs unlocked (still idempotent). */
function defaultLock(): OutboxLock {
  const locks = (
    globalThis.navigator as
      | { locks?: { request: (name: string, cb: () => Promise<unknown>) => Promise<unknown> } }
      | undefined
  )?.locks;
  if (!locks) return (work) => work();
  return (work) => locks.request(OUTBOX_STORAGE_KEY, work) as ReturnType<typeof work>;
}

/** Called once per entry when it is settled (sent, or refused for good). */
export type SettledListener = (key: string, result: ApiResult<unknown>) => void;

/** Options of the outbox beyond its HTTP deps and storage. */
export interface OutboxOptions {
  newKey: () => string;
  now?: () => number;
  timers?: OutboxTimers;
  lock?: OutboxLock;
}

/** The lead outbox over a storage and the HTTP deps. */
export class LeadOutbox {
  private flushing: Promise<void> | undefined;
  /** Keys being sent by this page right now: a drain leaves them to their own call. */
  private readonly inFlight = new Set<string>();
  private timer: unknown;
  private started = false;
  private readonly listeners = new Set<SettledListener>();
  private readonly newKey: () => string;
  private readonly now: () => number;
  private readonly timers: OutboxTimers;
  private readonly lock: OutboxLock;

  constructor(
    private readonly http: HttpDeps,
    private readonly storage: KeyValueStorage,
    options: OutboxOptions,
  ) {
    this.newKey = options.newKey;
    this.now = options.now ?? Date.now;
    this.timers = options.timers ?? {
      setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
      clearTimeout: (h) => globalThis.clearTimeout(h as number),
    };
    this.lock = options.lock ?? defaultLock();
  }

  /** Submissions waiting to be sent. */
  pending(): OutboxEntry[] {
    let raw: unknown = [];
    try {
      raw = JSON.parse(this.storage.getItem(OUTBOX_STORAGE_KEY) ?? '[]');
    } catch {
      raw = [];
    }
    return v.parse(QueueSchema, raw).filter((e) => this.now() - e.queuedAt < OUTBOX_MAX_AGE_MS);
  }

  /** Listens for settled entries; returns a stop function. */
  onSettled(listener: SettledListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private save(entries: OutboxEntry[]) {
    try {
      this.storage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(entries));
    } catch {
      // Storage full or blocked (private mode): the submission still goes out once now.
    }
  }

  /** Writes an answer into the queue: the entry leaves it, or waits for its next attempt (returned). */
  private record(entry: OutboxEntry, result: ApiResult<unknown>): OutboxEntry | undefined {
    const queue = this.pending();
    // Not there: settled by another tab meanwhile, or storage refused the write.
    const queued = queue.some((e) => e.key === entry.key);
    const next = afterAttempt(entry, result, this.now());
    if (next && queued) {
      this.save(queue.map((e) => (e.key === entry.key ? next : e)));
      return next;
    }
    if (queued) this.save(queue.filter((e) => e.key !== entry.key));
    if (!next) for (const listener of this.listeners) listener(entry.key, result);
    return undefined;
  }

  private async send(entry: OutboxEntry) {
    this.inFlight.add(entry.key);
    try {
      return await apiCall(this.http, entry.path, {
        method: 'POST',
        body: entry.body,
        headers: { 'Idempotency-Key': entry.key },
      });
    } finally {
      this.inFlight.delete(entry.key);
    }
  }

  /** Queues and sends a submission; a retryable failure stays queued (`queued: true`) and is retried. */
  async submit(path: string, body: unknown): Promise<OutboxResult> {
    const entry: OutboxEntry = { key: this.newKey(), path, body, queuedAt: this.now(), attempts: 0, nextAt: 0 };
    this.save([...this.pending(), entry]);
    const result = await this.send(entry);
    const kept = this.record(entry, result);
    if (kept) this.schedule();
    return { ...result, queued: kept !== undefined, key: entry.key };
  }

  /**
   * Sends queued submissions once, in order, and stops at the first network failure. `force`
   * (page load, `online`, tests) ignores the backoff; the retry timer sends only entries due.
   */
  flush(force = true): Promise<void> {
    // One drain at a time: a flush asked for meanwhile joins it. Cleared in .finally (always later
    // than this assignment, even when the queue is empty), so the next flush starts a new drain.
    this.flushing ??= this.lock(() => this.drain(force)).finally(() => {
      this.flushing = undefined;
      this.schedule();
    });
    return this.flushing;
  }

  private async drain(force: boolean): Promise<void> {
    for (const entry of this.pending()) {
      if (this.inFlight.has(entry.key) || (!force && entry.nextAt > this.now())) continue;
      const result = await this.send(entry);
      this.record(entry, result);
      if (!result.ok && result.network) break;
    }
  }

  /** Arms the retry timer for the earliest entry due (only once started in a page). */
  private schedule(): void {
    if (!this.started) return;
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.timer = undefined;
    const queue = this.pending();
    if (queue.length === 0) return;
    const due = Math.min(...queue.map((e) => e.nextAt));
    this.timer = this.timers.setTimeout(
      () => {
        this.timer = undefined;
        void this.flush(false);
      },
      Math.max(0, due - this.now()),
    );
  }

  /** Flushes now (page load), whenever the browser comes back online and as retries fall due; returns a stop function. */
  start(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
    const onOnline = () => void this.flush(true);
    target.addEventListener('online', onOnline);
    this.started = true;
    void this.flush(true);
    return () => {
      this.started = false;
      if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
      this.timer = undefined;
      target.removeEventListener('online', onOnline);
    };
  }
}
