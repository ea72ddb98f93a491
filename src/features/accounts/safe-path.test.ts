import { describe, expect, it } from 'vitest';
import { safeLocalPath } from './safe-path';

describe('safeLocalPath', () => {
  it.each([
    ['/cars/x/checkout?a=1', '/cars/x/checkout?a=1'],
    ['/my-garage', '/my-garage'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['/a\tb', '/'],
    ['javascript:alert(1)', '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeLocalPath(input)).toBe(expected);
  });
});
