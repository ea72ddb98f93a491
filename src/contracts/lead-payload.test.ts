import { describe, expect, it } from 'vitest';
import {
  addVisitedPage,
  buildLeadPayload,
  linkedQueryParams,
  parseWholeNumber,
  VISITED_PAGES_KEPT,
} from './lead-payload';

const context = {
  url: 'https://dealer.example/cars/hilux',
  userAgent: 'Test Browser',
  visitedPages: ['https://dealer.example/', 'https://dealer.example/cars/hilux'],
  linkedQueryParams: { utm_source: 'google' },
};

describe('buildLeadPayload', () => {
  it('merges fixed fields, typed values and the userData context of spec 02 §7', () => {
    const body = buildLeadPayload(
      { kind: 'enquiry', car_id: '1001', category: 'Vehicle Enquiry' },
      { name: 'Ann', message: 'Hi' },
      context,
    ) as Record<string, unknown>;
    expect(body).toEqual({
      kind: 'enquiry',
      car_id: '1001',
      category: 'Vehicle Enquiry',
      name: 'Ann',
      message: 'Hi',
      url: context.url,
      source: 'Website',
      user_agent: 'Test Browser',
      lead_attributes: { visited_pages: context.visitedPages, linked_query_params: { utm_source: 'google' } },
    });
  });

  it('never lets a blank field erase a fixed value, but a filled one replaces it', () => {
    const blank = buildLeadPayload({ kind: 'test_drive', location_id: '101' }, { location_id: '' }, context) as Record<
      string,
      unknown
    >;
    const chosen = buildLeadPayload(
      { kind: 'test_drive', location_id: '101' },
      { location_id: '102' },
      context,
    ) as Record<string, unknown>;
    expect(blank.location_id).toBe('101');
    expect(chosen.location_id).toBe('102');
  });

  it('sends ticked check options as additional_services (spec 02 §3)', () => {
    const body = buildLeadPayload(
      { kind: 'general' },
      { 'Service (check_option)': true, 'Parts (check_option)': true, 'Tyres (check_option)': false },
      context,
    ) as Record<string, unknown>;
    expect(body.additional_services).toEqual(['Service', 'Parts']);
    expect(Object.keys(body).some((k) => k.includes('check_option'))).toBe(false);
  });

  it('reads number fields as whole numbers and leaves out empty lead_attributes', () => {
    const body = buildLeadPayload(
      { kind: 'valuation' },
      { kms: '45,000 kms' },
      { ...context, visitedPages: [], linkedQueryParams: {} },
      ['kms'],
    ) as Record<string, unknown>;
    expect(body.kms).toBe(45000);
    expect(body).not.toHaveProperty('lead_attributes');
  });
});

describe('parseWholeNumber', () => {
  it.each([
    ['45,000', 45000],
    ['45 000 kms', 45000],
    ['120000km', 120000],
    ['$5k', 5000],
    ['5000.00', 5000],
    ['$45,990', 45990],
    ['', ''],
    ['lots', 'lots'],
  ])('%j → %j', (text, expected) => {
    expect(parseWholeNumber(text)).toBe(expected);
  });
});

describe('lead attributes', () => {
  it('keeps query parameters with values, trimmed', () => {
    expect(linkedQueryParams('?utm_source=google&utm_medium=%20cpc%20&empty=&car_id=1001')).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      car_id: '1001',
    });
  });

  it('records visited pages without immediate repeats, keeping the latest ones', () => {
    expect(addVisitedPage(['/a'], '/a')).toEqual(['/a']);
    expect(addVisitedPage(['/a'], '/b')).toEqual(['/a', '/b']);
    const many = Array.from({ length: VISITED_PAGES_KEPT }, (_, i) => `/p${i}`);
    const next = addVisitedPage(many, '/last');
    expect(next).toHaveLength(VISITED_PAGES_KEPT);
    expect(next[0]).toBe('/p1');
    expect(next.at(-1)).toBe('/last');
  });
});
