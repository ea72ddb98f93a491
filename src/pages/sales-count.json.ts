/** /sales-count.json: the month's sales count the vehicle page shows (sales-count-file.ts). */
import type { APIRoute } from 'astro';
import { salesCountFile } from '../features/sales-counter/sales-count-file';
import { salesCounterView } from '../features/sales-counter/sales-counter-view';
import { getSite } from '../site/site.server';

export const GET: APIRoute = () => {
  const { config, cars, clock } = getSite();
  const options = config.features.salesCounter;
  const file = salesCountFile(options ? salesCounterView(options.source, cars, clock) : undefined);
  return new Response(JSON.stringify(file), { headers: { 'Content-Type': 'application/json' } });
};
