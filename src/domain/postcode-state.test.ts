import { describe, expect, it } from 'vitest';
import { postcodeState } from './postcode-state';

describe('postcodeState (Australia Post ranges)', () => {
  it.each([
    ['0200', 'ACT'],
    ['2600', 'ACT'],
    ['2618', 'ACT'],
    ['2900', 'ACT'],
    ['2920', 'ACT'],
    ['2619', 'NSW'],
    ['2000', 'NSW'],
    ['1001', 'NSW'],
    ['2921', 'NSW'],
    ['2999', 'NSW'],
    ['0800', 'NT'],
    ['0999', 'NT'],
    ['3000', 'VIC'],
    ['8001', 'VIC'],
    ['4000', 'QLD'],
    ['9726', 'QLD'],
    ['5000', 'SA'],
    ['6000', 'WA'],
    ['7000', 'TAS'],
    ['0100', undefined],
    ['0500', undefined],
    ['400', undefined],
    ['abcd', undefined],
  ])('%s → %s', (code, state) => expect(postcodeState(code)).toBe(state));
});
