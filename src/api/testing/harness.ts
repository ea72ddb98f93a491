/** Test support: an app over a fresh storage, a fake clock and captured logs, with request helpers. */
import type { Hono } from 'hono';
import { createApp, type AppHooks } from '../app';
import { carLookups, type ApiCar, type AppDeps } from '../deps';
import { defaultApiSettings, type ApiSiteSettings } from '../../site/api-site-settings';
import type { Storage } from '../storage/types';

/** A Monday, 02:00 UTC = 12:00 in Brisbane. */
export const TEST_NOW = Date.parse('2026-11-23T02:00:00Z');

/** The cars the test site sells. */
export const TEST_CARS: ApiCar[] = [
  {
    id: 'car-1',
    slug: '2021-mazda-cx-5',
    name: '2021 Mazda CX-5',
    make: 'Mazda',
    model: 'CX-5',
    status: 'in_stock',
    reserved: false,
    price: 32990,
    primary_image_url: 'https://img.example/cx5.jpg',
    photos_count: 12,
    year: 2021,
    km: 41_000,
    car_type: 'used',
    payment_processors: [],
  },
  {
    id: 'car-2',
    slug: '2019-ford-ranger',
    name: '2019 Ford Ranger',
    make: 'Ford',
    model: 'Ranger',
    status: 'sold',
    reserved: false,
    price: 41990,
    photos_count: 3,
    year: 2019,
    km: 88_000,
    car_type: 'used',
    payment_processors: [],
  },
  {
    id: 'car-3',
    slug: '2024-kia-ev6',
    name: '2024 Kia EV6',
    make: 'Kia',
    model: 'EV6',
    status: 'coming_soon',
    reserved: false,
    price: 67990,
    photos_count: 0,
    year: 2024,
    car_type: 'new',
    payment_processors: [],
  },
  // Four more CX-5s for the Autogauge check; car-7 pays its own $500 deposit.
  {
    id: 'car-4',
    slug: '2020-mazda-cx-5',
    name: '2020 Mazda CX-5',
    make: 'Mazda',
    model: 'CX-5',
    status: 'in_stock',
    reserved: false,
    price: 30990,
    photos_count: 5,
    year: 2020,
    km: 52_000,
    car_type: 'used',
    payment_processors: [],
  },
  {
    id: 'car-5',
    slug: '2022-mazda-cx-5',
    name: '2022 Mazda CX-5',
    make: 'Mazda',
    model: 'CX-5',
    status: 'sold',
    reserved: false,
    price: 35990,
    photos_count: 5,
    year: 2022,
    km: 30_000,
    car_type: 'used',
    payment_processors: [],
  },
  {
    id: 'car-6',
    slug: '2021-mazda-cx-5-touring',
    name: '2021 Mazda CX-5 Touring',
    make: 'Mazda',
    model: 'CX-5',
    status: 'in_stock',
    reserved: false,
    price: 33990,
    photos_count: 5,
    year: 2021,
    km: 45_000,
    car_type: 'used',
    payment_processors: [],
  },
  {
    id: 'car-7',
    slug: '2021-mazda-cx-5-gt',
    name: '2021 Mazda CX-5 GT',
    make: 'Mazda',
    model: 'CX-5',
    status: 'in_stock',
    reserved: false,
    price: 36990,
    photos_count: 5,
    year: 2021,
    km: 38_000,
    car_type: 'used',
    payment_processors: [{ name: 'Stripe', deposit: 500 }],
  },
];

/** Settings of the test site: a webhook, an ADF endpoint, one Brisbane location, a delivery table. */
export function testSettings(site: string, overrides: Partial<ApiSiteSettings> = {}): ApiSiteSettings {
  return defaultApiSettings(site, {
    allowedOrigins: ['https://sunshine-motors.example'],
    crm: { webhookUrl: 'https://crm.example/hook', secret: 'crm-secret', adfUrl: 'https://crm.example/adf' },
    dealerships: [{ id: 'd1', slug: 'sunshine-motors', name: 'Sunshine Motors' }],
    deliveryPrices: [
      { from: 4000, to: 4199, price: 0, region: 'Brisbane' },
      { from: 4200, to: 4299, price: 250, region: 'Gold Coast' },
      { from: 2000, to: 2999, price: 1200, region: 'New South Wales' },
    ],
    locations: [
      {
        id: 'loc-bne',
        name: 'Brisbane',
        timeZone: 'Australia/Brisbane',
        openingHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: '08:30', close: '17:00' })),
        specialHours: [{ date: '2026-12-25', status: 'Closed' }],
      },
    ],
    ...overrides,
  });
}

/** A route's parsed JSON answer: tests read any field of any route's answer. */
// biome-ignore lint/suspicious/noExplicitAny: see above
type AnyJson = any;

/** A ready app and what it was built from. */
export interface Harness {
  app: Hono;
  deps: AppDeps;
  logs: string[];
  clock: { now: number };
  storedLeads: string[];
  /** JSON request; returns status, parsed body and headers. */
  call(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: AnyJson; headers: Headers }>;
  /** Signs a phone in through the real code flow; returns the Cookie header value. */
  signIn(phone: string): Promise<string>;
}

/** Builds an app over `storage`. */
export function harness(
  storage: Storage,
  site: string,
  overrides: Partial<AppDeps> = {},
  settings: Partial<ApiSiteSettings> = {},
): Harness {
  const logs: string[] = [];
  const clock = { now: TEST_NOW };
  const storedLeads: string[] = [];
  const deps: AppDeps = {
    settings: testSettings(site, settings),
    storage,
    secret: 'test-secret',
    now: () => clock.now,
    log: (line) => logs.push(line),
    ...carLookups(TEST_CARS),
    rateLimits: {
      leads: { limit: 1000, windowMs: 60_000 },
      requestCode: { limit: 1000, windowMs: 60_000 },
      requestCodePerAddressPhone: { limit: 1000, windowMs: 60_000 },
      requestCodePerPhone: { limit: 1000, windowMs: 60_000 },
      verifyCode: { limit: 1000, windowMs: 60_000 },
    },
    ...overrides,
  };
  const hooks: AppHooks = { onLeadStored: (id) => storedLeads.push(id) };
  const app = createApp(deps, hooks);
  const call: Harness['call'] = async (method, path, body, headers = {}) => {
    const init: RequestInit = {
      method,
      headers: { ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
    };
    if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
    const response = await app.request(`http://localhost${path}`, init);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: the tests look at the text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };
  const signIn = async (phone: string) => {
    await call('POST', '/api/auth/request-code', { phone });
    const code = /: (\d{6})$/.exec(logs.at(-1) ?? '')?.[1];
    if (!code) throw new Error('no code logged');
    const verified = await call('POST', '/api/auth/verify-code', { phone, code });
    const cookie = verified.headers.get('set-cookie') ?? '';
    return cookie.split(';')[0] ?? '';
  };
  return { app, deps, logs, clock, storedLeads, call, signIn };
}

/** A complete, valid enquiry about car-1. */
export function enquiry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: 'enquiry',
    name: 'Ana',
    last_name: 'Silva',
    email: 'ana@example.com',
    phone: '0412 345 678',
    message: 'Is it still available?',
    car_id: 'car-1',
    car_type: 'used',
    'Vehicle Make': 'Mazda',
    'Vehicle Model': 'CX-5',
    url: 'https://sunshine-motors.example/cars/2021-mazda-cx-5',
    ...overrides,
  };
}
