/** Shared helpers of the browser tests: fixture site URLs and the axe check. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { fixtureSites } from '../../playwright.config';

/** Base URL of a fixture site served by playwright.config.ts. */
export function siteUrl(site: keyof typeof fixtureSites, path = '/'): string {
  return `http://127.0.0.1:${fixtureSites[site]}${path}`;
}

/** Runs axe (WCAG 2.1 A/AA) on the page: one line per violation with up to 3 of its elements. */
/**
 * Opens a vehicle page and waits for its scripts: they load after the first photo is painted or on
 * the first press or focus (src/layouts/after-paint-modules.ts), so a test that acts at once could
 * beat them, which no shopper's hand does.
 */
export async function gotoVehicle(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html[data-scripts="loaded"][data-vehicle-ready="true"]')).toHaveCount(1);
}

export async function axeViolations(page: Page): Promise<string[]> {
  // Only violations carry their elements back: serialising every passing node costs seconds on a big page.
  // (options() replaces the whole options object, so it must come before withTags().)
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}

/** Runs axe (WCAG 2.1 A/AA) on the page and fails with the violations listed. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** Parses every JSON-LD block of the page. */
export async function jsonLdBlocks(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
}
