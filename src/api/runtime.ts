/**
 * Builds the app's dependencies from the environment, for the local server and the Netlify
 * Function: DATABASE_URL (PostgreSQL) or a SQLite file under FORECOURT_DATA_DIR (default .data),
 * FORECOURT_SECRET, FORECOURT_ADMIN_TOKEN.
 */
import { randomBytes } from 'node:crypto';
import { carLookups, type ApiCar, type AppDeps, type SmsSender } from './deps';
import type { ApiSiteSettings } from '../site/api-site-settings';
import { createLocalServer, type LocalServer } from './local-server';
import { openStorage, siteSqliteFile } from './storage/open-storage';
import { LOCAL_TEST_RATE_LIMITS, localCodesEnabled, localCodesFile, logWithCodeFile } from './local-codes';
import { testPaymentProvider, unconfiguredPaymentProvider } from './payments/payment-provider';
import { httpValuationProvider } from './valuation/valuation-provider';
import { stripeCheckout } from './payments/stripe-checkout';
import { defaultFromAddress, mailerFromEnv } from './forward/mailer';

/** Environment variables the API reads. */
export interface ApiEnv {
  DATABASE_URL?: string;
  FORECOURT_DATA_DIR?: string;
  FORECOURT_SECRET?: string;
  FORECOURT_ADMIN_TOKEN?: string;
  /** An HTTP SMS gateway taking POST {to, message} with a bearer token (phone code sender "sms"). */
  SMS_PROVIDER_URL?: string;
  SMS_PROVIDER_TOKEN?: string;
  /** A valuation service taking POST {lead_id, rego, regoState, kms, answers} with a bearer token and answering {low, high}: the valuation wizard shows its range. */
  VALUATION_PROVIDER_URL?: string;
  VALUATION_PROVIDER_TOKEN?: string;
  /** Stripe secret key: reserve deposits go through Stripe Checkout. */
  STRIPE_SECRET_KEY?: string;
  /** Signing secret (whsec_…) of the Stripe webhook endpoint /api/payments/stripe-webhook: confirms deposits paid. */
  STRIPE_WEBHOOK_SECRET?: string;
  /** SMTP server for lead emails (smtp:// or smtps://user:pass@host:port); without it email rows wait, listed undelivered. */
  SMTP_URL?: string;
  /** From address of lead emails; default leads@ the site's host. */
  SMTP_FROM?: string;
  /** Test-only (local server): also write sign-in codes to localCodesFile(). */
  FORECOURT_LOCAL_CODES?: string;
}

/** An SMS sender for a plain HTTP gateway: POST JSON {to, message}, bearer token, 10 s timeout. */
export function httpSmsSender(url: string, token: string | undefined): SmsSender {
  return async (to, message) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ to, message }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
  };
}

/** Dependencies for a site from the environment; a missing secret is fatal only with PostgreSQL. */
export async function depsFromEnv(
  settings: ApiSiteSettings,
  cars: readonly ApiCar[],
  env: ApiEnv = process.env,
  log: (line: string) => void = console.log,
): Promise<AppDeps> {
  let secret = env.FORECOURT_SECRET;
  if (!secret) {
    if (env.DATABASE_URL)
      throw new Error(
        'FORECOURT_SECRET must be set when DATABASE_URL is: it keys the hashes of sign-in codes and sessions.',
      );
    // Locally a per-process secret is enough: sessions end when the server restarts.
    secret = randomBytes(32).toString('hex');
    log('[forecourt] FORECOURT_SECRET is not set; using a random one (sign-ins end when the server restarts).');
  }
  const storage = await openStorage({
    site: settings.site,
    databaseUrl: env.DATABASE_URL,
    sqliteFile: siteSqliteFile(settings.site, env.FORECOURT_DATA_DIR),
  });
  const mailer = mailerFromEnv(env, defaultFromAddress(settings.siteName ?? settings.site, settings.publicUrl));
  return {
    settings,
    storage,
    secret,
    log,
    ...carLookups(cars),
    ...(env.FORECOURT_ADMIN_TOKEN ? { adminToken: env.FORECOURT_ADMIN_TOKEN } : {}),
    ...(env.SMS_PROVIDER_URL ? { smsSender: httpSmsSender(env.SMS_PROVIDER_URL, env.SMS_PROVIDER_TOKEN) } : {}),
    ...(env.VALUATION_PROVIDER_URL
      ? { valuationProvider: httpValuationProvider(env.VALUATION_PROVIDER_URL, env.VALUATION_PROVIDER_TOKEN, { log }) }
      : {}),
    ...(env.STRIPE_WEBHOOK_SECRET ? { stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET } : {}),
    ...(mailer ? { mailer } : {}),
    // The test provider only ever runs locally; production without a key says payments are unavailable.
    paymentProvider: env.STRIPE_SECRET_KEY
      ? stripeCheckout({ secretKey: env.STRIPE_SECRET_KEY })
      : env.DATABASE_URL
        ? unconfiguredPaymentProvider()
        : testPaymentProvider(),
  };
}

/** What `npm start` / `npm run serve` need to serve one built site with its API. */
export interface StartSiteOptions {
  settings: ApiSiteSettings;
  cars: readonly ApiCar[];
  staticDir: string;
  port: number;
  env?: ApiEnv;
  log?: (line: string) => void;
  /** Local tools under /_dev/ (see LocalServerOptions.devFetch). */
  devFetch?: (request: Request) => Response | Promise<Response>;
  /** See LocalServerOptions.files. */
  files?: (request: Request) => Promise<Response>;
}

/** Opens the storage from the environment and starts the local server; close() also closes the storage. */
export async function startLocalSite(options: StartSiteOptions): Promise<LocalServer> {
  const env = options.env ?? process.env;
  const baseLog = options.log ?? console.log;
  const testCodes = localCodesEnabled(env);
  const log = testCodes ? logWithCodeFile(localCodesFile(options.settings.site, options.port), baseLog) : baseLog;
  const deps = await depsFromEnv(options.settings, options.cars, env, log);
  if (testCodes) deps.rateLimits = { ...deps.rateLimits, ...LOCAL_TEST_RATE_LIMITS };
  const server = await createLocalServer({
    deps,
    staticDir: options.staticDir,
    port: options.port,
    ...(options.devFetch ? { devFetch: options.devFetch } : {}),
    ...(options.files ? { files: options.files } : {}),
  });
  return {
    ...server,
    async close() {
      await server.close();
      deps.mailer?.close();
      await deps.storage.close();
    },
  };
}
