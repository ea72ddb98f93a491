import { describe, expect, it } from 'vitest';
import { bytesResponse, pageBytes, responseBytes } from './page-bytes';

describe('pageBytes', () => {
  it('shares the bytes it is given and encodes text as UTF-8', () => {
    const bytes = new TextEncoder().encode('<p>½</p>');
    expect(pageBytes(bytes).buffer).toBe(bytes.buffer);
    expect(pageBytes('<p>½</p>').equals(Buffer.from(bytes))).toBe(true);
  });
});

describe('responseBytes and bytesResponse', () => {
  it('pass a page through a response and back without copying it', async () => {
    const page = new TextEncoder().encode('<html><body>é</body></html>');
    const response = bytesResponse(page, { status: 200, headers: { 'content-type': 'text/html' } });
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(await responseBytes(response)).toBe(page);
  });

  it('join a body that comes in several chunks', async () => {
    const parts = ['<html>', '<body>ü</body>', '</html>'].map((part) => new TextEncoder().encode(part));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(part);
        controller.close();
      },
    });
    expect(new TextDecoder().decode(await responseBytes(new Response(body)))).toBe('<html><body>ü</body></html>');
  });

  it('read a response made from text, and an empty one', async () => {
    expect(new TextDecoder().decode(await responseBytes(new Response('<p>ok</p>')))).toBe('<p>ok</p>');
    expect((await responseBytes(new Response(null))).byteLength).toBe(0);
  });
});
