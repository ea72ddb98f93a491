import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalServer, type LocalServer } from './local-server';
import { openStorage } from './storage/open-storage';
import type { Storage } from './storage/types';
import { enquiry, testSettings } from './testing/harness';

describe('local server', () => {
  let dir: string;
  let server: LocalServer;
  let storage: Storage;
  const forwarded: string[] = [];
  const logs: string[] = [];
  const script = `console.log(${JSON.stringify('forecourt '.repeat(500))});`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'forecourt-static-'));
    mkdirSync(join(dir, '_astro'));
    mkdirSync(join(dir, 'cars', 'mazda'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), `<!doctype html><title>Home</title>${'<p>stock</p>'.repeat(100)}`);
    writeFileSync(join(dir, 'cars', 'mazda', 'index.html'), '<!doctype html><title>Mazda</title>');
    writeFileSync(join(dir, '404.html'), '<!doctype html><title>Not found</title>');
    writeFileSync(join(dir, '_astro', 'client.B3x9_kQa.js'), script);
    writeFileSync(join(dir, 'favicon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    writeFileSync(join(tmpdir(), 'forecourt-secret.txt'), 'secret');
    storage = await openStorage({ site: 'local', sqliteFile: ':memory:' });
    server = await createLocalServer({
      deps: {
        settings: testSettings('local', { crm: { webhookUrl: 'https://crm.example/hook' } }),
        storage,
        secret: 's',
        log: (line) => logs.push(line),
        fetch: (async (_url: string | URL | Request, init?: RequestInit) => {
          forwarded.push(String(init?.body));
          return new Response('ok');
        }) as typeof fetch,
      },
      staticDir: dir,
      port: 0,
      outboxIntervalMs: 60_000,
    });
  });
  afterAll(async () => {
    await server.close();
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${server.port}${path}`, { headers });

  it('listens on loopback only', () => {
    expect((server.server.address() as { address: string }).address).toBe('127.0.0.1');
    expect(server.url).toBe(`http://localhost:${server.port}`);
  });

  it.each([
    ['/', 200, 'Home', 'no-cache'],
    ['/cars/mazda/', 200, 'Mazda', 'no-cache'],
    ['/cars/mazda', 200, 'Mazda', 'no-cache'],
    ['/no/such/page', 404, 'Not found', 'no-cache'],
    ['/..%2f..%2fforecourt-secret.txt', 404, 'Not found', 'no-cache'],
  ])('GET %s → %i', async (path, status, title, cache) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(cache);
    expect(await res.text()).toContain(`<title>${title}</title>`);
  });

  it('serves hashed assets as immutable, brotli or gzip as accepted', async () => {
    const raw = async (encoding: string) => {
      // fetch would decode for us; read the bytes through node:http semantics instead.
      const res = await get('/_astro/client.B3x9_kQa.js', { 'Accept-Encoding': encoding });
      return { res, body: Buffer.from(await res.arrayBuffer()) };
    };
    const br = await raw('br');
    expect(br.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.res.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    // undici decodes br/gzip itself: compare the decoded text, and check the declared encoding.
    expect(br.res.headers.get('content-encoding')).toBe('br');
    expect(br.body.toString()).toBe(script);
    const gz = await raw('gzip');
    expect(gz.res.headers.get('content-encoding')).toBe('gzip');
    expect(gz.body.toString()).toBe(script);
    const plain = await raw('identity');
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(plain.body.toString()).toBe(script);
    const again = await get('/_astro/client.B3x9_kQa.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': br.res.headers.get('etag') ?? '',
    });
    expect(again.status).toBe(304);
  });

  it('compresses for real (bytes on the wire)', async () => {
    const { request } = await import('node:http');
    const wire = (encoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
        request(
          {
            host: '127.0.0.1',
            port: server.port,
            path: '/_astro/client.B3x9_kQa.js',
            headers: { 'Accept-Encoding': encoding },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => done({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        )
          .on('error', fail)
          .end();
      });
    const br = await wire('br');
    expect(br.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    const gz = await wire('gzip, deflate');
    expect(gunzipSync(gz.body).toString()).toBe(script);
  });

  it('leaves images uncompressed', async () => {
    const res = await get('/favicon.png', { 'Accept-Encoding': 'br' });
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-encoding')).toBeNull();
  });

  it('mounts the API on the same origin and forwards a new lead straight away', async () => {
    const res = await fetch(`http://127.0.0.1:${server.port}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(enquiry()),
    });
    expect(res.status).toBe(200);
    const { lead_id } = (await res.json()) as { lead_id: string };
    await expect.poll(() => forwarded.length, { timeout: 2000 }).toBe(1);
    expect(JSON.parse(forwarded[0]!).lead.id).toBe(lead_id);
    const me = await fetch(`http://127.0.0.1:${server.port}/api/auth/me`);
    expect(await me.json()).toEqual({ user: null });
  });

  it('routes the Autogauge check of a car page to the API, not the static files', async () => {
    // This server has no cars, so the API answers 404 as JSON (the static 404 page would be HTML).
    const res = await get('/cars/mazda/autogauge');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('logs sign-in codes in local mode', async () => {
    await fetch(`http://127.0.0.1:${server.port}/api/auth/request-code`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone: '0412 345 678' }),
    });
    expect(logs.at(-1)).toMatch(/^\[forecourt\] sign-in code for 0412 345 678: \d{6}$/);
  });
});
