import { describe, expect, it } from 'vitest';
import { makeCar } from '../car.fixture';
import { financeLinkFor } from './link';

describe('per-car finance link (spec 02 §2)', () => {
  it('carries dealership, price, id, type and vin and ends at #finance-form', () => {
    const car = makeCar({ id: '42', dealership_slug: 'city-motors', price: 45990, car_type: 'used', vin: 'JTMABC123' });
    expect(financeLinkFor('/finance', car)).toBe(
      '/finance?preferredDealership=city-motors&vehiclePriceBudget=45990&car_id=42&car_type=used&vin=JTMABC123#finance-form',
    );
  });

  it.each([
    ['/finance-enquiry', {}, '/finance-enquiry?vehiclePriceBudget=45990&car_id=1&car_type=used#finance-form'],
    ['/apply-for-finance', { price: undefined, vin: '' }, '/apply-for-finance?car_id=1&car_type=used#finance-form'],
    ['/finance', { dealership_slug: 'a b&c' }, '/finance?preferredDealership=a+b%26c&vehiclePriceBudget=45990&car_id=1&car_type=used#finance-form'],
  ])('%s with %j', (base, changes, href) => {
    expect(financeLinkFor(base, makeCar(changes))).toBe(href);
  });
});
