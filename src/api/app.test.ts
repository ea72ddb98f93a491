import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../contracts/messages';
import { openStorage } from './storage/open-storage';
import type { Storage } from './storage/types';
import { enquiry, harness } from './testing/harness';

describe('app boundary', () => {
  let storage: Storage;
  beforeEach(async () => {
    storage = await openStorage({ site: 'edge', sqliteFile: ':memory:' });
  });
  afterEach(() => storage.close());

  it('rate-limits lead submissions per IP with 429 and Retry-After', async () => {
    const h = harness(storage, 'edge', { rateLimits: { leads: { limit: 2, windowMs: 60_000 } } });
    const ip = { 'x-nf-client-connection-ip': '203.0.113.9' };
    expect((await h.call('POST', '/api/leads', enquiry(), ip)).status).toBe(200);
    expect((await h.call('POST', '/api/leads', enquiry({ email: 'b@example.com' }), ip)).status).toBe(200);
    const third = await h.call('POST', '/api/leads', enquiry({ email: 'c@example.com' }), ip);
    expect(third.status).toBe(429);
    expect(third.body.error.message).toBe(MESSAGES.rateLimited);
    expect(third.headers.get('retry-after')).toBe('60');
    expect(
      (
        await h.call('POST', '/api/leads', enquiry({ email: 'd@example.com' }), {
          'x-nf-client-connection-ip': '203.0.113.10',
        })
      ).status,
    ).toBe(200);
    h.clock.now += 30_000;
    expect(
      (await h.call('POST', '/api/leads', enquiry({ email: 'e@example.com' }), ip)).headers.get('retry-after'),
    ).toBe('30');
    h.clock.now += 30_001;
    expect((await h.call('POST', '/api/leads', enquiry({ email: 'f@example.com' }), ip)).status).toBe(200);
    expect(await storage.countLeads()).toBe(4);
  });

  it('rate-limits sign-in code requests', async () => {
    const h = harness(storage, 'edge', { rateLimits: { requestCode: { limit: 1, windowMs: 600_000 } } });
    expect((await h.call('POST', '/api/auth/request-code', { phone: '0412345678' })).status).toBe(200);
    const second = await h.call('POST', '/api/auth/request-code', { phone: '0412345678' });
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe('600');
  });

  it('limits codes per phone whatever the IP', async () => {
    const h = harness(storage, 'edge', { rateLimits: { requestCodePerPhone: { limit: 2, windowMs: 3_600_000 } } });
    const from = (ip: string, phone = '0412345678') =>
      h.call('POST', '/api/auth/request-code', { phone }, { 'x-nf-client-connection-ip': ip });
    expect((await from('198.51.100.1')).status).toBe(200);
    expect((await from('198.51.100.2')).status).toBe(200);
    const third = await from('198.51.100.3');
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('3600');
    expect((await from('198.51.100.3', '0498765432')).status).toBe(200);
  });

  it('allows CORS for the site origins only and refuses posts from other origins', async () => {
    const h = harness(storage, 'edge');
    const own = await h.call('OPTIONS', '/api/leads', undefined, {
      Origin: 'https://sunshine-motors.example',
      'Access-Control-Request-Method': 'POST',
    });
    expect(own.headers.get('access-control-allow-origin')).toBe('https://sunshine-motors.example');
    expect(own.headers.get('access-control-allow-credentials')).toBe('true');
    const foreign = await h.call('OPTIONS', '/api/leads', undefined, {
      Origin: 'https://evil.example',
      'Access-Control-Request-Method': 'POST',
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const post = await h.call('POST', '/api/leads', enquiry(), { Origin: 'https://evil.example' });
    expect(post.status).toBe(403);
    expect(post.body.error.message).toBe(MESSAGES.forbiddenOrigin);
    expect((await h.call('POST', '/api/leads', enquiry(), { Origin: 'http://localhost' })).status).toBe(200);
    expect(await storage.countLeads()).toBe(1);
  });

  it('refuses form-encoded posts (no cross-site form can submit a lead)', async () => {
    const h = harness(storage, 'edge');
    const res = await h.call('POST', '/api/leads', 'kind=enquiry&name=Ana', {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MESSAGES.notJson);
  });

  it('answers unknown routes with JSON 404 and failures with a plain 500, details only in the log', async () => {
    const h = harness(storage, 'edge');
    expect(await h.call('GET', '/api/nope')).toMatchObject({
      status: 404,
      body: { error: { message: MESSAGES.notFound } },
    });
    await storage.close();
    const res = await h.call('POST', '/api/leads', enquiry());
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: { message: MESSAGES.serverError } });
    expect(h.logs.at(-1)).toMatch(/^\[forecourt\] POST \/api\/leads failed: /);
    storage = await openStorage({ site: 'edge', sqliteFile: ':memory:' });
  });
});
