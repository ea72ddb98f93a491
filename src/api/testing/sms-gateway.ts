/**
 * Test support: a local HTTP listener standing in for the SMS gateway (POST {to, message} with a
 * bearer token, as httpSmsSender sends). It can go down by refusing connections (it stops
 * listening on its port) or by answering an HTTP error, and come back on the same port.
 */
import { startLoopbackServer, type LoopbackServer } from './loopback-server';

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
  let server: LoopbackServer | undefined;
  let failWith: number | undefined;
  const accepted: GatewayMessage[] = [];

  return {
    /** Starts listening on a free port (kept for the gateway's whole life). */
    start: async () => {
      failWith = undefined;
      accepted.length = 0;
      server = await startLoopbackServer((req, res) => {
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
    },
    stop: () => server?.close(),
    /** The URL to give httpSmsSender. */
    url: () => `${server?.base}/send`,
    /** Goes down: stops listening, or answers every message with `outage` as its HTTP status. */
    fail: async (outage: GatewayOutage) => {
      if (outage === 'refused') await server?.down();
      else failWith = outage;
    },
    /** Comes back up on the same port. */
    recover: async () => {
      failWith = undefined;
      await server?.up();
    },
    /** The messages accepted so far. */
    received: () => [...accepted],
  };
}
