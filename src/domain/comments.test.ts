import { describe, expect, it } from 'vitest';
import { dealerComments } from './comments';

const pending = { paragraphs: [], canToggle: false, pending: true };

describe('dealerComments', () => {
  it.each([
    ['undefined', undefined, pending],
    ['empty', '', pending],
    ['only separators', ' | | ', pending],
    ['short', 'One owner.', { paragraphs: ['One owner.'], canToggle: false, pending: false }],
    [
      'paragraphs on |',
      'One owner.| Full history. |',
      { paragraphs: ['One owner.', 'Full history.'], canToggle: false, pending: false },
    ],
    ['exactly 400', 'a'.repeat(400), { paragraphs: ['a'.repeat(400)], canToggle: false, pending: false }],
    ['401 collapsed', 'a'.repeat(401), { paragraphs: [`${'a'.repeat(400)}…`], canToggle: true, pending: false }],
  ])('%s', (_name, text, expected) => {
    expect(dealerComments(text, false)).toEqual(expected);
  });

  it('cuts across paragraphs at 400 characters of the raw text', () => {
    const text = `${'a'.repeat(300)}|${'b'.repeat(200)}`;
    expect(dealerComments(text, false).paragraphs).toEqual(['a'.repeat(300), `${'b'.repeat(99)}…`]);
  });

  it('shows everything when expanded, keeping the toggle', () => {
    const text = `${'a'.repeat(300)}|${'b'.repeat(200)}`;
    expect(dealerComments(text, true)).toEqual({
      paragraphs: ['a'.repeat(300), 'b'.repeat(200)],
      canToggle: true,
      pending: false,
    });
  });
});
