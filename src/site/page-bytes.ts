/** A built page's UTF-8 bytes, from its text or its bytes (shared, not copied), for byte-level scans. */
export function pageBytes(page: string | Uint8Array): Buffer {
  return typeof page === 'string' ? Buffer.from(page) : Buffer.from(page.buffer, page.byteOffset, page.byteLength);
}

/**
 * A response's body as bytes, read chunk by chunk: a body made of one chunk (as Astro makes a page)
 * is handed over as it is. `Response.arrayBuffer()` copies it twice, and at 100,000 cars every 64 MB
 * of page copies starts a full collection of a 1.3 GB heap (docs/decisions.md, § Cold build).
 */
export async function responseBytes(response: Response): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  for await (const chunk of response.body) chunks.push(chunk);
  return chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks);
}

/** A response whose body is `bytes`, streamed as one chunk: `new Response(bytes)` would copy them first. */
export function bytesResponse(bytes: Uint8Array, init: ResponseInit): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  return new Response(body, init);
}
