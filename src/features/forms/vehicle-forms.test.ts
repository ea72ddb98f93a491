import { describe, expect, it } from 'vitest';
import { offersTestDrive } from './vehicle-forms';

describe('the vehicle page test-drive form (spec 01 §5.5)', () => {
  it.each([
    ['in stock', 'in_stock', { hideWhenComingSoon: false }, true],
    ['coming soon', 'coming_soon', { hideWhenComingSoon: false }, true],
    ['coming soon where the site hides it', 'coming_soon', { hideWhenComingSoon: true }, false],
    ['in stock where the site hides coming soon', 'in_stock', { hideWhenComingSoon: true }, true],
    ['sold', 'sold', { hideWhenComingSoon: false }, false],
    ['without a usable status', undefined, { hideWhenComingSoon: false }, false],
    ['on a site without test drives', 'in_stock', false, false],
  ] as const)('%s → %s', (_label, status, feature, shown) => {
    expect(offersTestDrive({ status } as never, feature)).toBe(shown);
  });
});
