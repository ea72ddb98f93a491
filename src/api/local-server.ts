/**
 * The local server behind `npm start` and `npm run serve`: the built static site and the lead
 * API on one origin, bound to 127.0.0.1, with the outbox worker running on a timer (and right
 * after each new lead). Sign-in codes go to this server's log in local mode.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import type { AppDeps } from './deps';
import { processOutbox } from './forward/outbox';
import { staticFiles } from './static/static-files';

/** Options for the local server. */
export interface LocalServerOptions {
  deps: AppDeps;
  /** The built site (e.g. dist/<slug>). */
  staticDir: string;
  /** Serves the built site instead of the plain file server (the serve script's Netlify rules, scripts/serve/netlify-static.ts). */
  files?: (request: Request) => Promise<Response>;
  /** 0 picks a free port. */
  port: number;
  hostname?: string;
  /** How often the outbox worker looks for due rows (default 5 s). */
  outboxIntervalMs?: number;
  /** Local tools under /_dev/ (the caught-email inbox), given by the serve script; never in production. */
  devFetch?: (request: Request) => Response | Promise<Response>;
}

/** A running server. */
export interface LocalServer {
  url: string;
  port: number;
  server: ServerType;
  /** Runs the outbox once more, stops the worker and the server (the storage stays open). */
  close(): Promise<void>;
}

const API_PATH = /^\/api(\/|$)|^\/cars\/[^/]+\/(view\.json|autogauge)$/;
const DEV_PATH = /^\/_dev(\/|$)/;

/** Starts the server; resolves once it listens. */
export async function createLocalServer(options: LocalServerOptions): Promise<LocalServer> {
  const log = options.deps.log ?? console.log;
  let running: Promise<unknown> | undefined;
  let again = false;
  let closed = false;
  const work = () => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = processOutbox(options.deps)
      .catch((error: unknown) =>
        log(`[forecourt] outbox worker failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          work();
        }
      });
  };
  const api = createApp(options.deps, { onLeadStored: () => setImmediate(work) });
  const files = options.files ?? staticFiles(options.staticDir);
  const timer = setInterval(work, options.outboxIntervalMs ?? 5000);
  timer.unref();

  const hostname = options.hostname ?? '127.0.0.1';
  const server = await new Promise<ServerType>((resolveServer) => {
    const s = serve(
      {
        hostname,
        port: options.port,
        fetch: (request, env) => {
          const path = new URL(request.url).pathname;
          if (options.devFetch && DEV_PATH.test(path)) return options.devFetch(request);
          return API_PATH.test(path) ? api.fetch(request, env) : files(request);
        },
      },
      () => resolveServer(s),
    );
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${hostname === '127.0.0.1' ? 'localhost' : hostname}:${port}`,
    port,
    server,
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
