import { describe, expect, it } from 'vitest';
import { siteToday } from './site-today';

describe('siteToday', () => {
  it.each([
    ['2026-11-19T14:00:00Z', 'Australia/Brisbane', '2026-11-20'],
    ['2026-11-19T13:59:59Z', 'Australia/Brisbane', '2026-11-19'],
    ['2026-12-31T13:00:00Z', 'Australia/Perth', '2026-12-31'],
    ['2026-12-31T13:00:00Z', 'Australia/Sydney', '2027-01-01'],
  ])('%s in %s is %s', (iso, zone, day) => expect(siteToday(new Date(iso), zone)).toBe(day));
});
