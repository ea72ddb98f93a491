/**
 * The bench's stand-in for the CDN edge a dealer site is served from in production (Netlify: HTTPS
 * with HTTP/2): a TLS, HTTP/2 front on 127.0.0.1 that passes every request to a local server and its
 * answer back unchanged (brotli and cache headers included). Lighthouse measures the pages through
 * it, so its simulated slow-4G run models one warm HTTP/2 connection as a phone gets in production,
 * not the new HTTP/1.1 connection per stylesheet, script and picture the local server would give.
 * The certificate is a throwaway self-signed one for localhost, made with openssl for each run.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { BENCH_TMP } from './bench-site';

/** A running edge. */
export interface Edge {
  /** https://localhost:<port> */
  url: string;
  close(): Promise<void>;
}

/** Connection-level headers HTTP/2 does not carry. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];

/** A self-signed certificate for localhost, or undefined when openssl is not installed. */
function localCertificate(): { key: Buffer; cert: Buffer } | undefined {
  mkdirSync(BENCH_TMP, { recursive: true });
  const dir = mkdtempSync(join(BENCH_TMP, 'tls-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } catch {
    return undefined;
  } finally {
    // Held in memory from here on: nothing of a run is left in the temp folder.
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts an edge in front of `upstream` (an http:// origin); undefined without openssl. */
export async function startEdge(upstream: string): Promise<Edge | undefined> {
  const tls = localCertificate();
  if (!tls) return undefined;
  const target = new URL(upstream);
  const server = http2.createSecureServer({ ...tls, allowHTTP1: true }, (req, res) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers))
      if (!name.startsWith(':') && !HOP_BY_HOP.includes(name)) headers[name] = value;
    headers.host = target.host;
    const forward = http.request(
      {
        host: target.hostname === 'localhost' ? '127.0.0.1' : target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers,
      },
      (answer) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.includes(name)) out[name] = value;
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((closed) => {
      for (const session of sessions) session.destroy();
      server.close(() => closed());
    });
  return { url: `https://localhost:${port}`, close };
}
