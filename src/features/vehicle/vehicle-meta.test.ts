import { describe, expect, it } from 'vitest';
import { makeCar } from '../../domain/car.fixture';
import { optionsWith, t } from './testing';
import { vehicleMeta } from './vehicle-meta';

const price = optionsWith().price;
const hilux = makeCar({ badge: 'SR5', price: 45990, km: 61234 });

describe('vehicle page meta (issue 21: sold cars)', () => {
  it('offers an available car for sale, indexed', () => {
    const meta = vehicleMeta(hilux, t, 'Harbour Toyota', price, true);
    expect(meta.title).toBe('2021 Toyota Hilux SR5');
    expect(meta.description).toContain('for sale at Harbour Toyota');
    expect(meta.noindex).toBe(false);
  });

  it.each([
    ['within the sold window (still in search)', true, false],
    ['past the sold window (gone from search)', false, true],
  ])('says a sold car is sold, never "for sale", %s', (_, inSearch, noindex) => {
    const meta = vehicleMeta({ ...hilux, status: 'sold' }, t, 'Harbour Toyota', price, inSearch);
    expect(meta.title).toBe('Sold: 2021 Toyota Hilux SR5');
    expect(meta.heading).toBe('2021 Toyota Hilux SR5');
    expect(`${meta.title} ${meta.description}`).not.toMatch(/for sale/i);
    expect(meta.description).toBe(
      'Used 2021 Toyota Hilux SR5, sold by Harbour Toyota. 61,234 km. See similar cars in stock now.',
    );
    expect(meta.noindex).toBe(noindex);
  });

  it('points a sold motorcycle to similar motorcycles (issue 21 point 10)', () => {
    const bike = makeCar({ make: 'Honda', model: 'CB500X', badge: '', item_type: 'motorcycle', km: 8000 });
    const meta = vehicleMeta({ ...bike, status: 'sold' }, t, 'Outback', price, false);
    expect(meta.description).toMatch(/See similar motorcycles in stock now\.$/);
  });

  it('treats a car with no usable status as sold', () => {
    const meta = vehicleMeta({ ...hilux, status: undefined as never }, t, 'Harbour Toyota', price, false);
    expect(meta.title).toBe('Sold: 2021 Toyota Hilux SR5');
    expect(meta.noindex).toBe(true);
  });
});
