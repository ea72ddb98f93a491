import { describe, expect, it } from 'vitest';
import { dealerMyPages } from './dealer-my-pages';

describe('dealerMyPages', () => {
  it.each([
    [['/spin-to-win', '/online-payment', '/my-garage'], []],
    [
      ['/my-garage', '/mymotorama', '/mybigboxcars/'],
      ['mymotorama', 'mybigboxcars'],
    ],
    [['/myservco', '/myservco', '/pages/mything', '/finance'], ['myservco']],
  ])('%j → %j', (paths, expected) => {
    expect(dealerMyPages(paths)).toEqual(expected);
  });
});
