import { describe, expect, it } from 'vitest';
import { makeCar } from '../../domain/car.fixture';
import { alertMessages, matchesSearch, type AlertSearch } from './alert-diff';

const URL = 'https://dealer.example';
const hilux = makeCar({ id: 'c1', slug: 'hilux', name: '2021 Toyota Hilux', price: 45990 });
const corolla = makeCar({ id: 'c2', slug: 'corolla', name: '2020 Toyota Corolla', model: 'Corolla', price: 24990 });
const ranger = makeCar({ id: 'c3', slug: 'ranger', name: '2019 Ford Ranger', make: 'Ford', model: 'Ranger', price: 38990 });
const toyotas: AlertSearch = { id: 's1', phone: '+61412345678', name: 'Toyota under $40k', filters: { make: ['Toyota'], price: ':40000' } };
const watches = [{ phone: '+61498765432', carId: 'c1' }];

describe('matchesSearch', () => {
  it.each([
    ['list value, any case', { make: ['toyota'] }, hilux, true],
    ['list value missing', { make: ['Ford'] }, hilux, false],
    ['range upper bound', { price: ':40000' }, corolla, true],
    ['range upper bound exceeded', { price: ':40000' }, hilux, false],
    ['range lower bound', { price: '40000:' }, hilux, true],
    ['query words all in the name', { query: 'toyota hilux' }, hilux, true],
    ['query word missing', { query: 'hilux sr5' }, hilux, false],
    ['unknown field never matches', { colourCode: ['red'] }, hilux, false],
  ])('%s', (_name, filters, car, expected) => {
    expect(matchesSearch(car, filters as AlertSearch['filters'])).toBe(expected);
  });
});

describe('alertMessages', () => {
  it('tells a saved search of a new match, once per car', () => {
    const out = alertMessages([hilux], [hilux, corolla, ranger], [toyotas], [], URL);
    expect(out).toEqual([
      {
        id: 'new-match:s1:c2',
        kind: 'new-match',
        phone: '+61412345678',
        searchId: 's1',
        carId: 'c2',
        body: 'New match for your search "Toyota under $40k": 2020 Toyota Corolla https://dealer.example/cars/corolla',
      },
    ]);
  });

  it('counts a car back in stock as a new match', () => {
    const out = alertMessages([{ ...corolla, status: 'sold' }], [corolla], [toyotas], [], URL);
    expect(out.map((m) => m.id)).toEqual(['new-match:s1:c2']);
  });

  it('tells a watcher of a price drop with both prices', () => {
    const out = alertMessages([hilux], [{ ...hilux, price: 42990 }], [], watches, URL);
    expect(out).toEqual([
      {
        id: 'price-drop:+61498765432:c1:42990',
        kind: 'price-drop',
        phone: '+61498765432',
        carId: 'c1',
        body: 'Price drop: 2021 Toyota Hilux is now $42,990 (was $45,990). https://dealer.example/cars/hilux',
      },
    ]);
  });

  it('says nothing of a price rise or a price no longer shown', () => {
    expect(alertMessages([hilux], [{ ...hilux, price: 47990 }], [], watches, URL)).toEqual([]);
    expect(alertMessages([hilux], [{ ...hilux, price: 0 }], [], watches, URL)).toEqual([]);
  });

  it('tells a watcher the car sold, or left the feed', () => {
    expect(alertMessages([hilux], [{ ...hilux, status: 'sold' }], [], watches, URL).map((m) => [m.kind, m.body])).toEqual([
      ['sold', '2021 Toyota Hilux from your watchlist has sold.'],
    ]);
    expect(alertMessages([hilux], [], [], watches, URL).map((m) => m.id)).toEqual(['sold:+61498765432:c1']);
  });

  it('does not repeat a sold message for a car already sold', () => {
    expect(alertMessages([{ ...hilux, status: 'sold' }], [{ ...hilux, status: 'sold' }], [], watches, URL)).toEqual([]);
  });

  it('produces nothing when the same feed is built twice', () => {
    const feed = [hilux, corolla, ranger];
    expect(alertMessages(feed, feed, [toyotas], watches, URL)).toEqual([]);
  });

  it('gives the same id to the same event, so a re-run queues nothing new', () => {
    const a = alertMessages([hilux], [{ ...hilux, price: 42990 }, corolla], [toyotas], watches, URL);
    const b = alertMessages([hilux], [{ ...hilux, price: 42990 }, corolla], [toyotas], watches, URL);
    expect(b.map((m) => m.id)).toEqual(a.map((m) => m.id));
    expect(new Set(a.map((m) => m.id)).size).toBe(a.length);
  });
});
