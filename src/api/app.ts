/**
 * The lead API: one Hono app for the local server, the Netlify Function and tests
 * (`app.request`). Routes live under /api/* plus GET /cars/{slug}/view.json and /cars/{slug}/autogauge.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from './deps';
import { errorBody, handleError } from './http/errors';
import { refuseForeignOrigins, siteCors } from './middleware/origin';
import { adminRoutes } from './routes/admin';
import { alertRoutes } from './routes/alerts';
import { authRoutes } from './routes/auth';
import { autogaugeRoutes } from './routes/autogauge';
import { availabilityRoutes } from './routes/availability';
import { deliveryRoutes } from './routes/delivery';
import { financeQuoteRoutes } from './routes/finance-quote';
import { leadRoutes } from './routes/leads';
import { miscRoutes } from './routes/misc';
import { paymentRoutes } from './routes/payments';
import { reservationRoutes } from './routes/reservations';
import { savedSearchRoutes } from './routes/saved-searches';
import { valuationRoutes } from './routes/valuation';
import { viewRoutes } from './routes/views';
import { watchlistRoutes } from './routes/watchlist';
import { MESSAGES } from '../contracts/messages';

/** Largest request body accepted: 64 KB (a lead is a few KB). */
export const MAX_BODY_BYTES = 64 * 1024;

/** Options only the servers need. */
export interface AppHooks {
  /** Called after a new lead is committed (the local server forwards it straight away). */
  onLeadStored?: (leadId: string) => void;
}

/** Builds the app over its dependencies. */
export function createApp(deps: AppDeps, hooks: AppHooks = {}): Hono {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? console.log;
  const app = new Hono();
  app.onError(handleError(log));
  app.notFound((c) => c.json(errorBody(MESSAGES.notFound), 404));

  const api = new Hono();
  api.use('*', siteCors(deps.settings.allowedOrigins));
  api.use('*', refuseForeignOrigins(deps.settings.allowedOrigins));
  api.use('*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json(errorBody(MESSAGES.tooLarge), 413) }));
  api.use('*', async (c, next) => {
    await next();
    // Answers carry personal data or live counts: never cached by a CDN or the browser.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  api.route('/leads', leadRoutes(deps, now, hooks.onLeadStored ?? (() => undefined)));
  api.route('/auth', authRoutes(deps, now, log));
  api.route('/watchlist', watchlistRoutes(deps, now));
  api.route('/youx', financeQuoteRoutes(deps));
  api.route('/valuation', valuationRoutes(deps));
  api.route('/miscellaneous', miscRoutes(deps, now));
  api.route('/test-drive', availabilityRoutes(deps, now));
  api.route('/delivery', deliveryRoutes(deps));
  api.route('/reservations', reservationRoutes(deps, now, hooks.onLeadStored));
  api.route('/payments', paymentRoutes(deps, now, hooks.onLeadStored));
  api.route('/saved-searches', savedSearchRoutes(deps, now));
  api.route('/alerts', alertRoutes(deps, now));
  if (deps.adminToken) api.route('/admin', adminRoutes({ ...deps, adminToken: deps.adminToken }));

  app.route('/api', api);
  app.route('/cars', viewRoutes(deps, now));
  app.route('/cars', autogaugeRoutes(deps));
  return app;
}
