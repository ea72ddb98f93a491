import { describe, expect, it } from 'vitest';
import { makeCar } from '../../domain/car.fixture';
import { reserveDepositLabel } from './reserve-deposit';

describe('reserveDepositLabel', () => {
  it.each([
    ['the default', [], '$200 to reserve', '$200 to reserve'],
    ["the car's processor deposit", [{ deposit: 500 }], '$200 to reserve', '$500 to reserve'],
    ['a processor deposit of 0 hides it', [{ deposit: 0 }], '$200 to reserve', undefined],
    ['an empty site text hides it', [], '  ', undefined],
    ['a $0 site text hides it', [], '$0 to reserve', undefined],
  ])('%s', (_name, processors, siteText, expected) => {
    expect(reserveDepositLabel(makeCar({ payment_processors: processors as never }), siteText)).toBe(expected);
  });
});
