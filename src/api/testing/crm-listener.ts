/**
 * Test support: a dealer's CRM on a loopback port that records every POST (path, Idempotency-Key,
 * body, when) and answers as the test says: 200, another status, or nothing yet (the answer held
 * until released). It can go down (the port refuses connections) and come back on the same port.
 */
import type { ServerResponse } from 'node:http';
import { startLoopbackServer } from './loopback-server';

/** One POST as the CRM received it. */
export interface CrmPost {
  path: string;
  idempotencyKey: string;
  body: string;
  /** Date.now() when the body had arrived. */
  receivedAt: number;
  /** The status answered; undefined while held. */
  status?: number;
}

/** How the CRM answers a post: a status, or 'hold' to keep the caller waiting until release(). */
export type CrmAnswer = number | 'hold';

/** A running CRM stub. */
export interface CrmListener {
  /** http://127.0.0.1:<port> */
  base: string;
  posts: CrmPost[];
  /** How the next posts are answered (default 200). */
  answer: (post: CrmPost) => CrmAnswer;
  /** Answers every held post with 200. */
  release(): void;
  /** Stops listening: connections to the port are refused until up(). */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

/** Starts the CRM on a free loopback port. */
export async function startCrmListener(): Promise<CrmListener> {
  const held: { post: CrmPost; res: ServerResponse }[] = [];
  const server = await startLoopbackServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const post: CrmPost = {
        path: req.url ?? '',
        idempotencyKey: String(req.headers['idempotency-key']),
        body: Buffer.concat(chunks).toString('utf8'),
        receivedAt: Date.now(),
      };
      crm.posts.push(post);
      const answer = crm.answer(post);
      if (answer === 'hold') {
        held.push({ post, res });
        return;
      }
      post.status = answer;
      res.writeHead(answer).end();
    });
  });
  const crm: CrmListener = {
    base: server.base,
    posts: [],
    answer: () => 200,
    release() {
      for (const { post, res } of held.splice(0)) {
        post.status = 200;
        res.writeHead(200).end();
      }
    },
    down: server.down,
    up: server.up,
    close: async () => {
      crm.release();
      await server.close();
    },
  };
  return crm;
}
