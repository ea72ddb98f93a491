import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../src/config';
import {
  contentSecurityPolicy,
  feedMediaOrigins,
  headersFile,
  IMMUTABLE,
  inlineScriptHashes,
} from './security-headers';

const config = (extra: Record<string, unknown> = {}) =>
  parseSiteConfig({ name: 'Test Motors', feed: { source: 'feed.json' }, ...extra }, 'sites/test/site.yaml', {
    slug: 'test',
  });

/** The sources of one directive. */
const directive = (csp: string, name: string): string[] => {
  const found = csp.split('; ').find((d) => d.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
};

/** Every source anywhere in the policy. */
const sources = (csp: string): string[] => csp.split('; ').flatMap((d) => d.split(' ').slice(1));

const TYPESENSE = { searchBackend: { engine: 'typesense', hosts: ['a.ts.test', 'b.ts.test'] } };
const CDN = { images: { cdn: { template: 'https://img.cdn.test/?u={url}&w={width}' } } };
const MAPS = { locationPages: { mapKeyEnv: 'MAPS_KEY' } };
const CHAT = {
  features: {
    chat: {
      provider: 'chatco',
      token: 'pub-1',
      scriptUrl: 'https://widget.chat.test/loader.js',
      origins: ['wss://ws.chat.test'],
    },
  },
};

describe('content security policy', () => {
  it('allows only the site itself by default, with inline scripts by hash', () => {
    const csp = contentSecurityPolicy(config(), { scriptHashes: new Set(["'sha256-abc'"]) });
    expect(csp).toContain("default-src 'self'");
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'sha256-abc'"]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  // Each third party appears exactly when its setting is there, in the directives it needs.
  const cases: [string, Record<string, unknown>, string[], Record<string, string[]>][] = [
    [
      'Typesense nodes',
      TYPESENSE,
      ['https://a.ts.test', 'https://b.ts.test'],
      { 'connect-src': ['https://a.ts.test', 'https://b.ts.test'] },
    ],
    [
      'image CDN',
      CDN,
      ['https://img.cdn.test'],
      { 'img-src': ['https://img.cdn.test'], 'media-src': ['https://img.cdn.test'] },
    ],
    ['map provider', MAPS, ['https://www.google.com'], { 'frame-src': ['https://www.google.com'] }],
    [
      'chat provider',
      CHAT,
      ['https://widget.chat.test', 'wss://ws.chat.test'],
      { 'script-src': ['https://widget.chat.test', 'wss://ws.chat.test'], 'connect-src': ['wss://ws.chat.test'] },
    ],
  ];
  const all = { ...TYPESENSE, ...CDN, ...MAPS, features: CHAT.features };

  it.each(cases)('allows the %s exactly when configured', (_name, setting, origins, where) => {
    const without = sources(contentSecurityPolicy(config()));
    const withIt = contentSecurityPolicy(config(setting));
    for (const origin of origins) {
      expect(without).not.toContain(origin);
      expect(sources(withIt)).toContain(origin);
    }
    for (const [name, expected] of Object.entries(where))
      expect(directive(withIt, name)).toEqual(expect.arrayContaining(expected));
    // The others are not let in by this one.
    const others = cases.filter(([n]) => n !== _name).flatMap(([, , o]) => o);
    for (const origin of others) expect(sources(withIt)).not.toContain(origin);
    // And turning everything else on still carries this one.
    for (const origin of origins) expect(sources(contentSecurityPolicy(config(all)))).toContain(origin);
  });

  it('allows each tracker script and the hosts its hits go to, and a first-party tag server', () => {
    const ga = contentSecurityPolicy(config({ analytics: [{ provider: 'google-analytics', id: 'G-TEST1' }] }));
    expect(directive(ga, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(ga, 'connect-src')).toEqual(
      expect.arrayContaining([
        'https://www.googletagmanager.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
      ]),
    );
    const pixel = contentSecurityPolicy(config({ analytics: [{ provider: 'meta-pixel', id: '123' }] }));
    expect(directive(pixel, 'script-src')).toContain('https://connect.facebook.net');
    expect(directive(pixel, 'img-src')).toContain('https://www.facebook.com');
    const served = contentSecurityPolicy(
      config({
        analytics: [
          { provider: 'google-tag-manager', id: 'GTM-T', scriptUrl: 'https://tags.dealer.test/gtm.js?id=GTM-T' },
        ],
      }),
    );
    expect(directive(served, 'script-src')).toContain('https://tags.dealer.test');
    expect(directive(served, 'connect-src')).toContain('https://tags.dealer.test');
    expect(sources(served)).not.toContain('https://www.googletagmanager.com');
    // A same-site script path needs nothing beyond 'self'.
    const local = contentSecurityPolicy(
      config({ analytics: [{ provider: 'meta-pixel', id: '1', scriptUrl: '/t/fbevents.js' }] }),
    );
    expect(directive(local, 'script-src')).toEqual(["'self'"]);
  });

  it('writes a Typesense port only when it is not the protocol default', () => {
    const odd = contentSecurityPolicy(
      config({ searchBackend: { engine: 'typesense', hosts: ['ts.local'], port: 8108, protocol: 'http' } }),
    );
    expect(directive(odd, 'connect-src')).toContain('http://ts.local:8108');
  });

  it('loads nothing for a chat token without a script URL', () => {
    const csp = contentSecurityPolicy(config({ features: { chat: { provider: 'chatco', token: 'pub-1' } } }));
    expect(csp).toBe(contentSecurityPolicy(config()));
  });

  it('allows the hosts the feed photos come from, and any https image once there are too many to list', () => {
    const media = feedMediaOrigins([
      {
        images: [{ url: 'https://photos.dms.test/1.jpg' }],
        primary_image_url: 'https://photos.dms.test/1.jpg',
        spin_images: ['/media/spin/1.jpg'],
        videos: ['https://video.dms.test/a.mp4'],
      } as never,
    ]);
    expect(media).toEqual(['https://photos.dms.test', 'https://video.dms.test']);
    expect(directive(contentSecurityPolicy(config(), { mediaOrigins: media }), 'img-src')).toContain(
      'https://photos.dms.test',
    );
    const many = Array.from({ length: 21 }, (_, i) => `https://p${i}.test`);
    expect(directive(contentSecurityPolicy(config(), { mediaOrigins: many }), 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
    ]);
  });

  it('hashes inline scripts but not JSON-LD data blocks', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'csp-'));
    await mkdir(join(dir, 'a'));
    await writeFile(
      join(dir, 'a', 'index.html'),
      '<script>alert(1)</script><script type="application/ld+json">{}</script><script type="application/json" data-x>{"a":1}</script><script src="/x.js"></script><script type="module">go()</script>',
    );
    await writeFile(join(dir, 'index.html'), '<script>alert(1)</script>');
    const hashes = await inlineScriptHashes(dir);
    expect(hashes.size).toBe(2);
    expect(hashes).toContain("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe('the _headers file', () => {
  /** Rules as path → header lines. */
  const rules = (text: string): Map<string, string[]> => {
    const out = new Map<string, string[]>();
    let path = '';
    for (const line of text.split('\n')) {
      if (line.startsWith('/')) out.set((path = line), []);
      else if (line.startsWith('  ')) out.get(path)!.push(line.trim());
    }
    return out;
  };

  it('sends the security headers on every path', () => {
    const all = rules(headersFile(config(TYPESENSE))).get('/*')!;
    expect(all).toContain('Strict-Transport-Security: max-age=63072000; includeSubDomains; preload');
    expect(all).toContain('X-Frame-Options: DENY');
    expect(all).toContain('Referrer-Policy: strict-origin-when-cross-origin');
    expect(all.find((h) => h.startsWith('Content-Security-Policy: '))).toContain('https://a.ts.test');
  });

  it('caches hashed files for a year and sets no Cache-Control on /* (it would combine with theirs)', () => {
    const parsed = rules(headersFile(config(), { hashedFiles: ['/search/search-index.0123456789ab.json'] }));
    expect(parsed.get('/*')!.some((h) => h.startsWith('Cache-Control'))).toBe(false);
    expect(parsed.get('/_astro/*')).toEqual([`Cache-Control: ${IMMUTABLE}`]);
    expect(parsed.get('/search/search-index.0123456789ab.json')).toEqual([`Cache-Control: ${IMMUTABLE}`]);
    // Netlify rejects a path with anything after a `*`.
    for (const path of parsed.keys()) expect(path).toMatch(/^[^*]*\*?$/);
  });
});
