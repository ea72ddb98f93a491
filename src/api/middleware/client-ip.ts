/** The client's address: the socket on the local server, Netlify's header in a function. */
import type { Context } from 'hono';

/** Best-known client IP ('unknown' in tests without a socket). */
export function clientIp(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  // The socket first: on the local server a client could forge the header.
  return env?.incoming?.socket?.remoteAddress ?? c.req.header('x-nf-client-connection-ip') ?? 'unknown';
}

/**
 * The address as limits count it: an IPv4 address as it is (also when written IPv4-mapped), an IPv6
 * address as its /64 network, since one household or phone is given a whole /64 and could change
 * address inside it on every request.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(':')) return ip;
  const bare = (ip.split('%')[0] ?? ip).toLowerCase();
  const [head = '', tail] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  if (groups.length !== 8 || !groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return bare;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The client's address as limits count it (see addressKey). */
export function clientAddress(c: Context): string {
  return addressKey(clientIp(c));
}
