import { describe, expect, it } from 'vitest';
import { carFrom, warningsFrom } from './fixtures/rows';

describe('status, condition and engine size', () => {
  it.each([
    ['in_stock', 'in_stock'],
    ['In Stock', 'in_stock'],
    ['coming-soon', 'coming_soon'],
    ['COMING SOON', 'coming_soon'],
    ['SOLD', 'sold'],
    ['archived', 'unavailable'],
    ['null', 'unavailable'],
    [undefined, 'unavailable'],
  ])('status %j → %s', (status, expected) => {
    expect(carFrom({ status }).status).toBe(expected);
  });

  it('warns about an unknown status and lets a sold flag win', () => {
    expect(warningsFrom({ status: 'archived' })).toEqual([
      'status: expected in_stock, coming_soon or sold, found "archived" (treated as unavailable)',
    ]);
    expect(carFrom({ status: 'in_stock', sold: 'yes' }).status).toBe('sold');
    expect(carFrom({ status: 'in_stock', sold: 'no' }).status).toBe('in_stock');
  });

  it.each([
    ['New', 'new'],
    ['USED', 'used'],
    ['Demo', 'demo'],
    ['demonstrator', 'demo'],
    ['Pre-Owned', 'used'],
  ])('car_type %j → %s', (car_type, expected) => {
    expect(carFrom({ car_type }).car_type).toBe(expected);
  });

  it.each([
    [{ engine_size: 1998 }, 2],
    [{ engine_size: '1998cc' }, 2],
    [{ enginesize: '2.5L' }, 2.5],
    [{ engine_size_litres: '1.498' }, 1.5],
    [{ enginesize_litres: 3 }, 3],
    [{ engine_size: 2488 }, 2.5],
    [{ engine_size: 1332 }, 1.3],
    [{ variant: { engine_size: 4999 } }, 5],
    [{ engine_size_litres: 'null', engine_size: 1598 }, 1.6],
    [{ engine_size: 2.0, variant: { engine_size: 3000 } }, 2],
  ])('engine size %j → %s litres', (extra, litres) => {
    expect(carFrom(extra).engine_size_litres).toBe(litres);
  });

  it('drops an unusable engine size with a warning', () => {
    expect(carFrom({ engine_size: 'big' })).not.toHaveProperty('engine_size_litres');
    expect(warningsFrom({ engine_size: 0 })).toEqual([
      'engine_size: expected a size in litres or cc, found 0 (ignored)',
    ]);
  });
});
