import { describe, expect, it } from 'vitest';
import { makeCar } from './car.fixture';
import {
  canShowCompare,
  canShowFavourite,
  isPurchaseEligible,
  vehicleActions,
  type VehicleActionOptions,
} from './vehicle-actions';

const allOn: VehicleActionOptions = {
  enquiry: true,
  buttons: {
    reserve: true,
    testDrive: true,
    garage: true,
    compare: true,
    tradeIn: true,
    onlinePurchase: true,
    print: true,
  },
};
const image = { url: 'a.jpg', thumb: 'a-t.jpg' };

describe('isPurchaseEligible', () => {
  it.each([
    ['in stock, priced', makeCar(), true],
    ['coming soon', makeCar({ status: 'coming_soon' }), false],
    ['sold', makeCar({ status: 'sold' }), false],
    ['reserved', makeCar({ reserved: true }), false],
    ['price 10', makeCar({ price: 10 }), false],
    ['no price', makeCar({ price: undefined }), false],
    ['hidden from website', makeCar({ show_on_dealer_website: false }), false],
    ['test drive only', makeCar({ tag: 'Test Drive Only' }), false],
  ])('%s → %s', (_name, car, expected) => {
    expect(isPurchaseEligible(car)).toBe(expected);
  });
});

describe('vehicleActions', () => {
  it('shows everything for an eligible in-stock car with a history report', () => {
    expect(vehicleActions(makeCar({ file: 'https://x/report.pdf', images: [image] }), allOn)).toEqual({
      reserve: true,
      enquire: true,
      testDrive: true,
      tradeIn: true,
      onlinePurchase: true,
      historyReport: true,
      favourite: true,
      compare: true,
      print: true,
      findSimilar: false,
    });
  });

  it('replaces the buttons with Find Me Something Similar on a sold car', () => {
    const actions = vehicleActions(makeCar({ status: 'sold', images: [image] }), allOn);
    expect(actions).toMatchObject({
      reserve: false,
      enquire: false,
      testDrive: false,
      tradeIn: false,
      onlinePurchase: false,
      favourite: false,
      compare: false,
      findSimilar: true,
    });
  });

  it.each([
    ['site reserve off', makeCar(), { ...allOn, buttons: { ...allOn.buttons, reserve: false } }, 'reserve', false],
    ['reserved car', makeCar({ reserved: true }), allOn, 'reserve', false],
    ['coming soon: no reserve', makeCar({ status: 'coming_soon' }), allOn, 'reserve', false],
    ['coming soon keeps test drive by default', makeCar({ status: 'coming_soon' }), allOn, 'testDrive', true],
    [
      'coming soon hides test drive where configured',
      makeCar({ status: 'coming_soon' }),
      { ...allOn, hideTestDriveWhenComingSoon: true },
      'testDrive',
      false,
    ],
    [
      'in stock keeps test drive where configured',
      makeCar(),
      { ...allOn, hideTestDriveWhenComingSoon: true },
      'testDrive',
      true,
    ],
    ['no file → no history report', makeCar(), allOn, 'historyReport', false],
    ['blank file → no history report', makeCar({ file: ' ' }), allOn, 'historyReport', false],
    ['test drive only → find similar', makeCar({ tag: 'Test Drive Only' }), allOn, 'findSimilar', true],
    ['test drive only → no enquire button', makeCar({ tag: 'Test Drive Only' }), allOn, 'enquire', false],
    ['no enquiry availability → find similar', makeCar(), { ...allOn, enquiry: false }, 'findSimilar', true],
    [
      'trade-in off by default',
      makeCar(),
      { enquiry: true, buttons: { reserve: true, testDrive: true, garage: true } },
      'tradeIn',
      false,
    ],
    ['print off', makeCar(), { ...allOn, buttons: { ...allOn.buttons, print: false } }, 'print', false],
  ] as const)('%s: %s', (_name, car, options, key, expected) => {
    expect(vehicleActions(car, options)[key]).toBe(expected);
  });

  it('keeps the favourite control on a sold car that is already saved', () => {
    expect(vehicleActions(makeCar({ status: 'sold' }), allOn, true).favourite).toBe(true);
  });
});

describe('canShowFavourite', () => {
  it.each([
    ['available, garage on', 'in_stock', true, false, true],
    ['coming soon', 'coming_soon', true, false, true],
    ['garage off', 'in_stock', false, false, false],
    ['sold, not saved: cannot be newly saved', 'sold', true, false, false],
    ['sold, already saved', 'sold', true, true, true],
  ] as const)('%s', (_name, status, garage, saved, expected) => {
    expect(canShowFavourite({ status }, garage, saved)).toBe(expected);
  });
});

describe('canShowCompare', () => {
  const car = makeCar({ images: [image] });
  it.each([
    ['eligible', car, true, false, true],
    ['feature off', car, false, false, false],
    ['sold', { ...car, status: 'sold' as const }, true, false, false],
    ['price 0', { ...car, price: 0 }, true, false, false],
    ['no price', { ...car, price: undefined }, true, false, false],
    ['no images', { ...car, images: [] }, true, false, false],
    ['used-only site, new car', { ...car, car_type: 'new' as const }, true, true, false],
    ['used-only site, used car', car, true, true, true],
  ])('%s', (_name, input, on, usedOnly, expected) => {
    expect(canShowCompare(input, on, usedOnly)).toBe(expected);
  });
});
