/**
 * Production forwarding: a Netlify scheduled function that runs the outbox worker every
 * minute, so a lead stored by the API function reaches the dealer's CRM even if no one calls again.
 */
import { readApiBundle } from '../../src/api/bundle';
import { processOutbox } from '../../src/api/forward/outbox';
import { depsFromEnv } from '../../src/api/runtime';

const BUNDLE = process.env.FORECOURT_API_BUNDLE ?? new URL('./api-site.json', import.meta.url);

/** Runs passes until nothing is due (bounded), then closes the pool. */
export default async () => {
  const bundle = readApiBundle(BUNDLE);
  const deps = await depsFromEnv(bundle.settings, bundle.cars);
  try {
    let total = 0;
    for (let pass = 0; pass < 10; pass++) {
      const run = await processOutbox(deps);
      total += run.delivered + run.retrying + run.gaveUp;
      if (run.delivered + run.retrying + run.gaveUp === 0) break;
    }
    return new Response(JSON.stringify({ processed: total }), { headers: { 'Content-Type': 'application/json' } });
  } finally {
    await deps.storage.close();
  }
};

/** Every minute (Netlify's shortest schedule). */
export const config = { schedule: '* * * * *' };
