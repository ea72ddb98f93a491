import { describe, expect, it } from 'vitest';
import type { SiteConfig, SiteLocation } from '../../config';
import { dealershipGroups, locationMakes } from './dealerships';

const loc = (id: string, dealership_id: string, manufacturers: string[], visible = true) =>
  ({ id, dealership_id, manufacturers, visible }) as unknown as SiteLocation;
const config = {
  dealerships: [
    { id: 'd1', slug: 'toyota-town', name: 'Toyota Town' },
    { id: 'd2', slug: 'multi', name: 'Multi Brand' },
    { id: 'd3', slug: 'empty', name: 'No Locations' },
  ],
  locations: [
    loc('1', 'd1', ['Toyota']),
    loc('2', 'd2', ['Isuzu Trucks', 'Hino']),
    loc('3', 'd2', ['Toyota']),
    loc('4', 'd1', ['Toyota'], false),
  ],
} as unknown as SiteConfig;

describe('dealershipGroups', () => {
  it('lists dealerships with visible locations, in order', () => {
    expect(dealershipGroups(config).map((d) => [d.slug, d.locations.map((l) => l.id)])).toEqual([
      ['toyota-town', ['1']],
      ['multi', ['2', '3']],
    ]);
  });
  it('filters by make slug (/dealerships/{make}?filter=brand)', () => {
    expect(dealershipGroups(config, 'toyota').map((d) => [d.slug, d.locations.map((l) => l.id)])).toEqual([
      ['toyota-town', ['1']],
      ['multi', ['3']],
    ]);
    expect(dealershipGroups(config, 'isuzu-trucks').map((d) => d.slug)).toEqual(['multi']);
    expect(dealershipGroups(config, 'ford')).toEqual([]);
  });
});

describe('locationMakes', () => {
  it('collects the makes of visible locations by slug', () => {
    expect([...locationMakes(config.locations)]).toEqual([
      ['toyota', 'Toyota'],
      ['isuzu-trucks', 'Isuzu Trucks'],
      ['hino', 'Hino'],
    ]);
  });
});
