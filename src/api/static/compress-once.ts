/**
 * Compression for the static files, once per file version, as a CDN keeps it: a compressible answer of
 * more than COMPRESS_THRESHOLD bytes goes brotli (quality 9) to a client that accepts `br`, else gzip
 * (level 9) to one that accepts `gzip`, and the compressed bytes are kept in memory by ETag.
 *
 * Not Hono's `compress` middleware: it has no brotli, and it compresses every answer again. Chromium
 * asks plain-http servers (localhost: the browser tests, the bench) for gzip only, and there it cost
 * 6.0 ms of CPU for the home page and 9.3 ms for a 238 KB script, a request, against 0.3 and 0.9 ms
 * with the kept bytes (docs/decisions.md, "Libraries instead of home-made parts").
 */
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Bodies up to this size go as they are (compressing them saves next to nothing). */
const COMPRESS_THRESHOLD = 513;

type Encoding = 'br' | 'gzip';

/** Whether an Accept-Encoding header takes `encoding` (named, not with q=0). */
export function accepts(header: string | undefined, encoding: Encoding): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return name === encoding && (q === undefined || Number(q.slice(2)) > 0);
  });
}

const COMPRESS: Record<Encoding, (body: Uint8Array) => Uint8Array> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => gzipSync(body, { level: 9 }),
};

/** The middleware; put it outside `etag`, so it sees the ETag of the plain body (a 304 passes through). */
export function compressOnce(): MiddlewareHandler {
  const cache = new Map<string, Uint8Array<ArrayBuffer>>();
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.headers.get('Vary')?.toLowerCase().includes('accept-encoding'))
      res.headers.append('Vary', 'Accept-Encoding');
    if (
      !(res.status === 200 || res.status === 404) ||
      c.req.method === 'HEAD' ||
      !res.body ||
      res.headers.has('Content-Encoding')
    )
      return;
    const length = Number(res.headers.get('Content-Length') ?? Infinity);
    if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get('Content-Type') ?? '') || length < COMPRESS_THRESHOLD)
      return;
    const header = c.req.header('Accept-Encoding');
    const encoding = (['br', 'gzip'] as const).find((e) => accepts(header, e));
    if (!encoding) return;
    const tag = res.headers.get('ETag');
    let body = tag ? cache.get(`${tag}|${encoding}`) : undefined;
    if (body) await res.body.cancel();
    else {
      body = new Uint8Array(COMPRESS[encoding](new Uint8Array(await res.arrayBuffer())));
      if (tag) cache.set(`${tag}|${encoding}`, body);
    }
    c.res = new Response(body, res);
    c.res.headers.set('Content-Encoding', encoding);
    c.res.headers.set('Content-Length', String(body.length));
    // The compressed bytes are another representation of the same content: a weak tag.
    if (tag && !tag.startsWith('W/')) c.res.headers.set('ETag', `W/${tag}`);
  };
}
