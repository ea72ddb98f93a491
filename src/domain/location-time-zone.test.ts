import { describe, expect, it } from 'vitest';
import { locationTimeZone, stateCode } from './location-time-zone';

describe('locationTimeZone', () => {
  it.each([
    ['NSW', 'Australia/Sydney'],
    ['ACT', 'Australia/Sydney'],
    ['VIC', 'Australia/Melbourne'],
    ['QLD', 'Australia/Brisbane'],
    ['SA', 'Australia/Adelaide'],
    ['WA', 'Australia/Perth'],
    ['TAS', 'Australia/Hobart'],
    ['NT', 'Australia/Darwin'],
    ['nsw', 'Australia/Sydney'],
    [' Western Australia ', 'Australia/Perth'],
  ])('a location in %j keeps %s time', (state, zone) => {
    // The site's own zone is Brisbane: a group's head office does not set a branch's clock.
    expect(locationTimeZone({ address: { state } }, 'Australia/Brisbane')).toBe(zone);
  });

  it("a zone set in site.yaml wins over the state's", () => {
    expect(
      locationTimeZone({ timeZone: 'Australia/Broken_Hill', address: { state: 'NSW' } }, 'Australia/Brisbane'),
    ).toBe('Australia/Broken_Hill');
  });

  it.each([[undefined], [''], ['Auckland']])("without a known state (%j) the site's zone applies", (state) => {
    expect(locationTimeZone({ address: { state } }, 'Australia/Adelaide')).toBe('Australia/Adelaide');
    expect(locationTimeZone({}, 'Australia/Adelaide')).toBe('Australia/Adelaide');
  });

  it('reads state names and codes, nothing else', () => {
    expect([stateCode('Qld'), stateCode('Tasmania'), stateCode('NZ'), stateCode(undefined)]).toEqual([
      'QLD',
      'TAS',
      undefined,
      undefined,
    ]);
  });
});
