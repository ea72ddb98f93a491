import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { netlifyStatic } from './netlify-static';

let dir: string;
let serve: (request: Request) => Promise<Response>;
const get = (path: string, init?: RequestInit) => serve(new Request(`http://localhost${path}`, init));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'forecourt-netlify-static-'));
  const files: Record<string, string> = {
    'index.html': '<h1>home</h1>',
    '404.html': '<h1>not found</h1>',
    'cars/index.html': '<meta http-equiv="refresh" content="0; url=/used-cars/">',
    'used-cars/index.html': '<h1>stock</h1>',
    'kept/index.html': '<h1>kept</h1>',
    'store-closed.html': '<h1>closed</h1>',
    'app/index.html': '<h1>app</h1>',
    _headers: [
      '/*',
      "  Content-Security-Policy: default-src 'self'",
      '  X-Frame-Options: DENY',
      '  Content-Length: 1',
      '/used-cars/*',
      '  X-Robots-Tag: noindex',
      '  X-Frame-Options: SAMEORIGIN',
      '',
    ].join('\n'),
    _redirects: [
      '/cars  /used-cars/  301!',
      '/kept  /used-cars/  301',
      '/cars/sold-1/*  /used-cars/  301',
      '/app/*  /app/index.html  200',
      '/closed  /store-closed  404',
      '/nowhere/*  /missing  200',
      '',
    ].join('\n'),
  };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), text);
  }
  serve = netlifyStatic(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the built site served as Netlify serves it', () => {
  it('adds _headers to every file, merging the rules that match (Netlify-owned headers left alone)', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(home.headers.get('x-frame-options')).toBe('DENY');
    expect(home.headers.get('content-length')).toBe(String('<h1>home</h1>'.length));
    const stock = await get('/used-cars/');
    expect(stock.headers.get('x-frame-options')).toBe('DENY, SAMEORIGIN');
    expect(stock.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('never serves _headers or _redirects: the site not-found page, with the headers', async () => {
    for (const path of ['/_headers', '/_redirects', '/_redirects/', '/%5Fheaders', '/%5fredirects']) {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toBe('<h1>not found</h1>');
      expect(answer.headers.get('content-security-policy')).toBe("default-src 'self'");
    }
  });

  it('applies a forced rule over a file, and lets a file shadow a rule that is not forced', async () => {
    const forced = await get('/cars/?utm_source=ad');
    expect([forced.status, forced.headers.get('location')]).toEqual([301, '/used-cars/?utm_source=ad']);
    expect(forced.headers.get('x-frame-options')).toBe('DENY');
    const shadowed = await get('/kept');
    expect([shadowed.status, await shadowed.text()]).toEqual([200, '<h1>kept</h1>']);
    const gone = await get('/cars/sold-1/photos');
    expect([gone.status, gone.headers.get('location')]).toEqual([301, '/used-cars/']);
  });

  it('rewrites (200) and serves custom not-found pages (404) without changing the address', async () => {
    const app = await get('/app/deep/link');
    expect([app.status, await app.text()]).toEqual([200, '<h1>app</h1>']);
    const closed = await get('/closed');
    expect([closed.status, await closed.text()]).toEqual([404, '<h1>closed</h1>']);
    const missing = await get('/nowhere/x');
    expect([missing.status, await missing.text()]).toEqual([404, '<h1>not found</h1>']);
    expect((await get('/no-such-page')).status).toBe(404);
  });

  it('stops at start with the line of a rule it cannot read', async () => {
    const bad = await mkdtemp(join(tmpdir(), 'forecourt-netlify-bad-'));
    await writeFile(join(bad, '_redirects'), '/a  /b  200\n/c  /d  302 Role=admin\n');
    try {
      expect(() => netlifyStatic(bad)).toThrow('_redirects line 2: the condition "Role=admin"');
    } finally {
      await rm(bad, { recursive: true, force: true });
    }
  });
});
