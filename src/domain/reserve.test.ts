import { describe, expect, it } from 'vitest';
import { DEFAULT_RESERVE_DEPOSIT_TEXT, depositAmountInText, reserveDeposit } from './reserve';

const site = { depositText: DEFAULT_RESERVE_DEPOSIT_TEXT };

describe('reserveDeposit: one rule for the text, the reserve page and the charge (spec 01 §9, spec 02 §5, §9)', () => {
  it.each([
    [
      'the spec default: $200 to reserve',
      [],
      site,
      { amount: 200, amountCents: 20000, amountText: '$200', label: '$200 to reserve' },
    ],
    [
      "the site's own text and amount",
      [],
      { depositText: '$1,000 to reserve' },
      { amount: 1000, amountCents: 100000, amountText: '$1,000', label: '$1,000 to reserve' },
    ],
    [
      "the car's processor deposit wins over the site's",
      [{ name: 'Stripe', deposit: 500 }],
      { depositText: '$1,000 to reserve' },
      { amount: 500, amountCents: 50000, amountText: '$500', label: '$500 to reserve' },
    ],
    [
      'the first processor that states a deposit',
      [{ name: 'a' }, { name: 'b', deposit: 300 }],
      site,
      { amount: 300, amountCents: 30000, amountText: '$300', label: '$300 to reserve' },
    ],
    [
      'a processor deposit in cents',
      [{ deposit: 249.5 }],
      site,
      { amount: 249.5, amountCents: 24950, amountText: '$249.50', label: '$249.50 to reserve' },
    ],
    ['a processor deposit of 0 hides it, whatever the site says', [{ deposit: 0 }], site, undefined],
    ['a processor deposit that rounds to $0 hides it', [{ deposit: 0.4 }], site, undefined],
    ['an empty site text hides it', [], { depositText: '  ' }, undefined],
    ['a $0 site text hides it', [], { depositText: '$0 to reserve' }, undefined],
    ['a bare 0 hides it', [], { depositText: '0' }, undefined],
    ['a site text with no amount charges nothing', [], { depositText: 'Small refundable deposit' }, undefined],
    [
      'the site text is shown as written',
      [],
      { depositText: ' Only $50 holds it ' },
      { amount: 50, amountCents: 5000, amountText: '$50', label: 'Only $50 holds it' },
    ],
  ])('%s', (_name, payment_processors, siteSettings, expected) => {
    expect(reserveDeposit({ payment_processors }, siteSettings)).toEqual(expected);
  });
});

describe('depositAmountInText', () => {
  it.each([
    ['$200 to reserve', 200],
    ['$1,000 to reserve', 1000],
    ['$ 75', 75],
    ['$0.50 hold', 0.5],
    ['$0', 0],
    ['0', 0],
    ['Reserve now', undefined],
    ['', undefined],
  ])('%s → %s', (text, amount) => {
    expect(depositAmountInText(text)).toBe(amount);
  });
});
