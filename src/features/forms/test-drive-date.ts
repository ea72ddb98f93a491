/** The first day the test-drive date field offers, from the build clock and each location's own time zone. */
import type { SiteConfig } from '../../config';
import { dayOf, type Moment } from '../../domain/now';

/**
 * The earliest "today" among the locations that take test drives: at 07:00 in Sydney it is still
 * yesterday in Perth, and a Perth yard's shopper must be able to pick their today. The lead API
 * refuses a time already past at the chosen location, in that location's zone.
 */
export function testDriveMinDate(config: Pick<SiteConfig, 'locations' | 'timeZone'>, clock: Moment): string {
  const zones = config.locations.filter((l) => l.location_type === 'sales').map((l) => l.timeZone);
  return [...new Set(zones.length > 0 ? zones : [config.timeZone])].map((zone) => dayOf(clock, zone)).sort()[0]!;
}
