import { describe, expect, it } from 'vitest';
import { orderFacetItems, type FacetItem } from './facet-order';

const item = (value: string, count: number, isRefined = false): FacetItem => ({
  value,
  label: value,
  count,
  isRefined,
});

describe('orderFacetItems', () => {
  it('car type: new, demo, used', () => {
    const out = orderFacetItems([item('used', 50), item('new', 3), item('demo', 9)], { order: 'carType', limit: 50 });
    expect(out.map((i) => i.value)).toEqual(['new', 'demo', 'used']);
  });
  it('body: count descending then name descending, 4 shown', () => {
    const out = orderFacetItems(
      [item('Hatch', 5), item('SUV', 9), item('Ute', 5), item('Van', 1), item('Wagon', 2), item('Sedan', 5)],
      { order: 'body', limit: 4 },
    );
    expect(out.map((i) => i.value)).toEqual(['SUV', 'Ute', 'Sedan', 'Hatch']);
  });
  it('body: 20 with custom bodies', () => {
    const many = Array.from({ length: 25 }, (_, i) => item(`B${String(i).padStart(2, '0')}`, 1));
    expect(orderFacetItems(many, { order: 'body', limit: 20 })).toHaveLength(20);
  });
  it('body with custom bodies: only the offered types, count then name descending', () => {
    const facet = [
      item('Motorcycle', 198),
      item('SUV', 40),
      item('Medium Truck', 28),
      item('Cab Chassis', 12),
      item('Ute', 12),
      item('Van', 3),
    ];
    const out = orderFacetItems(facet, { order: 'body', limit: 20, offered: ['suv', 'ute', 'cabChassis', 'van'] });
    expect(out.map((i) => i.value)).toEqual(['SUV', 'Ute', 'Cab Chassis', 'Van']);
  });
  it('body with custom bodies keeps a ticked value that is not offered, so it can be unticked', () => {
    const out = orderFacetItems([item('SUV', 40), item('Motorcycle', 5, true)], {
      order: 'body',
      limit: 20,
      offered: ['suv'],
    });
    expect(out.map((i) => i.value)).toEqual(['SUV', 'Motorcycle']);
  });
  it('keeps a refined value that falls past the limit', () => {
    const out = orderFacetItems([item('SUV', 9), item('Ute', 8), item('Van', 1, true)], { order: 'body', limit: 2 });
    expect(out.map((i) => i.value)).toEqual(['SUV', 'Ute', 'Van']);
  });
  it('price ranges: Under first, then by lower bound', () => {
    const out = orderFacetItems(
      [item('$20,000 - $30,000', 1), item('$100,000+', 1), item('Under $10,000', 1), item('$10,000 - $15,000', 1)],
      { order: 'range', limit: 50 },
    );
    expect(out.map((i) => i.value)).toEqual(['Under $10,000', '$10,000 - $15,000', '$20,000 - $30,000', '$100,000+']);
  });
  it('certified false dropped on certified-only sites', () => {
    const list = [item('true', 4), item('false', 9)];
    expect(
      orderFacetItems(list, { order: 'count', limit: 50, field: 'certified', certifiedOnly: true }).map((i) => i.value),
    ).toEqual(['true']);
    expect(
      orderFacetItems(list, { order: 'count', limit: 50, field: 'certified', certifiedOnly: false }).map(
        (i) => i.value,
      ),
    ).toEqual(['false', 'true']);
  });
  it('city limit 20, dealership 40, names in order; years newest first', () => {
    const cities = Array.from({ length: 30 }, (_, i) => item(`City ${i + 1}`, 1));
    const out = orderFacetItems(cities, { order: 'name', limit: 20 });
    expect(out).toHaveLength(20);
    expect(out[1]?.value).toBe('City 2');
    expect(
      orderFacetItems([item('2019', 1), item('2024', 1), item('2021', 1)], { order: 'yearDesc', limit: 50 }).map(
        (i) => i.value,
      ),
    ).toEqual(['2024', '2021', '2019']);
  });
});
