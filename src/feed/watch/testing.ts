/**
 * Test support for the feed watcher: a dealer's feed and Netlify's build hook as real HTTP
 * servers on 127.0.0.1, a memory state store, and a fetch that refuses anything but loopback.
 */
import { createServer, type IncomingHttpHeaders, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WatchState } from './decide';
import type { WatchStore } from './store';

/** A loopback HTTP server and how to stop it. */
interface Loopback {
  base: string;
  close(): Promise<void>;
}

async function listen(handler: RequestListener): Promise<Loopback> {
  const server = createServer(handler);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** How the feed answers: the body, status and validators; `truncate` cuts the connection mid-body. */
export interface FeedScript {
  status: number;
  body: string;
  etag?: string;
  lastModified?: string;
  truncate?: boolean;
}

/** A feed server; `requests` holds each request's headers. */
export interface FeedServer extends Loopback {
  url: string;
  script: FeedScript;
  requests: IncomingHttpHeaders[];
}

/** Serves `/feed.json?key=…` from the script, answering 304 to a matching If-None-Match or If-Modified-Since. */
export async function startFeedServer(script: FeedScript): Promise<FeedServer> {
  const loopback = await listen((req, res) => {
    feed.requests.push(req.headers);
    const { status, body, etag, lastModified, truncate } = feed.script;
    const validators = { ...(etag ? { etag } : {}), ...(lastModified ? { 'last-modified': lastModified } : {}) };
    const matches =
      (etag && req.headers['if-none-match'] === etag) ||
      (lastModified && req.headers['if-modified-since'] === lastModified);
    if (status === 200 && matches) return res.writeHead(304, validators).end();
    if (truncate) {
      // Promises the whole body, sends half, then drops the connection.
      res.writeHead(status, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        ...validators,
      });
      res.write(body.slice(0, Math.floor(body.length / 2)));
      return void setImmediate(() => res.destroy());
    }
    res.writeHead(status, { 'content-type': 'application/json', ...validators }).end(body);
  });
  const feed: FeedServer = { ...loopback, url: `${loopback.base}/feed.json?key=secret`, script, requests: [] };
  return feed;
}

/** A build hook stand-in: records each POST's body and answers `status`. */
export interface HookListener extends Loopback {
  url: string;
  calls: string[];
  status: number;
}

/** Starts the hook listener at `/build_hooks/test-hook`. */
export async function startHookListener(): Promise<HookListener> {
  const loopback = await listen((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      hook.calls.push(`${req.method} ${req.url} ${Buffer.concat(chunks).toString('utf8')}`);
      res.writeHead(hook.status).end();
    });
  });
  const hook: HookListener = { ...loopback, url: `${loopback.base}/build_hooks/test-hook`, calls: [], status: 200 };
  return hook;
}

/** A state store in memory; `state` is what was last written. */
export function memoryWatchStore(initial?: WatchState): WatchStore & { state: WatchState | undefined } {
  const store = {
    state: initial,
    read: async () => store.state,
    write: async (state: WatchState) => {
      store.state = state;
    },
  };
  return store;
}

/** fetch that fails a test at once if anything but 127.0.0.1 is asked. */
export const loopbackFetch: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.hostname !== '127.0.0.1') throw new Error(`test tried to reach ${url.host}`);
  return fetch(input, init);
};
