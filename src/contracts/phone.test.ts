import { describe, expect, it } from 'vitest';
import { formatAuPhone, normaliseAuMobile, normaliseAuPhone } from './phone';

describe('normaliseAuMobile', () => {
  it.each([
    ['0412 345 678', '+61412345678'],
    ['0412345678', '+61412345678'],
    ['+61 412 345 678', '+61412345678'],
    ['+61412345678', '+61412345678'],
    ['61412345678', '+61412345678'],
    ['(04) 1234-5678', '+61412345678'],
    ['0412.345.678', '+61412345678'],
  ])('%s → %s', (input, expected) => expect(normaliseAuMobile(input)).toBe(expected));

  it.each([
    '',
    '12345',
    '0212345678',
    '041234567',
    '04123456789',
    '+1 412 345 678',
    '04l2345678',
    "0412345678'; DROP TABLE sessions;--",
    '+6104123456',
  ])('rejects %j', (input) => expect(normaliseAuMobile(input)).toBeUndefined());
});

describe('normaliseAuPhone', () => {
  it.each([
    ['02 9876 5432', '+61298765432'],
    ['+61 7 3123 4567', '+61731234567'],
    ['0412 345 678', '+61412345678'],
  ])('%s → %s', (input, expected) => expect(normaliseAuPhone(input)).toBe(expected));
  it.each(['1300 123 456', '0512345678', 'abc'])('rejects %j', (input) =>
    expect(normaliseAuPhone(input)).toBeUndefined(),
  );
});

describe('formatAuPhone', () => {
  it.each([
    ['+61412345678', '0412 345 678'],
    ['+61298765432', '02 9876 5432'],
    ['+15551234', '+15551234'],
  ])('%s → %s', (input, expected) => expect(formatAuPhone(input)).toBe(expected));
});
