import { describe, expect, it } from 'vitest';
import { makeCar } from '../../domain/car.fixture';
import type { Car } from '../../domain/car';
import { toSearchDocument } from '../../search/document';
import { alertMessages, arrivals, type AlertContext, type AlertSearch } from './alert-diff';
import { searchMatcher } from '../../search/search-match';

const URL = 'https://dealer.example';
/** The context run-alerts.ts gives: matches through the search documents of this build's arrivals. */
const context = (previous: Car[], next: Car[], alertsOff = new Set<string>()): AlertContext => {
  const matcher = searchMatcher(arrivals(previous, next).map((car) => toSearchDocument(car as Car)));
  return {
    siteUrl: URL,
    matches: (search) => matcher.matching(search.filters),
    stopLink: (phone, searchId) => `${URL}/pages/unsubscribe?token=${searchId ?? 'all'}-${phone.slice(-3)}`,
    alertsOff,
  };
};
const diff = (previous: Car[], next: Car[], searches: AlertSearch[], w: typeof watches, alertsOff?: Set<string>) =>
  alertMessages(previous, next, searches, w, context(previous, next, alertsOff));
const hilux = makeCar({ id: 'c1', slug: 'hilux', name: '2021 Toyota Hilux', price: 45990 });
const corolla = makeCar({
  id: 'c2',
  slug: 'corolla',
  name: '2020 Toyota Corolla',
  model: 'Corolla',
  price: 24990,
  simple_body: 'Hatch',
  simple_transmission: 'Automatic',
});
const ranger = makeCar({
  id: 'c3',
  slug: 'ranger',
  name: '2019 Ford Ranger',
  make: 'Ford',
  model: 'Ranger',
  price: 38990,
});
const toyotas: AlertSearch = {
  id: 's1',
  phone: '+61412345678',
  name: 'Toyota under $40k',
  filters: { make: ['Toyota'], price: ':40000' },
};
const watches = [{ phone: '+61498765432', carId: 'c1' }];

describe('alertMessages', () => {
  it('tells a saved search of a new match, once per car', () => {
    const out = diff([hilux], [hilux, corolla, ranger], [toyotas], []);
    expect(out).toEqual([
      {
        id: 'new-match:s1:c2',
        kind: 'new-match',
        phone: '+61412345678',
        searchId: 's1',
        carId: 'c2',
        body: 'New match for your search "Toyota under $40k": 2020 Toyota Corolla https://dealer.example/cars/corolla To stop these alerts: https://dealer.example/pages/unsubscribe?token=s1-678',
      },
    ]);
  });

  it('counts a car back in stock as a new match', () => {
    const out = diff([{ ...corolla, status: 'sold' }], [corolla], [toyotas], []);
    expect(out.map((m) => m.id)).toEqual(['new-match:s1:c2']);
  });

  it('tells a watcher of a price drop with both prices', () => {
    const out = diff([hilux], [{ ...hilux, price: 42990 }], [], watches);
    expect(out).toEqual([
      {
        id: 'price-drop:+61498765432:c1:42990',
        kind: 'price-drop',
        phone: '+61498765432',
        carId: 'c1',
        body: 'Price drop: 2021 Toyota Hilux is now $42,990 (was $45,990). https://dealer.example/cars/hilux To stop these alerts: https://dealer.example/pages/unsubscribe?token=all-432',
      },
    ]);
  });

  it('says nothing of a price rise or a price no longer shown', () => {
    expect(diff([hilux], [{ ...hilux, price: 47990 }], [], watches)).toEqual([]);
    expect(diff([hilux], [{ ...hilux, price: 0 }], [], watches)).toEqual([]);
  });

  it('tells a watcher the car sold, or left the feed', () => {
    expect(diff([hilux], [{ ...hilux, status: 'sold' }], [], watches).map((m) => [m.kind, m.body])).toEqual([
      [
        'sold',
        '2021 Toyota Hilux from your watchlist has sold. To stop these alerts: https://dealer.example/pages/unsubscribe?token=all-432',
      ],
    ]);
    expect(diff([hilux], [], [], watches).map((m) => m.id)).toEqual(['sold:+61498765432:c1']);
  });

  it('does not repeat a sold message for a car already sold', () => {
    expect(diff([{ ...hilux, status: 'sold' }], [{ ...hilux, status: 'sold' }], [], watches)).toEqual([]);
  });

  it('produces nothing when the same feed is built twice', () => {
    const feed = [hilux, corolla, ranger];
    expect(diff(feed, feed, [toyotas], watches)).toEqual([]);
  });

  it('gives the same id to the same event, so a re-run queues nothing new', () => {
    const a = diff([hilux], [{ ...hilux, price: 42990 }, corolla], [toyotas], watches);
    const b = diff([hilux], [{ ...hilux, price: 42990 }, corolla], [toyotas], watches);
    expect(b.map((m) => m.id)).toEqual(a.map((m) => m.id));
    expect(new Set(a.map((m) => m.id)).size).toBe(a.length);
  });

  it('matches a saved search through the search documents (body, transmission, price band)', () => {
    const hatch: AlertSearch = {
      id: 's2',
      phone: '+61412345678',
      name: 'Automatic hatch',
      filters: { body: ['Hatch'], transmission: ['Automatic'], price_range: ['$20,000 - $30,000'] },
    };
    expect(diff([], [hilux, corolla, ranger], [hatch], []).map((m) => m.id)).toEqual(['new-match:s2:c2']);
  });

  it('queues nothing for a phone that stopped every alert', () => {
    const off = new Set(['+61412345678', '+61498765432']);
    expect(diff([hilux], [{ ...hilux, status: 'sold' }, corolla], [toyotas], watches, off)).toEqual([]);
  });
});
