import { describe, expect, it } from 'vitest';
import { testDriveMinDate, testDriveZones } from './test-drive-date';

const location = (timeZone: string, location_type = 'sales') => ({ timeZone, location_type }) as never;

describe('testDriveMinDate', () => {
  // 22:30 UTC on 22 Nov: 09:30 on the 23rd in Sydney (AEDT), 06:30 on the 23rd in Perth; 23:30 UTC
  // is the 23rd in both. 15:30 UTC is 02:30 on the 23rd in Sydney but 23:30 on the 22nd in Perth.
  it.each([
    ['2026-11-22T22:30:00Z', ['Australia/Sydney'], '2026-11-23'],
    ['2026-11-22T15:30:00Z', ['Australia/Sydney'], '2026-11-23'],
    ['2026-11-22T15:30:00Z', ['Australia/Perth'], '2026-11-22'],
    ['2026-11-22T15:30:00Z', ['Australia/Sydney', 'Australia/Perth'], '2026-11-22'],
  ])('at %s with locations in %j the first day is %s', (at, zones, day) => {
    expect(
      testDriveMinDate(
        testDriveZones({ timeZone: 'Australia/Brisbane', locations: zones.map((z) => location(z)) }),
        new Date(at),
      ),
    ).toBe(day);
  });

  it("uses the site's zone when no location takes test drives", () => {
    expect(
      testDriveMinDate(
        testDriveZones({ timeZone: 'Australia/Perth', locations: [location('Australia/Sydney', 'service')] }),
        new Date('2026-11-22T15:30:00Z'),
      ),
    ).toBe('2026-11-22');
  });

  it('lists each zone once', () => {
    const locations = ['Australia/Sydney', 'Australia/Sydney', 'Australia/Perth'].map((z) => location(z));
    expect(testDriveZones({ timeZone: 'Australia/Brisbane', locations })).toEqual([
      'Australia/Sydney',
      'Australia/Perth',
    ]);
  });
});
