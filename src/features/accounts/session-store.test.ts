import { describe, expect, it } from 'vitest';
import { parseSessionHint } from './session-hint.client';

describe('parseSessionHint', () => {
  it.each([
    [null, { status: 'signed-out' }],
    ['{"phone":"0412 345 678"}', { status: 'signed-in', phone: '0412 345 678' }],
    ['{"phone":""}', { status: 'signed-out' }],
    ['{"phone":42}', { status: 'signed-out' }],
    ['not json', { status: 'signed-out' }],
  ])('%s', (raw, expected) => {
    expect(parseSessionHint(raw)).toEqual(expected);
  });
});
