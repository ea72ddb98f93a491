/**
 * Test support: a local HTTP listener standing in for the SMS gateway (POST {to, message} with a
 * bearer token, as httpSmsSender sends). It can go down by refusing connections (it stops
 * listening on its port) or by answering an HTTP error, and come back on the same port.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message the gateway accepted. */
export interface GatewayMessage {
  to: string;
  message: string;
  authorization: string | undefined;
}

/** How the gateway is down: connections refused, or an HTTP status. */
export type GatewayOutage = 'refused' | number;

/** A stand-in SMS gateway on 127.0.0.1. */
export function smsGateway() {
  let server: Server | undefined;
  let port = 0;
  let failWith: number | undefined;
  const accepted: GatewayMessage[] = [];

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((req, res) => {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        req.on('end', () => {
          if (failWith !== undefined) {
            res.writeHead(failWith, { 'Content-Type': 'text/plain' }).end('gateway unavailable');
            return;
          }
          const { to, message } = JSON.parse(body) as { to: string; message: string };
          accepted.push({ to, message, authorization: req.headers.authorization });
          res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"queued":true}');
        });
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as AddressInfo).port;
        server = next;
        resolve();
      });
    });

  const close = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = undefined;
      if (!current) return resolve();
      current.closeAllConnections();
      current.close(() => resolve());
    });

  return {
    /** Starts listening on a free port (kept for the gateway's whole life). */
    start: async () => {
      port = 0;
      failWith = undefined;
      accepted.length = 0;
      await listen();
    },
    stop: close,
    /** The URL to give httpSmsSender. */
    url: () => `http://127.0.0.1:${port}/send`,
    /** Goes down: stops listening, or answers every message with `outage` as its HTTP status. */
    fail: async (outage: GatewayOutage) => {
      if (outage === 'refused') await close();
      else failWith = outage;
    },
    /** Comes back up on the same port. */
    recover: async () => {
      failWith = undefined;
      if (!server) await listen();
    },
    /** The messages accepted so far. */
    received: () => [...accepted],
  };
}
