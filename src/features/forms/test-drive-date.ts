/**
 * The first day the test-drive date field offers. The zones come from the config (they go with the
 * site's form data); the day is worked out in the browser when the form hydrates, so a built page
 * holds no date and a rebuild on a later day need not make any page again (issue 22).
 */
import type { SiteConfig } from '../../config';
import { dayOf, type Moment } from '../../domain/now';

/** The time zones of the locations that take test drives, or the site's own zone when none does. */
export function testDriveZones(config: Pick<SiteConfig, 'locations' | 'timeZone'>): string[] {
  const zones = config.locations.filter((l) => l.location_type === 'sales').map((l) => l.timeZone);
  return [...new Set(zones.length > 0 ? zones : [config.timeZone])];
}

/**
 * The earliest "today" among `zones`: at 07:00 in Sydney it is still yesterday in Perth, and a Perth
 * yard's shopper must be able to pick their today. The lead API refuses a time already past at the
 * chosen location, in that location's zone.
 */
export function testDriveMinDate(zones: readonly string[], now: Moment): string {
  return zones.map((zone) => dayOf(now, zone)).sort()[0]!;
}
