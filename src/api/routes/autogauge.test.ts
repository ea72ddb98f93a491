import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showAutogauge } from '../../features/vehicle/autogauge';
import { openStorage } from '../storage/open-storage';
import type { Storage } from '../storage/types';
import { MESSAGES } from '../../contracts/messages';
import { AutogaugeAnswerSchema } from '../../contracts/autogauge';
import { harness, TEST_CARS, type Harness } from '../testing/harness';
import { carLookups } from '../deps';
import * as v from 'valibot';

describe('GET /cars/{slug}/autogauge', () => {
  let storage: Storage;
  let h: Harness;
  beforeEach(async () => {
    storage = await openStorage({ site: 'ag', sqliteFile: ':memory:' });
    h = harness(storage, 'ag');
  });
  afterEach(() => storage.close());

  it('answers the market range of comparable stock, which the vehicle page shows', async () => {
    // car-1 (2021, 41,000 km, $32,990) against car-4 ($30,990), car-5 (sold, $35,990), car-6 ($33,990), car-7 ($36,990).
    const res = await h.call('GET', '/cars/2021-mazda-cx-5/autogauge');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(v.is(AutogaugeAnswerSchema, res.body)).toBe(true);
    expect(res.body).toEqual({
      fill: 0.33,
      listing_price: 32990,
      market_range_min: 30990,
      market_range_max: 36990,
      confidence: 0.37,
      description: 'Priced within the market range of 4 comparable cars.',
    });
    expect(showAutogauge(res.body)).toBe(true);
  });

  it('answers no range and confidence 0 for a car without comparables, which the page hides', async () => {
    const res = await h.call('GET', '/cars/2019-ford-ranger/autogauge');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      fill: null,
      listing_price: 41990,
      market_range_min: null,
      market_range_max: null,
      confidence: 0,
      description: 'There are not enough comparable cars to check this price.',
    });
    expect(showAutogauge(res.body)).toBe(false);
  });

  it('calls the comparables what the car is: a caravan is checked against comparable caravans (issue 21 point 10)', async () => {
    const vans = harness(storage, 'ag', {
      ...carLookups(TEST_CARS.map((car) => (car.model === 'CX-5' ? { ...car, item_type: 'caravan' } : car))),
    });
    expect((await vans.call('GET', '/cars/2021-mazda-cx-5/autogauge')).body.description).toBe(
      'Priced within the market range of 4 comparable caravans.',
    );
  });

  it("words the description with the site's labels", async () => {
    const worded = harness(
      storage,
      'ag',
      {},
      { labels: { 'vehiclePage.autogauge.within': 'Fair price: {count} similar cars.' } },
    );
    expect((await worded.call('GET', '/cars/2021-mazda-cx-5/autogauge')).body.description).toBe(
      'Fair price: 4 similar cars.',
    );
  });

  it('answers 404 for an unknown car', async () => {
    const res = await h.call('GET', '/cars/no-such-car/autogauge');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { message: MESSAGES.carNotFound } });
  });

  it('answers 404 when the server has no cars at all', async () => {
    const bare = harness(storage, 'ag', { carBySlug: undefined, carLookup: undefined, cars: undefined });
    expect((await bare.call('GET', '/cars/2021-mazda-cx-5/autogauge')).status).toBe(404);
  });
});
