import { describe, expect, it } from 'vitest';
import { kindOf } from './page-bytes';

describe('kindOf', () => {
  it.each([
    ['Document', 'html'],
    ['Stylesheet', 'css'],
    ['Script', 'js'],
    ['Image', 'images'],
    ['Font', 'fonts'],
    ['Fetch', 'other'],
    ['XHR', 'other'],
    ['Other', 'other'],
  ])('%s → %s', (type, kind) => expect(kindOf(type)).toBe(kind));
});
