import { describe, expect, it } from 'vitest';
import { normaliseFeed } from './normalise';
import { BASE_ROW, carFrom, TEST_NOW } from './fixtures/rows';

describe('place', () => {
  const location = {
    id: 7,
    name: 'Parramatta <b>Mazda</b>',
    slug: 'parramatta',
    phone: '+61 2 9999 0000',
    address: {
      id: 3,
      street: '1 Church St',
      city: 'Parramatta',
      state: 'NSW',
      postcode: 2150,
      place_url: 'https://maps.test/p',
    },
    distribution_locations: [8, { name: 'Penrith' }, 'null'],
  };

  it('copies location and dealership names, and city/state from the address', () => {
    const car = carFrom({ location, dealership: { id: 2, slug: 'west-mazda', name: 'West Mazda' } });
    expect(car).toMatchObject({
      location_id: '7',
      location_name: 'Parramatta Mazda',
      dealership_id: '2',
      dealership_slug: 'west-mazda',
      dealership_name: 'West Mazda',
      city: 'Parramatta',
      state: 'NSW',
      location: {
        id: '7',
        name: 'Parramatta Mazda',
        slug: 'parramatta',
        phone: '+61 2 9999 0000',
        address: {
          id: '3',
          street: '1 Church St',
          city: 'Parramatta',
          state: 'NSW',
          postcode: '2150',
          place_url: 'https://maps.test/p',
        },
        distribution_locations: ['8', 'Penrith'],
      },
    });
  });

  it('keeps flat fields over the nested objects', () => {
    const car = carFrom({
      location,
      city: 'Westmead',
      state: 'N/A',
      location_name: 'Yard 2',
      dealership_name: 'Group',
    });
    expect(car).toMatchObject({ city: 'Westmead', state: 'NSW', location_name: 'Yard 2', dealership_name: 'Group' });
    expect(car.location?.name).toBe('Parramatta Mazda');
  });

  it('drops a location without an id or name, keeping what it could', () => {
    const result = normaliseFeed([{ ...BASE_ROW, location: { address: { city: 'Hobart' } } }], { now: TEST_NOW });
    expect(result.cars[0]).not.toHaveProperty('location');
    expect(result.cars[0]?.city).toBe('Hobart');
    expect(result.warnings.map((w) => w.message)).toEqual(['location: expected an id and a name (ignored)']);
  });
});
