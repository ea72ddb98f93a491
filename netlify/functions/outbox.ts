/**
 * Production forwarding: a Netlify scheduled function that runs the outbox worker every
 * minute, so a lead stored by the API function reaches the dealer's CRM even if no one calls again.
 */
import { readApiBundle } from '../../src/api/bundle';
import { processOutbox, type OutboxRun } from '../../src/api/forward/outbox';
import { depsFromEnv } from '../../src/api/runtime';

const BUNDLE = process.env.FORECOURT_API_BUNDLE ?? new URL('./api-site.json', import.meta.url);
/** Passes per run: 10 batches of 50 rows, far more than a dealer's leads in a minute. */
const MAX_PASSES = 10;
/**
 * Netlify stops a scheduled function after 30 s. No pass starts after 15 s, and a pass takes at
 * most one CRM timeout (10 s), so a run ends in time; rows a stopped run had claimed are retried anyway.
 */
const START_PASSES_WITHIN_MS = 15_000;

/** Runs passes until nothing is due (bounded), then closes the pool; answers what it did. */
export default async () => {
  const started = Date.now();
  const bundle = readApiBundle(BUNDLE);
  const deps = await depsFromEnv(bundle.settings, bundle.cars);
  const total: OutboxRun = { delivered: 0, retrying: 0, gaveUp: 0 };
  try {
    for (let pass = 0; pass < MAX_PASSES && Date.now() - started < START_PASSES_WITHIN_MS; pass++) {
      const run = await processOutbox(deps);
      total.delivered += run.delivered;
      total.retrying += run.retrying;
      total.gaveUp += run.gaveUp;
      if (run.delivered + run.retrying + run.gaveUp === 0) break;
    }
    return Response.json(total);
  } finally {
    await deps.storage.close();
  }
};

/** Every minute (Netlify's shortest schedule). */
export const config = { schedule: '* * * * *' };
