/**
 * Production: the same lead API app as a Netlify Function, on PostgreSQL (DATABASE_URL).
 * The build writes api-site.json beside this file (src/api/bundle.ts); netlify.toml must list it
 * in `[functions] included_files`. Paths are routed here by `config.path`.
 */
import { handle } from 'hono/netlify';
import type { Hono } from 'hono';
import { createApp } from '../../src/api/app';
import { readApiBundle } from '../../src/api/bundle';
import { depsFromEnv } from '../../src/api/runtime';

const BUNDLE = process.env.FORECOURT_API_BUNDLE ?? new URL('./api-site.json', import.meta.url);

let app: Promise<Hono> | undefined;

/** One app per function instance, built on first use and kept warm. */
function appOnce(): Promise<Hono> {
  app ??= (async () => {
    const bundle = readApiBundle(BUNDLE);
    return createApp(await depsFromEnv(bundle.settings, bundle.cars));
  })();
  return app;
}

/** The function handler. */
export default async (request: Request, context: unknown) => handle(await appOnce())(request, context);

/** Netlify Functions 2.0 routing: the API, the view counter and the Autogauge check. */
export const config = { path: ['/api/*', '/cars/*/view.json', '/cars/*/autogauge'] };
