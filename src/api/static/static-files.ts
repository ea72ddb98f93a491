/**
 * Serves a built static site from disk, as a CDN would, with Hono's parts: `serveStatic` from
 * @hono/node-server (files, directory index.html, ranges, HEAD; `/x` also finds `x.html`) and the
 * `etag` middleware (304 on a match). Brotli and gzip are `compress-once.ts` (compressed once per
 * ETag and kept in memory). A missing file is the site's 404.html with status 404; cache headers come
 * from content-types.ts.
 *
 * The ETag is the file's size and modification time (`fileTag`), given to the etag middleware, which
 * otherwise reads and hashes (SHA-1) every body it sends: that made a 238 KB script cost about 4 ms of
 * CPU a request, a revalidated one too, against 0.3–0.7 ms with the file's own tag.
 */
import { statSync } from 'node:fs';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { serveStatic } from '@hono/node-server/serve-static';
import { compressOnce } from './compress-once';
import { cacheControl } from './content-types';

/** What a host keeps back: paths under the root that are never served (answered as not found). */
export interface StaticFilesOptions {
  /** Gets the decoded path (`/_headers`). */
  hidden?: (path: string) => boolean;
}

/** Cache-Control for what the files answer: hashed assets kept a year, the rest revalidated. */
const cacheHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set(
    'Cache-Control',
    c.res.status === 200 ? cacheControl(c.req.path, c.res.headers.get('Content-Type') ?? '') : 'no-cache',
  );
};

type Env = { Variables: { file?: string } };

/** The ETag of the file serveStatic sent (size and modification time, as a CDN's own tag), before the etag middleware would hash its body. */
const fileTag: MiddlewareHandler<Env> = async (c, next) => {
  await next();
  const file = c.get('file');
  const info = file ? statSync(file, { throwIfNoEntry: false }) : undefined;
  if (info && !c.res.headers.has('ETag'))
    c.res.headers.set('ETag', `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`);
};

/** A request handler for files under `root`. */
export function staticFiles(root: string, options: StaticFilesOptions = {}): (request: Request) => Promise<Response> {
  const unlessHidden =
    (handler: MiddlewareHandler<Env>): MiddlewareHandler<Env> =>
    (c, next) =>
      options.hidden?.(c.req.path) ? next() : handler(c, next);
  const onFound = (file: string, c: Context<Env>) => c.set('file', file);
  const page404 = serveStatic<Env>({ root, path: '404.html', onFound });
  const notFoundPage: MiddlewareHandler<Env> = async (c, next) => {
    const page = await page404(c, next);
    if (page instanceof Response) return new Response(page.body, { status: 404, headers: page.headers });
  };
  const app = new Hono<Env>()
    .use(compressOnce(), etag(), cacheHeaders, fileTag)
    // Hono answers HEAD with the GET route, without the body.
    .get(
      '*',
      unlessHidden(serveStatic({ root, onFound })),
      unlessHidden(serveStatic({ root, onFound, rewriteRequestPath: (path) => `${path}.html` })),
      notFoundPage,
      (c) => c.text('Not Found', 404),
    )
    .all('*', (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));
  return async (request) => app.fetch(request);
}
