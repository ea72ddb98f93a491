import { describe, expect, it } from 'vitest';
import { normaliseFeed } from '../../../src/feed/normalise';
import type { RawCar } from '../../../src/feed/raw';
import { feedJson } from '../ensure';
import { DEMO_PROFILES } from '../profiles/index';
import { generateDemoFeed } from './generate-feed';
import { isValidVin } from './ids';

const NOW = new Date('2026-11-20T00:00:00+10:00');
const DAY = 86_400_000;
const profile = DEMO_PROFILES['harbour-toyota']!;
const daysAgo = (iso: unknown) => (NOW.getTime() - new Date(String(iso)).getTime()) / DAY;

describe('generateDemoFeed', () => {
  it('gives byte-identical feeds and media plans for the same profile and now', () => {
    const a = generateDemoFeed(profile, NOW);
    const b = generateDemoFeed(profile, NOW);
    expect(feedJson(b.cars)).toBe(feedJson(a.cars));
    expect([...b.plan.keys()]).toEqual([...a.plan.keys()]);
  });

  it('gives every car of every demo profile a real VIN: 17 characters with a valid check digit, none repeated', () => {
    for (const p of Object.values(DEMO_PROFILES)) {
      const vins = generateDemoFeed(p, NOW).cars.map((c) => String(c.vin));
      expect(vins.filter((v) => !isValidVin(v))).toEqual([]);
      expect(new Set(vins).size).toBe(vins.length);
    }
  });

  it('moves every date with now and nothing else', () => {
    const a = generateDemoFeed(profile, NOW).cars;
    const b = generateDemoFeed(profile, new Date(NOW.getTime() + 10 * DAY)).cars;
    // Rego expiry (and the featured row that shows it) also count from now.
    const strip = (cars: RawCar[]) =>
      cars.map(({ created_at, updated_at, sold_at, rego_expiry, featured, ...rest }) => rest);
    expect(strip(b)).toEqual(strip(a));
    expect(new Date(String(b[0]!.created_at)).getTime() - new Date(String(a[0]!.created_at)).getTime()).toBe(10 * DAY);
  });

  it.each(Object.keys(DEMO_PROFILES))('%s: every row is accepted by the feed normaliser', (slug) => {
    const p = DEMO_PROFILES[slug]!;
    const { cars } = generateDemoFeed(p, NOW);
    const result = normaliseFeed(cars, { now: NOW });
    expect(result.rejects).toEqual([]);
    expect(result.cars).toHaveLength(p.count);
  });

  it('holds every stock situation the site must show', () => {
    const cars = generateDemoFeed(profile, NOW).cars;
    const sold = cars.filter((c) => c.status === 'sold');
    expect(sold.some((c) => daysAgo(c.sold_at) >= 1 && daysAgo(c.sold_at) <= 2)).toBe(true);
    expect(sold.some((c) => daysAgo(c.sold_at) >= 5)).toBe(true);
    expect(cars.filter((c) => c.status !== 'sold' && daysAgo(c.created_at) < 8).length).toBeGreaterThanOrEqual(3);
    expect(cars.some((c) => c.status === 'coming_soon')).toBe(true);
    expect(cars.some((c) => c.reserved === true)).toBe(true);
    expect(cars.some((c) => c.preorder === true && c.price === 0)).toBe(true);
    expect(cars.some((c) => c.preorder !== true && c.price === 0)).toBe(true);
    expect(cars.some((c) => c.tag === 'Test Drive Only')).toBe(true);
    expect(cars.some((c) => c.tag === 'Runout Sale' && Number(c.before_price) > Number(c.price))).toBe(true);
    expect(cars.some((c) => c.certified === true)).toBe(true);
    expect(cars.some((c) => c.simple_fuel === 'Electric')).toBe(true);
    expect(cars.some((c) => c.simple_fuel === 'Hybrid')).toBe(true);
    expect(cars.some((c) => c.show_on_dealer_website === false)).toBe(true);
    expect(cars.some((c) => String(c.dealercomments).includes('<p>'))).toBe(true);
    expect(cars.some((c) => Array.isArray(c.spin_images) && c.spin_images.length === 24)).toBe(true);
    expect(cars.some((c) => c.finance_lenders && 'provider-a' in c.finance_lenders)).toBe(true);
    expect(cars.filter((c) => c.car_type === 'used').every((c) => c.price === 0 || c.autograb_data)).toBe(true);
  });

  it("sells only the site profile's own stock: prestige is all used and certified, outback has caravans", () => {
    const prestige = generateDemoFeed(DEMO_PROFILES['prestige-pre-owned']!, NOW).cars;
    expect(prestige.every((c) => c.car_type === 'used' && c.certified === true)).toBe(true);
    const outback = generateDemoFeed(DEMO_PROFILES['outback-caravans-and-motorcycles']!, NOW).cars;
    const van = outback.find((c) => c.item_type === 'caravan');
    expect(van).toMatchObject({
      axle_type: expect.any(String),
      sleeps: expect.any(Number),
      tare_weight: expect.any(Number),
      aggregate_trailer_mass: expect.any(Number),
      body_width: expect.any(Number),
      body_length: expect.any(Number),
    });
    expect(outback.some((c) => c.item_type === 'motorcycle')).toBe(true);
  });

  it('gives the group 2,200 listings across at least 8 stock locations in three states', () => {
    const group = generateDemoFeed(DEMO_PROFILES['southern-cross-motor-group']!, NOW).cars;
    expect(group).toHaveLength(2200);
    expect(new Set(group.map((c) => c.location_id)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(group.map((c) => c.state))).toEqual(new Set(['QLD', 'NSW', 'VIC']));
    expect(new Set(group.map((c) => c.item_type ?? 'car'))).toEqual(new Set(['car', 'motorcycle', 'truck']));
  });
});
