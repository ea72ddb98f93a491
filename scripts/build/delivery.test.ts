import { mkdtemp, readFile, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../src/config';
import { contentSecurityPolicy, inlineScriptHashes, updateLedger, writeRedirects } from './delivery';

const config = (extra: Record<string, unknown> = {}) => parseSiteConfig({ name: 'Test Motors', feed: { source: 'feed.json' }, ...extra }, 'sites/test/site.yaml', { slug: 'test' });

describe('content security policy', () => {
  it('allows only the site itself by default, with inline scripts by hash', () => {
    const csp = contentSecurityPolicy(config(), new Set(["'sha256-abc'"]));
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'sha256-abc'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('adds the image CDN and the Typesense nodes the config names', () => {
    const csp = contentSecurityPolicy(
      config({
        images: { cdn: { template: 'https://img.cdn.test/?u={url}&w={width}' } },
        searchBackend: { engine: 'typesense', hosts: ['a.ts.test', 'b.ts.test'] },
      }),
      new Set(),
    );
    expect(csp).toMatch(/img-src [^;]*https:\/\/img\.cdn\.test/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/a\.ts\.test https:\/\/b\.ts\.test/);
  });

  it('hashes inline scripts but not JSON-LD data blocks', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'csp-'));
    await mkdir(join(dir, 'a'));
    await writeFile(join(dir, 'a', 'index.html'), '<script>alert(1)</script><script type="application/ld+json">{}</script><script src="/x.js"></script>');
    await writeFile(join(dir, 'index.html'), '<script>alert(1)</script>');
    const hashes = await inlineScriptHashes(dir);
    expect([...hashes]).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"]);
  });
});

describe('sold-car redirects', () => {
  it('redirects a car that left the feed to its make and model search, and forgets it after a year', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ledger-'));
    const file = join(dir, 'ledger.json');
    await updateLedger(file, [{ slug: 'old-car', make: 'Land Rover', model: 'Range Rover Sport' }, { slug: 'kept', make: 'Kia', model: 'EV6' }], new Date('2026-01-01T00:00:00Z'));
    const ledger = await updateLedger(file, [{ slug: 'kept', make: 'Kia', model: 'EV6' }], new Date('2026-06-01T00:00:00Z'));
    const gone = await writeRedirects(dir, ledger, new Set(['kept']));
    expect(gone).toBe(1);
    const redirects = await readFile(join(dir, '_redirects'), 'utf8');
    expect(redirects).toContain('/cars/old-car  /search/land-rover/range-rover-sport  301');
    expect(redirects).not.toContain('/cars/kept ');
    expect(redirects).not.toContain('/api/');
    const later = await updateLedger(file, [{ slug: 'kept', make: 'Kia', model: 'EV6' }], new Date('2027-01-02T00:00:00Z'));
    expect(Object.keys(later)).toEqual(['kept']);
  });
});
