import { describe, expect, it } from 'vitest';
import { makeCar } from '../../domain/car.fixture';
import { offerAvailability, vehicleJsonLd } from './vehicle-json-ld';

const ctx = {
  url: 'https://d.test/cars/x',
  images: ['https://d.test/a.jpg'],
  dealerName: 'Demo Motors',
  dealerUrl: 'https://d.test/',
};

describe('Car JSON-LD', () => {
  it.each([
    [{ status: 'in_stock' as const }, 'https://schema.org/InStock'],
    [{ status: 'coming_soon' as const }, 'https://schema.org/PreOrder'],
    [{ status: 'in_stock' as const, preorder: true }, 'https://schema.org/PreOrder'],
    [{ status: 'sold' as const }, 'https://schema.org/SoldOut'],
    [{ status: 'unavailable' as const }, 'https://schema.org/SoldOut'],
  ])('%o is %s', (fields, expected) => {
    expect(offerAvailability(makeCar(fields))).toBe(expected);
  });

  it('carries the offer in AUD with the dealer as AutoDealer seller', () => {
    const ld = vehicleJsonLd(
      makeCar({
        km: 1200,
        vin: 'V1',
        location: { id: '1', name: 'Brisbane', address: { city: 'Brisbane', state: 'QLD' } },
      }),
      ctx,
    );
    expect(ld).toEqual(
      expect.objectContaining({
        '@type': 'Car',
        name: '2021 Toyota Hilux',
        vehicleIdentificationNumber: 'V1',
        image: ctx.images,
      }),
    );
    expect(ld.offers).toEqual(
      expect.objectContaining({
        '@type': 'Offer',
        price: 45990,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
      }),
    );
    expect((ld.offers as { seller: Record<string, unknown> }).seller).toEqual(
      expect.objectContaining({ '@type': 'AutoDealer', name: 'Demo Motors Brisbane' }),
    );
  });

  it('leaves the price out when the page shows none (10 or less)', () => {
    const ld = vehicleJsonLd(makeCar({ price: 10 }), ctx);
    expect(ld.offers).not.toHaveProperty('price');
  });
});
