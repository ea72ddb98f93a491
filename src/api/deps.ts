/** Everything the lead API app is built from; tests and servers pass their own. */
import type { Car } from '../domain/car';
import type { QuoteProvider } from './finance/quote-provider';
import type { ValuationProvider } from './valuation/valuation-provider';
import type { PaymentProvider } from './payments/payment-provider';
import type { RateLimitRule } from './middleware/rate-limit';
import type { ApiSiteSettings } from '../site/api-site-settings';
import type { Storage } from './storage/types';
import type { LeadMailer } from './forward/mailer';

/** The car fields the API reads (the server is given the site's cars): lookups, the reserve deposit, the Autogauge check, lead routing, the readable lead email and the ADF vehicle. */
export type ApiCar = Pick<
  Car,
  | 'id'
  | 'slug'
  | 'name'
  | 'make'
  | 'model'
  | 'status'
  | 'reserved'
  | 'price'
  | 'primary_image_url'
  | 'photos_count'
  | 'updated_at'
  | 'year'
  | 'km'
  | 'car_type'
  | 'payment_processors'
> &
  Partial<Pick<Car, 'badge' | 'vin' | 'stocknum' | 'dealership_id' | 'location_id' | 'item_type'>>;

/** Sends a sign-in code by SMS (production); the text is ready to send. */
export type SmsSender = (phoneE164: string, text: string) => Promise<void>;

/** Retry policy of the forwarding outbox. */
export interface OutboxPolicy {
  maxAttempts: number;
  /** First retry delay; each further one doubles, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Per-request timeout for the CRM call. */
  timeoutMs: number;
  /** A row never tried this long after it was due is listed as undelivered: the worker is not running. */
  overdueMs: number;
}

/** Rate limits per client IP and route group. */
export interface RateLimits {
  leads: RateLimitRule;
  requestCode: RateLimitRule;
  /** Per address and phone: one address can never use up a phone's own allowance (it trips first). */
  requestCodePerAddressPhone: RateLimitRule;
  /** Per phone number, whatever the IP: nobody can flood someone's phone with codes. */
  requestCodePerPhone: RateLimitRule;
  verifyCode: RateLimitRule;
  /** Unsubscribe links (no session; the limit caps token guessing). */
  unsubscribe: RateLimitRule;
  /** Valuation saves (POST /api/miscellaneous): one per valuation. */
  miscellaneous: RateLimitRule;
  /** View counts (GET /cars/{slug}/view.json): one per car page opened. */
  views: RateLimitRule;
}

/** The app's dependencies. */
export interface AppDeps {
  settings: ApiSiteSettings;
  storage: Storage;
  /** Server secret: keys the hashes of sign-in codes and session tokens. */
  secret: string;
  /** The site's car by id; without it, the API can't refuse sold cars or unknown ids. */
  carLookup?: (id: string) => ApiCar | undefined;
  /** The site's car by slug, for view counts. */
  carBySlug?: (slug: string) => ApiCar | undefined;
  /** Every car of the site (the Autogauge check compares a car with the rest of the stock). */
  cars?: readonly ApiCar[];
  now?: () => number;
  /** Server log (sign-in codes in local mode, forwarding failures). */
  log?: (line: string) => void;
  smsSender?: SmsSender;
  quoteProvider?: QuoteProvider;
  /** Values a shopper's car for the valuation wizard (VALUATION_PROVIDER_URL); without it the wizard says the team will call with an offer. */
  valuationProvider?: ValuationProvider;
  /** Takes the reserve deposit (Stripe Checkout in production); the labelled test provider when absent. */
  paymentProvider?: PaymentProvider;
  /** Signing secret of the Stripe webhook endpoint (STRIPE_WEBHOOK_SECRET); without it no notification is believed. */
  stripeWebhookSecret?: string;
  /** fetch used to forward leads (tests pass a fake). */
  fetch?: typeof fetch;
  /** Sends lead emails (SMTP_URL); without it an email outbox row fails with a reason and is retried. */
  mailer?: LeadMailer;
  rateLimits?: Partial<RateLimits>;
  outboxPolicy?: Partial<OutboxPolicy>;
  /** Enables GET /api/admin/undelivered for requests bearing this token. */
  adminToken?: string;
}

/**
 * Outbox defaults: 8 attempts, 30 s doubling to at most 1 h (about 2 h in all), 10 s per call; a row
 * untried 15 minutes past due is listed (the workers run every 5 s locally and every minute on Netlify).
 */
export const DEFAULT_OUTBOX_POLICY: OutboxPolicy = {
  maxAttempts: 8,
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  timeoutMs: 10_000,
  overdueMs: 15 * 60_000,
};

/** Where undelivered rows start for rows never tried: `overdueMs` before now. */
export function untriedDueBefore(now: number, policy: Partial<OutboxPolicy> = {}): number {
  return now - (policy.overdueMs ?? DEFAULT_OUTBOX_POLICY.overdueMs);
}

/**
 * Every rate limit's default, in one place (docs/decisions.md lists them). Per IP: 10 leads a minute;
 * 5 code requests and 10 checks per 10 minutes; 3 codes an hour for any one phone; 20 unsubscribe
 * calls per 10 minutes; 10 valuation saves per 10 minutes; 60 view counts a minute. Per phone,
 * whatever the IP: 5 codes an hour.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  leads: { limit: 10, windowMs: 60_000 },
  requestCode: { limit: 5, windowMs: 600_000 },
  requestCodePerAddressPhone: { limit: 3, windowMs: 3_600_000 },
  requestCodePerPhone: { limit: 5, windowMs: 3_600_000 },
  verifyCode: { limit: 10, windowMs: 600_000 },
  unsubscribe: { limit: 20, windowMs: 600_000 },
  miscellaneous: { limit: 10, windowMs: 600_000 },
  views: { limit: 60, windowMs: 60_000 },
};

/** The app's limits: the defaults with what the deps override. */
export function rateLimitsOf(deps: Pick<AppDeps, 'rateLimits'>): RateLimits {
  return { ...DEFAULT_RATE_LIMITS, ...deps.rateLimits };
}

/** Builds both car lookups (and the list) from the site's cars. */
export function carLookups(cars: readonly ApiCar[]): Pick<AppDeps, 'carLookup' | 'carBySlug' | 'cars'> {
  const byId = new Map(cars.map((car) => [car.id, car]));
  const bySlug = new Map(cars.map((car) => [car.slug, car]));
  return { carLookup: (id) => byId.get(id), carBySlug: (slug) => bySlug.get(slug), cars };
}
