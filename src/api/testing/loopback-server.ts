/**
 * Test support: an HTTP server on a free 127.0.0.1 port that a test can take down (the port refuses
 * connections, as a crashed service's does) and bring back on the same port. The stand-ins for the
 * dealer's CRM (crm-listener.ts) and the SMS gateway (sms-gateway.ts) run on it.
 */
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A running loopback server. */
export interface LoopbackServer {
  /** http://127.0.0.1:<port> */
  base: string;
  /** Stops listening and drops open connections: the port refuses connections until up(). */
  down(): Promise<void>;
  /** Listens again on the same port (nothing when already listening). */
  up(): Promise<void>;
  /** Stops for good. */
  close(): Promise<void>;
}

/** Starts `handler` on a free loopback port. */
export async function startLoopbackServer(handler: RequestListener): Promise<LoopbackServer> {
  const server = createServer(handler);
  const listen = (port: number) =>
    new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', fail);
        done();
      });
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;
  const down = () =>
    new Promise<void>((done) => {
      if (!server.listening) return done();
      server.close(() => done());
      server.closeAllConnections();
    });
  return {
    base: `http://127.0.0.1:${port}`,
    down,
    up: () => (server.listening ? Promise.resolve() : listen(port)),
    close: down,
  };
}
