/**
 * Each location keeps its own clock: its IANA time zone follows its state (a Penrith NSW yard runs on
 * Sydney time even for a group whose head office is in Queensland), unless site.yaml sets one.
 */

/** The time zone of each Australian state and territory (their capitals' zones). */
export const STATE_TIME_ZONES = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  WA: 'Australia/Perth',
  TAS: 'Australia/Hobart',
  NT: 'Australia/Darwin',
} as const;

/** A state or territory code. */
export type StateCode = keyof typeof STATE_TIME_ZONES;

/** Full names as addresses spell them, for states written out. */
const STATE_NAMES: Record<string, StateCode> = {
  'new south wales': 'NSW',
  'australian capital territory': 'ACT',
  victoria: 'VIC',
  queensland: 'QLD',
  'south australia': 'SA',
  'western australia': 'WA',
  tasmania: 'TAS',
  'northern territory': 'NT',
};

/** The state code of an address's state text (NSW, nsw, New South Wales), or undefined. */
export function stateCode(state: string | undefined): StateCode | undefined {
  const text = state?.trim();
  if (!text) return undefined;
  const upper = text.toUpperCase();
  return upper in STATE_TIME_ZONES ? (upper as StateCode) : STATE_NAMES[text.toLowerCase()];
}

/** A location's time zone: its own setting, else its state's, else the site's. */
export function locationTimeZone(
  location: { timeZone?: string | undefined; address?: { state?: string | undefined } | undefined },
  siteTimeZone: string,
): string {
  if (location.timeZone) return location.timeZone;
  const code = stateCode(location.address?.state);
  return code ? STATE_TIME_ZONES[code] : siteTimeZone;
}
