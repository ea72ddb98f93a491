import { describe, expect, it } from 'vitest';
import { isOfferVisible, offerDescription, offerDisclaimer } from './offers';

describe('isOfferVisible', () => {
  it.each([
    ['no exclusions', { id: 'o1' }, { websiteId: 12 }, true],
    ['other site excluded', { id: 'o1', excluded_website_ids: [3, 4] }, { websiteId: 12 }, true],
    ['this site excluded', { id: 'o1', excluded_website_ids: [3, 12] }, { websiteId: 12 }, false],
    ['id as string', { id: 'o1', excluded_website_ids: ['12'] }, { websiteId: 12 }, false],
    [
      'excluded but an exception',
      { id: 'o1', excluded_website_ids: [12] },
      { websiteId: 12, exceptionOfferIds: ['o1'] },
      true,
    ],
    [
      'exception list names another offer',
      { id: 'o2', excluded_website_ids: [12] },
      { websiteId: 12, exceptionOfferIds: ['o1'] },
      false,
    ],
    ['site without a website id', { id: 'o1', excluded_website_ids: [12] }, {}, true],
  ])('%s', (_name, offer, options, expected) => {
    expect(isOfferVisible(offer, options)).toBe(expected);
  });
});

describe('offer text', () => {
  const d200 = 'd'.repeat(200);
  const d201 = 'd'.repeat(201);
  it.each([
    ['200 characters start expanded, no link', d200, false, { text: d200, canToggle: false }],
    ['201 characters collapse to 160', d201, false, { text: `${'d'.repeat(160)}…`, canToggle: true }],
    ['expanded', d201, true, { text: d201, canToggle: true }],
  ])('description: %s', (_name, text, expanded, expected) => {
    expect(offerDescription(text, expanded)).toEqual(expected);
  });

  it.each([
    ['200 shows whole', d200, false, { text: d200, canToggle: false }],
    ['201 collapses to 200', d201, false, { text: `${'d'.repeat(200)}…`, canToggle: true }],
  ])('disclaimer: %s', (_name, text, expanded, expected) => {
    expect(offerDisclaimer(text, expanded)).toEqual(expected);
  });
});
