/**
 * Writes a site's embedded index at build time (Node only): a content-hashed file a CDN can
 * cache immutably, plus a small manifest naming it, and a warning when the index grows past
 * what a phone should download (then the site should use Typesense).
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { SearchDocument } from './document';
import { createEmbeddedIndex } from './engine/index-build';

/** Manifest file name, next to the index. */
export const SEARCH_INDEX_MANIFEST = 'search-index.manifest.json';

/**
 * Compressed size past which the build warns. 600 KB brotli is about 3 s on a slow 4G phone
 * (1.6 Mbit/s) before the first search can run, and about 20,000 cars of typical feeds.
 */
export const EMBEDDED_INDEX_WARN_BROTLI_BYTES = 600 * 1024;

/**
 * The brotli quality the index's compressed size is measured at: a CDN compresses a file on the fly at
 * a low-to-middle quality, not the maximum, so this is nearer what a phone downloads. It is also the
 * cost every build pays: on the 2,200-car group demo's 445 KB index, quality 11 took 696 ms (98.5 KB),
 * quality 5 11 ms (116.5 KB); at 20,000 cars quality 11 was most of the 8 s "search index" phase.
 */
const MEASURED_BROTLI_QUALITY = 5;

/** What the build reads back (and pages link to). */
export interface SearchIndexManifest {
  /** The index file name, relative to the manifest. */
  file: string;
  sha256: string;
  documents: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** Writes the index of `docs` into `outDir`; returns the manifest and any warnings (also passed to `warn`). */
export async function writeEmbeddedIndex(
  outDir: string,
  docs: readonly SearchDocument[],
  options: { warn?: (message: string) => void; warnBrotliBytes?: number } = {},
): Promise<{ manifest: SearchIndexManifest; warnings: string[] }> {
  const json = JSON.stringify(createEmbeddedIndex(docs));
  const buffer = Buffer.from(json);
  const sha256 = createHash('sha256').update(buffer).digest('hex');
  const manifest: SearchIndexManifest = {
    file: `search-index.${sha256.slice(0, 12)}.json`,
    sha256,
    documents: docs.length,
    bytes: buffer.length,
    brotliBytes: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: MEASURED_BROTLI_QUALITY } })
      .length,
    gzipBytes: gzipSync(buffer).length,
  };
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, manifest.file), buffer);
  await writeFile(join(outDir, SEARCH_INDEX_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  const limit = options.warnBrotliBytes ?? EMBEDDED_INDEX_WARN_BROTLI_BYTES;
  const warnings =
    manifest.brotliBytes > limit
      ? [
          `The search index of ${docs.length} cars is ${Math.round(manifest.brotliBytes / 1024)} KB compressed, over the ${Math.round(limit / 1024)} KB a phone should download before searching. Configure Typesense for this site (see src/search/README.md).`,
        ]
      : [];
  for (const w of warnings) (options.warn ?? console.warn)(w);
  return { manifest, warnings };
}
