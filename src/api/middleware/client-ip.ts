/** The client's address: the socket on the local server, Netlify's header in a function. */
import type { Context } from 'hono';

/** Best-known client IP ('unknown' in tests without a socket). */
export function clientIp(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  // The socket first: on the local server a client could forge the header.
  return env?.incoming?.socket?.remoteAddress ?? c.req.header('x-nf-client-connection-ip') ?? 'unknown';
}
