import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../config/messages';
import { favouriteLabels, toastLabels } from '../../site/favourite-labels';
import { parseToastWording } from './toast-wording';

const wording = toastLabels(favouriteLabels(createTranslator(), 'garage'));

describe('parseToastWording', () => {
  it('reads back what the page wrote', () => {
    expect(parseToastWording(JSON.stringify(wording))).toEqual(wording);
  });

  it('keeps only the wording fields', () => {
    expect(parseToastWording(JSON.stringify({ ...wording, extra: 'x' }))).toEqual(wording);
  });

  it.each([
    null,
    undefined,
    '',
    'not json',
    'null',
    '[]',
    '42',
    JSON.stringify({ ...wording, close: 1 }),
    JSON.stringify({ savedTitle: 'Saved' }),
  ])('falls back to nothing for %j', (raw) => {
    expect(parseToastWording(raw)).toBeUndefined();
  });
});
