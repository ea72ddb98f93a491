import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accepts } from './compress-once';
import { staticFiles } from './static-files';

let dir: string;
let files: (request: Request) => Promise<Response>;
const page = `<!doctype html><title>Stock</title>${'<p>Hilux</p>'.repeat(200)}`;
const missing = `<!doctype html><title>Not found</title>${'<p>gone</p>'.repeat(100)}`;
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  files(new Request(`http://localhost${path}`, { method, headers }));
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'forecourt-static-files-'));
  mkdirSync(join(dir, 'used-cars'));
  writeFileSync(join(dir, 'used-cars', 'index.html'), page);
  writeFileSync(join(dir, 'store-closed.html'), page);
  writeFileSync(join(dir, '404.html'), missing);
  writeFileSync(join(dir, 'video.mp4'), Buffer.alloc(1000, 7));
  writeFileSync(join(dir, 'secret.txt'), 'kept back');
  files = staticFiles(dir, { hidden: (path) => path === '/secret.txt' });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the static files (serveStatic and etag from Hono, compressed once)', () => {
  it('compresses a file once per version and encoding, and again when the file changes', async () => {
    const first = await get('/used-cars/', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect([first.status, first.headers.get('content-encoding'), first.headers.get('etag')]).toEqual([
      200,
      'br',
      expect.stringMatching(/^W\/"/),
    ]);
    const body = await bytes(first);
    expect(Number(first.headers.get('content-length'))).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toBe(page);
    const again = await bytes(await get('/used-cars/', { 'Accept-Encoding': 'br' }));
    expect(again.equals(body)).toBe(true);
    const gzip = await get('/used-cars/', { 'Accept-Encoding': 'gzip, deflate' });
    expect(gunzipSync(await bytes(gzip)).toString()).toBe(page);
    // A tag from either encoding revalidates (weak comparison): the content is the same.
    expect(
      (await get('/used-cars/', { 'Accept-Encoding': 'br', 'If-None-Match': gzip.headers.get('etag')! })).status,
    ).toBe(304);

    const changed = page.replace('Stock', 'Sold!');
    writeFileSync(join(dir, 'used-cars', 'index.html'), changed);
    utimesSync(join(dir, 'used-cars', 'index.html'), new Date(), new Date(Date.now() + 5000));
    const fresh = await get('/used-cars/', { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.get('etag')! });
    expect(fresh.status).toBe(200);
    expect(brotliDecompressSync(await bytes(fresh)).toString()).toBe(changed);
  });

  it('sends the plain file to a client that takes no compression, or refuses one with q=0', async () => {
    for (const header of ['identity', 'br;q=0, gzip;q=0', '']) {
      const res = await get('/store-closed', header ? { 'Accept-Encoding': header } : {});
      expect([res.status, res.headers.get('content-encoding'), res.headers.get('vary')]).toEqual([
        200,
        null,
        'Accept-Encoding',
      ]);
      expect((await bytes(res)).toString()).toBe(page);
    }
    expect([
      accepts('gzip, br;q=0.5', 'br'),
      accepts('br;q=0', 'br'),
      accepts('brotli', 'br'),
      accepts(' BR ', 'br'),
    ]).toEqual([true, false, false, true]);
  });

  it('answers a missing or kept-back file with the site 404 page, compressed, never revalidated', async () => {
    for (const path of ['/no/such/car', '/secret.txt', '/used-cars/../secret.txt', '/%2e%2e/etc/passwd']) {
      const res = await get(path, { 'Accept-Encoding': 'br' });
      expect([res.status, res.headers.get('content-encoding'), res.headers.get('cache-control')]).toEqual([
        404,
        'br',
        'no-cache',
      ]);
      expect(brotliDecompressSync(await bytes(res)).toString()).toBe(missing);
    }
  });

  it('answers HEAD without a body, byte ranges with 206, and other methods with 405', async () => {
    const head = await get('/used-cars/', {}, 'HEAD');
    expect([head.status, head.headers.get('content-length'), (await bytes(head)).length]).toEqual([
      200,
      String(page.length),
      0,
    ]);
    const range = await get('/video.mp4', { Range: 'bytes=10-19' });
    expect([range.status, range.headers.get('content-range'), (await bytes(range)).length]).toEqual([
      206,
      'bytes 10-19/1000',
      10,
    ]);
    const post = await get('/used-cars/', {}, 'POST');
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
  });
});
