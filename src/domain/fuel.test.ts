import { describe, expect, it } from 'vitest';
import { electrifiedFuel, isFullyElectric } from './fuel';

describe('electrifiedFuel', () => {
  it.each([
    [{ simple_fuel: 'Electric' }, 'electric'],
    [{ fuel: 'Electric' }, 'electric'],
    [{ simple_fuel: 'Hybrid', fuel: 'Petrol - Electric Hybrid' }, 'hybrid'],
    [{ fuel: 'Petrol - Electric' }, 'hybrid'],
    [{ simple_fuel: 'Plug-in Hybrid' }, 'plug-in hybrid'],
    [{ fuel: 'Plug In Hybrid' }, 'plug-in hybrid'],
    [{ fuel: 'PHEV' }, 'plug-in hybrid'],
    [{ simple_fuel: 'Diesel' }, undefined],
    [{ simple_fuel: 'Petrol', fuel: 'Unleaded Petrol' }, undefined],
    [{}, undefined],
  ])('%o → %s', (car, expected) => {
    expect(electrifiedFuel(car)).toBe(expected);
  });

  it.each([
    [{ simple_fuel: 'Electric' }, true],
    [{ simple_fuel: 'Hybrid' }, false],
    [{ simple_fuel: 'Diesel' }, false],
  ])('isFullyElectric %o → %s', (car, expected) => {
    expect(isFullyElectric(car)).toBe(expected);
  });
});
