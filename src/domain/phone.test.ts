import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCar } from './car.fixture';
import { callNumber, formatPhoneNational, maskPhone, telHref } from './phone';

describe('formatPhoneNational', () => {
  it.each([
    ['+61731234567', '07 3123 4567'],
    ['+61 7 3123 4567', '07 3123 4567'],
    ['0731234567', '07 3123 4567'],
    ['(07) 3123-4567', '07 3123 4567'],
    ['0061731234567', '07 3123 4567'],
    ['+61412345678', '0412 345 678'],
    ['0412345678', '0412 345 678'],
    ['1300123456', '1300 123 456'],
    ['1800 123 456', '1800 123 456'],
    ['131234', '13 12 34'],
    ['+6412345678', '+6412345678'],
    ['  12345 ', '12345'],
    ['call us', 'call us'],
  ])('%s → %s', (raw, expected) => {
    expect(formatPhoneNational(raw)).toBe(expected);
  });
});

describe('maskPhone', () => {
  // 5 visible characters: the schema's default features.phoneReveal.visibleCharacters.
  it.each([
    ['07 3123 4567', '07 31*******'],
    ['0412 345 678', '0412 *******'],
    ['1234', '1234'],
    ['12345', '12345'],
    ['', ''],
  ])('%s → %s', (display, expected) => {
    expect(maskPhone(display, 5)).toBe(expected);
  });

  it('keeps the length and the first `visible` characters', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 20 }), (s, visible) => {
        const masked = maskPhone(s, visible);
        return (
          masked.length === s.length &&
          masked.slice(0, visible) === s.slice(0, visible) &&
          /^\**$/.test(masked.slice(visible))
        );
      }),
    );
  });
});

describe('callNumber', () => {
  const location = { id: 'l1', name: 'Main', phone: '+61731234567' };
  const numbers = { used: '0733334444', new: '0755556666' };
  it.each([
    ['location phone', makeCar({ location }), {}, '07 3123 4567'],
    ['by car type when enabled', makeCar({ location }), { byCarType: true, carTypeNumbers: numbers }, '07 3333 4444'],
    ['by car type off', makeCar({ location }), { byCarType: false, carTypeNumbers: numbers }, '07 3123 4567'],
    [
      'type without a number → location',
      makeCar({ location, car_type: 'demo' }),
      { byCarType: true, carTypeNumbers: numbers },
      '07 3123 4567',
    ],
    ['no location phone → site number', makeCar(), { fallback: '1300 000 111' }, '1300 000 111'],
    ['none at all', makeCar(), {}, undefined],
  ])('%s', (_name, car, options, expected) => {
    expect(callNumber(car, options)).toBe(expected);
  });
});

describe('telHref', () => {
  it.each([
    ['07 3123 4567', 'tel:0731234567'],
    ['+61 7 3123 4567', 'tel:+61731234567'],
  ])('%s → %s', (display, expected) => {
    expect(telHref(display)).toBe(expected);
  });
});
