import { describe, expect, it } from 'vitest';
import { makeCar } from '../../domain/car.fixture';
import { FEATURED_COUNT, featuredCars } from './featured';

const photo = '/media/photo.webp';
const car = (id: string, changes: Parameters<typeof makeCar>[0] = {}) =>
  makeCar({ id, primary_image_url: photo, created_at: '2026-11-01T00:00:00Z', ...changes });

describe('featured cars on the home page', () => {
  it('shows only available cars with a photo that are on the website and not reserved', () => {
    const cars = [
      car('in-stock'),
      car('coming-soon', { status: 'coming_soon', model: 'Prado' }),
      car('sold', { status: 'sold', model: 'RAV4' }),
      car('no-photo', { primary_image_url: undefined, model: 'Yaris' }),
      car('hidden', { show_on_dealer_website: false, model: 'Camry' }),
      car('reserved', { reserved: true, model: 'Corolla' }),
    ];
    expect(featuredCars(cars).map((c) => c.id)).toEqual(['in-stock', 'coming-soon']);
  });

  it('orders by dealer rank, then newest', () => {
    const cars = [
      car('old', { model: 'A', created_at: '2026-01-01T00:00:00Z' }),
      car('ranked', { model: 'B', custom_rank: 5, created_at: '2025-01-01T00:00:00Z' }),
      car('new', { model: 'C', created_at: '2026-11-10T00:00:00Z' }),
    ];
    expect(featuredCars(cars).map((c) => c.id)).toEqual(['ranked', 'new', 'old']);
  });

  it('shows one of each make and model before any second one, and fills up with the rest', () => {
    const cars = [
      car('ktm-1', { make: 'KTM', model: '390 Adventure', custom_rank: 9 }),
      car('ktm-2', { make: 'KTM', model: '390 adventure', custom_rank: 8 }),
      car('ktm-3', { make: 'KTM', model: '390 Adventure', custom_rank: 7 }),
      car('jayco', { make: 'Jayco', model: 'Journey', custom_rank: 1 }),
      car('honda', { make: 'Honda', model: 'Rebel 500' }),
    ];
    expect(featuredCars(cars, 4).map((c) => c.id)).toEqual(['ktm-1', 'jayco', 'honda', 'ktm-2']);
  });

  it(`shows at most ${FEATURED_COUNT} and leaves the stock list as it was`, () => {
    const cars = Array.from({ length: 12 }, (_, i) => car(String(i), { model: `M${i}`, custom_rank: i }));
    const before = cars.map((c) => c.id);
    expect(featuredCars(cars)).toHaveLength(FEATURED_COUNT);
    expect(cars.map((c) => c.id)).toEqual(before);
  });
});
