/**
 * Test support: a shopper's browser sending one lead to a server on loopback, as the client
 * outbox does (JSON, its Idempotency-Key), from its own loopback address (127.0.0.x), so each
 * shopper has its own per-address rate limit as real shoppers do.
 */
import { request } from 'node:http';

/** What came back: the server's answer, or the network error that stood in for it. */
export type LeadReply = { status: number; leadId?: string } | { error: string };

/** One submission. */
export interface LeadPost {
  port: number;
  key: string;
  body: Record<string, unknown>;
  /** The shopper's address, e.g. 127.0.0.12. */
  from: string;
  /** When given, half the body is sent at once and the rest only once this settles (a slow upload). */
  rest?: Promise<unknown>;
}

/** True when the server answered the lead with its id (a 200 the client outbox drops the entry on). */
export function acknowledged(reply: LeadReply): reply is { status: 200; leadId: string } {
  return 'status' in reply && reply.status === 200 && typeof reply.leadId === 'string';
}

/** Sends the lead; never rejects (a dropped connection is an `error` reply). */
export function postLead(post: LeadPost): Promise<LeadReply> {
  const payload = Buffer.from(JSON.stringify(post.body));
  return new Promise((done) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: post.port,
        localAddress: post.from,
        method: 'POST',
        path: '/api/leads',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': payload.length, 'Idempotency-Key': post.key },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) => done({ error: error.message }));
        res.on('end', () => {
          let leadId: string | undefined;
          try {
            leadId = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { lead_id?: string }).lead_id;
          } catch {
            // not JSON: no lead id
          }
          done({ status: res.statusCode ?? 0, ...(leadId ? { leadId } : {}) });
        });
      },
    );
    req.on('error', (error) => done({ error: error.message }));
    if (!post.rest) {
      req.end(payload);
      return;
    }
    const half = Math.floor(payload.length / 2);
    req.write(payload.subarray(0, half));
    void post.rest.finally(() => req.end(payload.subarray(half)));
  });
}
