import { describe, expect, it } from 'vitest';
import { looksLikeMarkup } from './looks-like-markup';
import { MARKUP_CASES, ORDINARY_CASES } from './markup-cases.fixture';

describe('looksLikeMarkup', () => {
  it.each(MARKUP_CASES)('recognises %j', (text) => expect(looksLikeMarkup(text)).toBe(true));
  it.each(ORDINARY_CASES)('lets %j through', (text) => expect(looksLikeMarkup(text)).toBe(false));
});
