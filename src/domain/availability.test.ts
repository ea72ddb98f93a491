import { describe, expect, it } from 'vitest';
import { isTestDriveOnly, vehicleAvailability } from './availability';

const sold = {
  available: false,
  sold: true,
  soldTag: 'JUST SOLD',
  similarPrompt: 'Like this and want something similar?',
  soldMessage: "Unfortunately this car recently sold. But don't worry, we can help you find a similar car!",
  findSimilar: true,
};

describe('vehicleAvailability', () => {
  it.each([
    [
      'in stock',
      { status: 'in_stock' as const },
      { enquiry: true },
      { available: true, sold: false, findSimilar: false },
    ],
    [
      'coming soon',
      { status: 'coming_soon' as const },
      { enquiry: true },
      { available: true, sold: false, findSimilar: false },
    ],
    ['sold', { status: 'sold' as const }, { enquiry: true }, sold],
    ['no usable status', { status: 'unavailable' as const }, { enquiry: true }, sold],
    [
      'sold, configured tag',
      { status: 'sold' as const },
      { enquiry: true, justSoldTag: 'SOLD' },
      { ...sold, soldTag: 'SOLD' },
    ],
    ['sold, blank configured tag', { status: 'sold' as const }, { enquiry: true, justSoldTag: ' ' }, sold],
    [
      'test drive only',
      { status: 'in_stock' as const, tag: 'Test Drive Only' },
      { enquiry: true },
      { available: true, sold: false, findSimilar: true },
    ],
    [
      'no enquiry availability',
      { status: 'in_stock' as const },
      { enquiry: false },
      { available: true, sold: false, findSimilar: true },
    ],
    [
      'other tag',
      { status: 'in_stock' as const, tag: 'Runout Sale' },
      { enquiry: true },
      { available: true, sold: false, findSimilar: false },
    ],
  ])('%s', (_name, car, options, expected) => {
    expect(vehicleAvailability(car, options)).toEqual(expected);
  });
});

describe('isTestDriveOnly', () => {
  it.each([
    [{ tag: 'Test Drive Only' }, undefined, true],
    [{ tag: ' test drive only ' }, undefined, true],
    [{ tag: 'Runout Sale' }, undefined, false],
    [{}, undefined, false],
    [{ tag: 'Demo Drive' }, ['Demo Drive'], true],
  ])('%o %o → %s', (car, tags, expected) => {
    expect(isTestDriveOnly(car, tags)).toBe(expected);
  });
});
