/** Shared helpers of the browser tests: fixture site URLs and the axe check. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { fixtureSites } from '../../playwright.config';

/** Base URL of a fixture site served by playwright.config.ts. */
export function siteUrl(site: keyof typeof fixtureSites, path = '/'): string {
  return `http://127.0.0.1:${fixtureSites[site]}${path}`;
}

/**
 * Opens a vehicle page and waits for its scripts: they load after the first photo is painted or on
 * the first press or focus (src/layouts/after-paint-modules.ts), so a test that acts at once could
 * beat them, which no shopper's hand does.
 */
export async function gotoVehicle(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html[data-scripts="loaded"][data-vehicle-ready="true"]')).toHaveCount(1);
}

/** axe-core's browser build, read once per worker. */
let axeSource: string | undefined;
const AXE_OPTIONS: RunOptions = {
  resultTypes: ['violations'],
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
};

/**
 * Runs axe (WCAG 2.1 A/AA) on the page: one line per violation with up to 3 of its elements.
 * axe-core runs in the page itself: @axe-core/playwright took 2.8–3.7 s a vehicle page (it opens a
 * second page to merge frame results) against 0.4–0.9 s here, and our pages embed no frame of our own
 * (map and video frames are the provider's; axe still checks each frame element's title).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (options) => {
    const results: AxeResults = await (
      window as unknown as { axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> } }
    ).axe.run(document, options);
    return results.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, AXE_OPTIONS);
  return violations.map((v) => `${v.id}: ${v.help} (${v.targets.slice(0, 3).join(', ')})`);
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
