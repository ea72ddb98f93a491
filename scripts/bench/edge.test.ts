import { createServer } from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdge, type Edge } from './edge';

describe('the bench edge', () => {
  const upstream = createServer((req, res) => {
    res.writeHead(200, {
      'content-type': 'text/plain',
      'content-encoding': 'identity',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      'x-path': req.url ?? '',
    });
    res.end(`${req.method} ${req.url} ${req.headers['accept-encoding'] ?? ''}`);
  });
  let edge: Edge | undefined;
  beforeAll(async () => {
    await new Promise<void>((ready) => upstream.listen(0, '127.0.0.1', ready));
    edge = await startEdge(`http://localhost:${(upstream.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await edge?.close();
    upstream.close();
  });

  it('answers over HTTPS and HTTP/2 with what the local server sent, headers and body', async () => {
    expect(edge, 'openssl makes the certificate').toBeDefined();
    const client = http2.connect(edge!.url, { rejectUnauthorized: false });
    const { headers, body } = await new Promise<{ headers: http2.IncomingHttpHeaders; body: string }>((done, fail) => {
      const stream = client.request({ ':path': '/cars/a-car/?x=1', 'accept-encoding': 'br' });
      let headers: http2.IncomingHttpHeaders = {};
      let body = '';
      stream.on('response', (h) => (headers = h));
      stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
      stream.on('end', () => done({ headers, body }));
      stream.on('error', fail);
      stream.end();
    });
    client.close();
    expect(headers[':status']).toBe(200);
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['x-path']).toBe('/cars/a-car/?x=1');
    expect(headers.connection).toBeUndefined();
    expect(body).toBe('GET /cars/a-car/?x=1 br');
  });
});
