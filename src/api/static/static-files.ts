/**
 * Serves a built static site from disk, as a CDN would: directory index.html, 404.html with
 * status 404, brotli or gzip when the browser accepts it (compressed once on first request and
 * kept in memory), ETags, and cache headers from content-types.ts.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { cacheControl, contentType, isCompressible } from './content-types';

interface Cached {
  key: string;
  body: Buffer;
}

type Encoding = 'br' | 'gzip' | 'identity';

function pickEncoding(acceptEncoding: string | null): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  if (encoding === 'gzip') return gzipSync(body, { level: 9 });
  return body;
}

/** What a host keeps back: paths under the root that are never served (answered as not found). */
export interface StaticFilesOptions {
  /** Gets the decoded, normalised path (`/_headers`). */
  hidden?: (path: string) => boolean;
}

/** A request handler for files under `root`. */
export function staticFiles(root: string, options: StaticFilesOptions = {}): (request: Request) => Promise<Response> {
  const base = resolve(root);
  const cache = new Map<string, Cached>();

  /** The file for a URL path, or undefined; never a path outside `base`. */
  const locate = async (urlPath: string) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return undefined;
    }
    if (decoded.includes('\0')) return undefined;
    const path = normalize(`/${decoded}`);
    // Decoded and normalised first, so /%5Fheaders or /./_headers is kept back too.
    if (options.hidden?.(path)) return undefined;
    const target = resolve(base, `.${path}`);
    if (target !== base && !target.startsWith(base + sep)) return undefined;
    for (const candidate of [target, join(target, 'index.html'), `${target}.html`]) {
      const info = await stat(candidate).catch(() => undefined);
      if (info?.isFile()) return { file: candidate, info };
    }
    return undefined;
  };

  const respond = async (request: Request, file: string, info: { size: number; mtimeMs: number }, status: number, urlPath: string) => {
    const type = contentType(extname(file));
    const encoding = isCompressible(type) && info.size > 512 ? pickEncoding(request.headers.get('accept-encoding')) : 'identity';
    const version = `${info.size}-${Math.floor(info.mtimeMs)}`;
    const etag = `"${version}-${encoding}"`;
    const headers = new Headers({ 'Content-Type': type, 'Cache-Control': status === 200 ? cacheControl(urlPath, type) : 'no-cache', ETag: etag, Vary: 'Accept-Encoding' });
    if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
    if (status === 200 && request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
    const cacheKey = `${file}|${encoding}`;
    let entry = cache.get(cacheKey);
    if (!entry || entry.key !== version) {
      entry = { key: version, body: compress(await readFile(file), encoding) };
      cache.set(cacheKey, entry);
    }
    headers.set('Content-Length', String(entry.body.length));
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(entry.body), { status, headers });
  };

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
    }
    const urlPath = new URL(request.url).pathname;
    const found = await locate(urlPath);
    if (found) return respond(request, found.file, found.info, 200, urlPath);
    const notFound = await locate('/404.html');
    if (notFound) return respond(request, notFound.file, notFound.info, 404, '/404.html');
    return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  };
}
