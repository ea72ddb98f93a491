/**
 * Zero-downtime reindexing: import every document into a new collection `<alias>_<unix time>`
 * in batches (action=upsert, every line's result checked), point the alias at it, then drop
 * the collection the alias pointed at before. A failed import drops the new collection and
 * leaves the alias, and so the live site, untouched.
 */
import type { SearchDocument } from '../document';
import { typesenseCollectionSchema } from '../fields';
import { typesenseRequest, type TypesenseHttp } from './http';

/** Documents per import request. */
export const IMPORT_BATCH_SIZE = 1000;

/** The outcome of a reindex. */
export interface ReindexResult {
  collection: string;
  imported: number;
  batches: number;
  /** The collection the alias pointed at before, now dropped. */
  dropped?: string;
}

interface ImportLine {
  success: boolean;
  error?: string;
  document?: string;
}

async function importBatch(
  http: TypesenseHttp,
  collection: string,
  docs: readonly SearchDocument[],
): Promise<string[]> {
  const jsonl = docs.map((d) => JSON.stringify(d)).join('\n');
  const { text } = await typesenseRequest(
    http,
    'POST',
    `/collections/${encodeURIComponent(collection)}/documents/import?action=upsert`,
    { text: jsonl },
  );
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  if (lines.length !== docs.length) return [`import answered ${lines.length} lines for ${docs.length} documents`];
  return lines.flatMap((line, i) => {
    const r = JSON.parse(line) as ImportLine;
    return r.success ? [] : [`document ${docs[i]?.id}: ${r.error ?? 'rejected'}`];
  });
}

/** Reindexes `docs` behind `alias`. */
export async function reindexTypesense(
  http: TypesenseHttp,
  alias: string,
  docs: readonly SearchDocument[],
  options: { nowMs: number; batchSize?: number; log?: (line: string) => void },
): Promise<ReindexResult> {
  const log = options.log ?? (() => {});
  const size = options.batchSize ?? IMPORT_BATCH_SIZE;
  const collection = `${alias}_${Math.floor(options.nowMs / 1000)}`;
  await typesenseRequest(http, 'POST', '/collections', { json: typesenseCollectionSchema(collection) });
  log(`created collection ${collection}`);
  let batches = 0;
  try {
    const errors: string[] = [];
    for (let start = 0; start < docs.length; start += size) {
      errors.push(...(await importBatch(http, collection, docs.slice(start, start + size))));
      batches++;
      log(`imported ${Math.min(start + size, docs.length)}/${docs.length}`);
    }
    if (errors.length) {
      throw new Error(
        `Typesense rejected ${errors.length} of ${docs.length} documents:\n  - ${errors.slice(0, 10).join('\n  - ')}`,
      );
    }
  } catch (error) {
    await typesenseRequest(http, 'DELETE', `/collections/${encodeURIComponent(collection)}`, undefined, [404]);
    log(`dropped ${collection}; the alias ${alias} was not changed`);
    throw error;
  }
  const current = await typesenseRequest(http, 'GET', `/aliases/${encodeURIComponent(alias)}`, undefined, [404]);
  const previous =
    current.status === 404 ? undefined : (JSON.parse(current.text) as { collection_name?: string }).collection_name;
  await typesenseRequest(http, 'PUT', `/aliases/${encodeURIComponent(alias)}`, {
    json: { collection_name: collection },
  });
  log(`alias ${alias} -> ${collection}`);
  if (previous && previous !== collection) {
    await typesenseRequest(http, 'DELETE', `/collections/${encodeURIComponent(previous)}`, undefined, [404]);
    log(`dropped ${previous}`);
  }
  return {
    collection,
    imported: docs.length,
    batches,
    ...(previous && previous !== collection ? { dropped: previous } : {}),
  };
}
