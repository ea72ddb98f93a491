/** Fetches the feed with its validators and parses what came back into a FeedCheck (never throws). */
import { FeedError } from '../errors';
import { printableUrl } from '../read';
import type { FeedCheck } from './decide';
import { reasonOf } from './hook';
import { stockOfFeed } from './stock';

/** The fetch, the clock and the time limit (Netlify stops a scheduled function after 30 s). */
export interface CheckFeedOptions {
  headers: Record<string, string>;
  fetchImpl: typeof fetch;
  now: Date;
  timeoutMs: number;
}

/** One conditional GET of the feed; every failure becomes a reason that names the feed without its query values. */
export async function checkFeed(source: string, options: CheckFeedOptions): Promise<FeedCheck> {
  const url = URL.parse(source);
  if (!url) return { kind: 'failed', reason: `feed URL ${JSON.stringify(source)} is not a valid URL` };
  const name = printableUrl(url);
  let response: Response;
  let bytes: Buffer;
  try {
    response = await options.fetchImpl(url, {
      headers: { accept: 'application/json', ...options.headers },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (response.status === 304) return { kind: 'not-modified' };
    if (!response.ok)
      return { kind: 'failed', reason: `feed ${name} answered HTTP ${response.status}, expected 200 with JSON` };
    // Reading the body inside the try: a connection cut mid-body is a failed check, not a crash.
    bytes = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    return { kind: 'failed', reason: `feed ${name} could not be fetched (${reasonOf(error)})` };
  }
  try {
    const stock = stockOfFeed(bytes, name, options.now);
    const etag = response.headers.get('etag') ?? undefined;
    const lastModified = response.headers.get('last-modified') ?? undefined;
    return { kind: 'stock', ...stock, ...(etag ? { etag } : {}), ...(lastModified ? { lastModified } : {}) };
  } catch (error) {
    if (error instanceof FeedError) return { kind: 'failed', reason: error.message };
    throw error;
  }
}
