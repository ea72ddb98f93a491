/**
 * Page object of the vehicle page: finds its parts by role and accessible name, and picks fixture
 * cars by what a test needs (sold, test-drive only, 360 spin…) from the site's prepared data, so the
 * tests follow the fixture feed instead of hard-coded ids.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Car } from '../../../src/domain/car';
import { fixtureSites } from '../../../playwright.config';

type Site = keyof typeof fixtureSites;

/** Base URL of a fixture site; FORECOURT_E2E_BASE_URL points the vehicle tests at another served site when run by hand. */
export function vehicleSiteUrl(site: Site): string {
  return (process.env.FORECOURT_E2E_BASE_URL ?? `http://127.0.0.1:${fixtureSites[site]}`).replace(/\/$/, '');
}

/** The prepared cars of a fixture site (written by its build), read once per site. */
const cache = new Map<string, Car[]>();
export function fixtureCars(site: Site): Car[] {
  const file =
    process.env[`FORECOURT_E2E_CARS_${site.replace(/-/g, '_').toUpperCase()}`] ??
    join(import.meta.dirname, '../../../.cache/sites', site, 'cars.json');
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(file, 'utf8')) as Car[]);
  return cache.get(file) as Car[];
}

/** The first shown car of `site` matching `test`; fails naming what the fixture lacks. */
export function pickCar(site: Site, what: string, test: (car: Car) => boolean): Car {
  const car = fixtureCars(site).find((c) => c.show_on_dealer_website && test(c));
  if (!car) throw new Error(`fixture ${site} has no ${what}: add one to its feed`);
  return car;
}

export class VehiclePage {
  readonly sidebar: Locator;
  readonly viewer: Locator;
  readonly stage: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.locator('[data-sidebar]');
    this.viewer = page.getByRole('region', { name: 'Photos and videos' });
    this.stage = this.viewer.locator('[data-stage]');
    this.heading = page.getByRole('heading', { level: 1 });
  }

  /** Opens a car's page and waits until its script has wired everything and the media viewer island has hydrated. */
  async goto(baseUrl: string, car: Pick<Car, 'slug'>): Promise<void> {
    await this.page.goto(`${baseUrl}/cars/${car.slug}`);
    await expect(this.page.locator('html[data-vehicle-ready="true"]')).toHaveCount(1);
    await expect(this.page.locator('[data-viewer]:not([data-ready="true"])')).toHaveCount(0);
  }

  /** A sidebar action link or button by its visible name. */
  action(name: string | RegExp): Locator {
    return this.sidebar.getByRole('link', { name }).or(this.sidebar.getByRole('button', { name }));
  }

  /** The spin frame index shown now. */
  async spinFrame(): Promise<number> {
    return Number(await this.viewer.locator('[data-panel="spinner"]').getAttribute('data-frame'));
  }

  /** The gallery counter ("3" of "3 / 6"). */
  galleryIndex(): Locator {
    return this.viewer.locator('[data-index]');
  }

  /** Drags across the spinner by `dx` pixels. */
  async drag(dx: number): Promise<void> {
    const box = await this.stage.boundingBox();
    if (!box) throw new Error('viewer not on screen');
    const y = box.y + box.height / 2;
    const x = box.x + box.width / 2 - dx / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + dx, y, { steps: 10 });
    await this.page.mouse.up();
  }
}
