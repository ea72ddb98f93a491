/**
 * Serving for the page bench: a built bench site through the real local server (static files with
 * brotli and cache headers, plus the lead API on a fresh database), and beside it the floor server,
 * which answers the measured pages with every script and stylesheet removed and everything else
 * (pictures, fonts) from the same build with the same static handler.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { serve } from '@hono/node-server';
import { loadSiteConfig } from '../../src/config/load';
import type { Car } from '../../src/domain/car';
import { apiCars } from '../../src/api/bundle';
import { startLocalSite } from '../../src/api/runtime';
import type { LocalServer } from '../../src/api/local-server';
import { staticFiles } from '../../src/api/static/static-files';
import { PREPARED_FILES } from '../../src/site/data.server';
import { apiSettingsFor } from '../../src/site/api-settings';
import { BENCH_TMP, type BenchSite } from './bench-site';
import { stripScriptsAndStyles } from './strip';

/** The cars a bench build prepared. */
export function benchCars(site: BenchSite): Car[] {
  return JSON.parse(readFileSync(join(site.dataDir, PREPARED_FILES.cars), 'utf8')) as Car[];
}

/** A fresh, empty data folder for the lead API of one served bench site. */
function benchDataDir(): string {
  mkdirSync(BENCH_TMP, { recursive: true });
  return mkdtempSync(join(BENCH_TMP, 'data-'));
}

/** Serves a built bench site with its API on `port` (0 picks one); closing it removes its data folder. */
export async function serveBenchSite(site: BenchSite, port = 0): Promise<LocalServer> {
  const config = loadSiteConfig(site.slug, { sitesDir: site.sitesDir });
  const dataDir = benchDataDir();
  const server = await startLocalSite({
    settings: apiSettingsFor(config, process.env, []),
    cars: apiCars(benchCars(site)),
    staticDir: site.outDir,
    port,
    env: { ...process.env, DATABASE_URL: undefined, FORECOURT_DATA_DIR: dataDir, FORECOURT_SECRET: 'bench-secret' },
    log: () => undefined,
  });
  return {
    ...server,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A running floor server. */
export interface FloorServer {
  url: string;
  close(): Promise<void>;
}

/** Serves `outDir` with the HTML of `paths` stripped of scripts and stylesheets (brotli, like the real one). */
export async function serveFloor(outDir: string, paths: readonly string[]): Promise<FloorServer> {
  const files = staticFiles(outDir);
  const stripped = new Map<string, Buffer>();
  for (const path of paths) {
    const response = await files(new Request(`http://floor${path}`));
    const html = stripScriptsAndStyles(await response.text());
    stripped.set(path, brotliCompressSync(Buffer.from(html), { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
  }
  const server = await new Promise<ReturnType<typeof serve>>((ready) => {
    const s = serve(
      {
        hostname: '127.0.0.1',
        port: 0,
        fetch: (request: Request) => {
          const body = stripped.get(new URL(request.url).pathname);
          if (!body) return files(request);
          return new Response(new Uint8Array(body), {
            headers: {
              'Content-Type': 'text/html; charset=utf-8',
              'Content-Encoding': 'br',
              'Cache-Control': 'no-cache',
            },
          });
        },
      },
      () => ready(s),
    );
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((closed) => server.close(() => closed())) };
}
