import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SEARCH_INDEX_MANIFEST, writeEmbeddedIndex } from './write-index';
import { FIXTURE_DOCS } from './fixtures/cars';
import { loadEmbeddedIndex } from './engine/index-load';
import { embeddedSearch } from './engine/search';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('writeEmbeddedIndex', () => {
  it('writes a content-hashed index and a manifest naming it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'forecourt-index-'));
    const { manifest, warnings } = await writeEmbeddedIndex(dir, FIXTURE_DOCS, { warn: () => {} });
    expect(manifest.file).toMatch(/^search-index\.[0-9a-f]{12}\.json$/);
    expect(manifest.file).toContain(manifest.sha256.slice(0, 12));
    expect(JSON.parse(await readFile(join(dir, SEARCH_INDEX_MANIFEST), 'utf8'))).toEqual(manifest);
    const text = await readFile(join(dir, manifest.file), 'utf8');
    expect(manifest.bytes).toBe(Buffer.byteLength(text));
    expect(manifest.brotliBytes).toBeLessThan(manifest.bytes);
    expect(manifest.documents).toBe(12);
    expect(warnings).toEqual([]);
    expect(embeddedSearch(loadEmbeddedIndex(text), { q: '*' }).found).toBe(12);
  });

  it('gives the same name to the same documents (immutable caching) and a new one after a change', async () => {
    dir = await mkdtemp(join(tmpdir(), 'forecourt-index-'));
    const a = await writeEmbeddedIndex(dir, FIXTURE_DOCS);
    const b = await writeEmbeddedIndex(dir, FIXTURE_DOCS);
    const c = await writeEmbeddedIndex(dir, FIXTURE_DOCS.slice(1));
    expect(a.manifest.file).toBe(b.manifest.file);
    expect(c.manifest.file).not.toBe(a.manifest.file);
  });

  it('warns, pointing at Typesense, when the compressed index passes the limit', async () => {
    dir = await mkdtemp(join(tmpdir(), 'forecourt-index-'));
    const seen: string[] = [];
    const { warnings } = await writeEmbeddedIndex(dir, FIXTURE_DOCS, {
      warnBrotliBytes: 100,
      warn: (m) => seen.push(m),
    });
    expect(warnings).toHaveLength(1);
    expect(seen).toEqual(warnings);
    expect(warnings[0]).toMatch(/12 cars .* Configure Typesense/);
  });
});
