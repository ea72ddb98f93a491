/** Minimal Typesense admin HTTP over an injected fetch: tries each node in turn, explains refusals. */
import type { TypesenseNode } from '../client';

/** What the admin calls need; `fetch` is injected so tests assert the exact requests. */
export interface TypesenseHttp {
  fetch: typeof fetch;
  nodes: TypesenseNode[];
  apiKey: string;
}

/** A response the caller decided to accept. */
export interface HttpAnswer {
  status: number;
  text: string;
}

const base = (n: TypesenseNode) => `${n.protocol}://${n.host}:${n.port}${n.path ?? ''}`;

/**
 * Sends one request; a network failure moves on to the next node, an HTTP error (other than
 * those in `accept`) throws with the server's message and a hint.
 */
export async function typesenseRequest(
  http: TypesenseHttp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: { json: unknown } | { text: string },
  accept: number[] = [],
): Promise<HttpAnswer> {
  const failures: string[] = [];
  for (const node of http.nodes) {
    const url = `${base(node)}${path}`;
    let res: Response;
    try {
      res = await http.fetch(url, {
        method,
        headers: {
          'X-TYPESENSE-API-KEY': http.apiKey,
          ...(body ? { 'Content-Type': 'json' in body ? 'application/json' : 'text/plain' } : {}),
        },
        ...(body ? { body: 'json' in body ? JSON.stringify(body.json) : body.text } : {}),
      });
    } catch (error) {
      // Node's fetch says only "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND…) is in `cause`.
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      failures.push(`${base(node)}: ${(error as Error).message}${cause ? ` (${cause.code ?? cause.message})` : ''}`);
      continue;
    }
    const text = await res.text();
    if (res.ok || accept.includes(res.status)) return { status: res.status, text };
    let message = text;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? text;
    } catch {
      // Not JSON: keep the raw text.
    }
    const hint =
      res.status === 401 || res.status === 403
        ? ' (check TYPESENSE_ADMIN_KEY: it must be an admin key for this cluster)'
        : '';
    throw new Error(`Typesense refused ${method} ${path}: HTTP ${res.status} ${message}${hint}`);
  }
  throw new Error(
    `Could not reach Typesense (${failures.join('; ')}); check TYPESENSE_HOST, TYPESENSE_PORT and TYPESENSE_PROTOCOL`,
  );
}
