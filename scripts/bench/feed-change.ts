/**
 * A day's feed change at a given share of the stock, deterministically, for the incremental build rows
 * (issue 22: "a 1% feed change: 200 price changes, 20 sold, 20 new cars" on 20,000 cars). `share` of the
 * cars change price; a tenth of that share are sold (this morning) and as many new cars arrive, each a
 * copy of a car still for sale with a new id, slug, stock number and VIN (scale-feed.ts `cloneRow`).
 */
import { cloneRow } from './scale-feed';

type Row = Record<string, unknown>;

/** What changeFeed changed, by car id. */
export interface FeedChange {
  priced: string[];
  sold: string[];
  added: string[];
}

const forSale = (row: Row) => row.status !== 'sold' && row.show_on_dealer_website !== false;

/** The feed after a change of `share` (0 < share ≤ 1) of its cars at `now`; the input is left as it was. */
export function changeFeed(rows: readonly Row[], share: number, now: Date): { rows: Row[]; change: FeedChange } {
  if (!(share > 0 && share <= 1))
    throw new Error(`the share of cars to change must be above 0 and at most 1; found ${share}`);
  const out = rows.map((row) => ({ ...row }));
  const candidates = out.filter(forSale);
  const pricedCount = Math.max(1, Math.round(rows.length * share));
  const movedCount = Math.max(1, Math.round(rows.length * share * 0.1));
  if (candidates.length < pricedCount + movedCount)
    throw new Error(
      `a ${share * 100}% change needs ${pricedCount + movedCount} cars for sale; the feed has ${candidates.length}`,
    );
  // Spread over the stock (every k-th car for sale), not its first rows: the feed is ordered by make.
  const step = candidates.length / (pricedCount + movedCount);
  const picked = Array.from({ length: pricedCount + movedCount }, (_, i) => candidates[Math.floor(i * step)]!);
  const change: FeedChange = { priced: [], sold: [], added: [] };
  for (const row of picked.slice(0, pricedCount)) {
    const price = Number(row.price);
    if (Number.isFinite(price) && price > 1000) row.price = Math.round(price * 0.97);
    else row.price = 19_990;
    change.priced.push(String(row.id));
  }
  const idStep = 10 ** String(Math.max(...rows.map((r) => Number(r.id)))).length;
  for (const row of picked.slice(pricedCount)) {
    out.push(cloneRow({ ...row, created_at: now.toISOString(), updated_at: now.toISOString() }, 1, idStep));
    change.added.push(String(out.at(-1)!.id));
    Object.assign(row, { status: 'sold', sold_at: now.toISOString(), updated_at: now.toISOString() });
    change.sold.push(String(row.id));
  }
  return { rows: out, change };
}
