import { describe, expect, it } from 'vitest';
import { fuelCost, showFuelCalculator } from './calculators';

describe('fuelCost', () => {
  it.each([
    [
      'defaults: 250 km at 10 L/100km and $1.70',
      {},
      {},
      { weekly: 42.5, yearly: 2210, litresPer100km: 10, assumedConsumption: true },
    ],
    [
      'the car consumption',
      { fuelconsumptioncombined: 7.9 },
      {},
      { weekly: 33.58, yearly: 1745.9, litresPer100km: 7.9, assumedConsumption: false },
    ],
    [
      'shopper inputs',
      { fuelconsumptioncombined: 8 },
      { pricePerLitre: 2, kmPerWeek: 500 },
      { weekly: 80, yearly: 4160, litresPer100km: 8, assumedConsumption: false },
    ],
    [
      '0 consumption counts as unknown',
      { fuelconsumptioncombined: 0 },
      {},
      { weekly: 42.5, yearly: 2210, litresPer100km: 10, assumedConsumption: true },
    ],
    [
      'hybrid still costs fuel',
      { simple_fuel: 'Hybrid', fuelconsumptioncombined: 4 },
      {},
      { weekly: 17, yearly: 884, litresPer100km: 4, assumedConsumption: false },
    ],
  ])('%s', (_name, car, inputs, expected) => {
    expect(fuelCost(car, inputs)).toEqual(expected);
  });

  it('is hidden for electric cars', () => {
    expect(fuelCost({ simple_fuel: 'Electric' })).toBeUndefined();
    expect(showFuelCalculator({ simple_fuel: 'Electric' })).toBe(false);
    expect(showFuelCalculator({ simple_fuel: 'Diesel' })).toBe(true);
  });
});
