/**
 * A listing's life relative to "now": when it arrived, whether it sold and when, whether it is
 * coming soon or reserved. Dates stay meaningful whatever day the demo is generated on: a few
 * cars arrived in the last 8 days, a few sold 1–2 days ago, a few sold 5 or more days ago.
 */
import type { CarStatus, CarType } from '../../../src/domain/car';
import type { Rng } from '../prng';

const DAY = 86_400_000;

/** Status and dates of one listing. */
export interface Life {
  status: Exclude<CarStatus, 'unavailable'>;
  reserved: boolean;
  createdAt: string;
  updatedAt: string;
  soldAt?: string;
}

/** Picks a listing's status and dates; index-based slots guarantee every case appears. */
export function lifeOf(rng: Rng, carType: CarType, index: number, now: Date): Life {
  const t = now.getTime();
  const slot = index % 40;
  let status: Life['status'] = 'in_stock';
  let soldDaysAgo: number | undefined;
  if (slot === 2 || slot === 22) soldDaysAgo = 1 + rng.next();
  else if (slot === 9 || slot === 31) soldDaysAgo = 5 + rng.int(0, 30) + rng.next();
  else if (slot === 15) status = 'coming_soon';
  else if (rng.chance(carType === 'new' ? 0.05 : 0.02)) status = 'coming_soon';
  else if (rng.chance(0.03)) soldDaysAgo = 3.2 + rng.next() * 40;
  if (soldDaysAgo !== undefined) status = 'sold';
  const justArrived = slot === 4 || slot === 27 || (status === 'in_stock' && rng.chance(0.03));
  const createdDaysAgo = justArrived ? rng.next() * 7 : (soldDaysAgo ?? 0) + 9 + rng.int(0, 170);
  const createdAt = new Date(t - createdDaysAgo * DAY - rng.int(0, 3600) * 1000);
  const soldAt = soldDaysAgo !== undefined ? new Date(t - soldDaysAgo * DAY) : undefined;
  const touched = soldAt ?? new Date(Math.min(t, createdAt.getTime() + rng.int(0, 20) * DAY));
  return {
    status,
    reserved: status === 'in_stock' && (slot === 33 || rng.chance(0.015)),
    createdAt: createdAt.toISOString(),
    updatedAt: touched.toISOString(),
    soldAt: soldAt?.toISOString(),
  };
}

export { DAY };
