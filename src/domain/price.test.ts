import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceDisplay, priceTypeText, showMarketPriceBadge, wasPrice } from './price';

const options = { noPriceText: 'Enquire for Price' };

describe('priceDisplay', () => {
  it.each([
    [
      { price: 45990, preorder: false },
      { kind: 'price', amount: 45990, text: '$45,990' },
    ],
    [
      { price: 11, preorder: false },
      { kind: 'price', amount: 11, text: '$11' },
    ],
    [
      { price: 10, preorder: false },
      { kind: 'no-price', text: 'Enquire for Price' },
    ],
    [
      { price: 10, preorder: true },
      { kind: 'preorder', text: 'PREORDER' },
    ],
    [
      { price: 0, preorder: true },
      { kind: 'preorder', text: 'PREORDER' },
    ],
    [
      { price: undefined, preorder: false },
      { kind: 'no-price', text: 'Enquire for Price' },
    ],
    [
      { price: 45990, preorder: true },
      { kind: 'price', amount: 45990, text: '$45,990' },
    ],
  ])('%o → %o', (car, expected) => {
    expect(priceDisplay(car, options)).toEqual(expected);
  });

  it('works without options for a UI that words the states itself', () => {
    expect(priceDisplay({ price: 0, preorder: false })).toEqual({ kind: 'no-price', text: '' });
    expect(priceDisplay({ price: 0, preorder: true })).toEqual({ kind: 'preorder', text: 'PREORDER' });
  });

  it('uses the site wording for pre-orders when given', () => {
    expect(priceDisplay({ price: 0, preorder: true }, { ...options, preorderText: 'Pre-order now' })).toEqual({
      kind: 'preorder',
      text: 'Pre-order now',
    });
  });
});

describe('priceTypeText', () => {
  it.each([
    [{ price: 45990, price_type: 'Drive Away' }, false, 'Drive Away'],
    [{ price: 0, price_type: 'Drive Away' }, false, 'Drive Away'],
    [{ price: 0, price_type: 'Drive Away' }, true, undefined],
    [{ price: undefined, price_type: 'Drive Away' }, true, undefined],
    [{ price: 45990, price_type: 'Drive Away' }, true, 'Drive Away'],
    [{ price: 45990, price_type: '  ' }, false, undefined],
    [{ price: 45990, price_type: undefined }, false, undefined],
  ])('%o hideAtZero=%s → %s', (car, hidePriceTypeWhenZero, expected) => {
    expect(priceTypeText(car, { hidePriceTypeWhenZero })).toBe(expected);
  });
});

describe('wasPrice', () => {
  it.each([
    [{ price: 45990, before_price: 49990 }, 49990],
    [{ price: 45990, before_price: 45990 }, undefined],
    [{ price: 45990, before_price: 40000 }, undefined],
    [{ price: 0, before_price: 49990 }, undefined],
    [{ price: 45990, before_price: undefined }, undefined],
  ])('%o → %s', (car, expected) => {
    expect(wasPrice(car)).toBe(expected);
  });

  it('is always above the shown price when present', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500000 }), fc.integer({ min: 0, max: 500000 }), (price, before) => {
        const was = wasPrice({ price, before_price: before });
        return was === undefined || was > price;
      }),
    );
  });
});

describe('showMarketPriceBadge', () => {
  const car = (price: number | undefined, average?: number, stateAverage?: number) => ({
    price,
    autograb_data: { average_market_price: average, state_average_market_price: stateAverage },
  });
  it.each([
    ['500 below average, below state', car(40000, 40500, 41000), true],
    ['exactly 499 below average', car(40001, 40500, 41000), false],
    ['499.5 below average', car(40000.5, 40500, 41000), true],
    ['far below average but equal to state average', car(30000, 40000, 30000), false],
    ['far below average, above state average', car(30000, 40000, 29000), false],
    ['no state average', car(30000, 40000, undefined), false],
    ['no average', car(30000, undefined, 40000), false],
    ['no price', car(undefined, 40000, 40000), false],
    ['no market data', { price: 30000 }, false],
  ])('%s', (_name, input, expected) => {
    expect(showMarketPriceBadge(input)).toBe(expected);
  });

  it.each([
    ['1,000 margin: 1,000 below is not enough', 1000, car(39500, 40500, 41000), false],
    ['1,000 margin: 1,001 below', 1000, car(39499, 40500, 41000), true],
    ['1,000 margin: the default 500 below no longer shows', 1000, car(40000, 40500, 41000), false],
    ['0 margin: 1 below', 0, car(40499, 40500, 41000), true],
    ['0 margin: at the average', 0, car(40500, 40500, 41000), false],
    ['499 given explicitly is the default', 499, car(40001, 40500, 41000), false],
  ])('a site margin: %s', (_name, margin, input, expected) => {
    expect(showMarketPriceBadge(input, margin)).toBe(expected);
  });
});
