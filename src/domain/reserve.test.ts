import { describe, expect, it } from 'vitest';
import { reserveDepositText } from './reserve';

describe('reserveDepositText', () => {
  it.each([
    ['site default', [], {}, '$200 to reserve'],
    ['configured default', [], { defaultDeposit: 500 }, '$500 to reserve'],
    ['processor overrides', [{ name: 'stripe', deposit: 1000 }], { defaultDeposit: 500 }, '$1,000 to reserve'],
    ['first processor with a deposit', [{ name: 'a' }, { name: 'b', deposit: 300 }], {}, '$300 to reserve'],
    ['processor $0 hides', [{ deposit: 0 }], {}, undefined],
    ['default $0 hides', [], { defaultDeposit: 0 }, undefined],
    ['rounds to $0 hides', [{ deposit: 0.4 }], {}, undefined],
  ])('%s', (_name, payment_processors, options, label) => {
    expect(reserveDepositText({ payment_processors }, options)?.label).toBe(label);
  });

  it('carries the 48-hour hold', () => {
    expect(reserveDepositText({ payment_processors: [] })).toEqual({
      amount: 200,
      label: '$200 to reserve',
      holdHours: 48,
    });
  });
});
