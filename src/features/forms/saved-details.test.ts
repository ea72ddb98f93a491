import { describe, expect, it } from 'vitest';
import { detailsToSave, parseSavedDetails } from './saved-details';

describe('saved details (spec 02 §3, §5)', () => {
  it.each([
    [
      { name: 'Ann', email: 'a@b.co', phone: '0412345678', last_name: 'Lee', postcode: '4000', message: 'not kept' },
      { name: 'Ann', last_name: 'Lee', email: 'a@b.co', phone: '0412345678', postcode: '4000' },
    ],
    [{ name: 'Ann', email: 'a@b.co', phone: '' }, undefined],
    [{ name: 'Ann', phone: '0412345678' }, undefined],
    [{ email: 'a@b.co', phone: '0412345678' }, undefined],
    [
      { name: ' Ann ', email: 'a@b.co', phone: '0412345678', last_name: ' ' },
      { name: 'Ann', email: 'a@b.co', phone: '0412345678' },
    ],
  ])('%j → %j', (values, expected) => {
    expect(detailsToSave(values)).toEqual(expected);
  });

  it('reads back what was stored and ignores anything unreadable', () => {
    expect(parseSavedDetails(JSON.stringify({ name: 'Ann', email: 'a@b.co' }))).toEqual({
      name: 'Ann',
      email: 'a@b.co',
    });
    expect(parseSavedDetails('{broken')).toEqual({});
    expect(parseSavedDetails(JSON.stringify({ name: 42 }))).toEqual({});
    expect(parseSavedDetails(null)).toEqual({});
  });
});
