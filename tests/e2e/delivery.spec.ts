import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pickCar, vehicleSiteUrl } from './pages/vehicle-page';
import { gotoVehicle } from './helpers';

// The pages run under the Content-Security-Policy the build wrote into the site's _headers, as
// Netlify would send it; any blocked script, style, image or request fails the test.
const SITE = 'fixture-group';
const base = vehicleSiteUrl(SITE);

/** The CSP of the site's `/*` rule, without upgrade-insecure-requests (the test server is plain http). */
function builtPolicy(): string {
  const headers = readFileSync(join(import.meta.dirname, '../../dist', SITE, '_headers'), 'utf8');
  const line = headers.split('\n').find((l) => l.trim().startsWith('Content-Security-Policy:'));
  if (!line) throw new Error(`dist/${SITE}/_headers has no Content-Security-Policy`);
  return line.trim().replace('Content-Security-Policy: ', '').replace('; upgrade-insecure-requests', '');
}

async function underPolicy(page: Page, policy: string): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  await page.route(`${base}/**`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
  });
  return violations;
}

test.describe('security headers', () => {
  test('every page template runs under the built Content Security Policy without a violation', async ({ page }) => {
    test.slow(); // seven pages, each scrolled through and left to go quiet, then the vehicle page again
    const policy = builtPolicy();
    expect(policy.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
    const violations = await underPolicy(page, policy);
    const car = pickCar(SITE, 'available car', (c) => c.status === 'in_stock' && (c.price ?? 0) > 10);
    for (const path of ['/', '/search/', `/cars/${car.slug}`, '/finance/', '/locations/', '/contact-us/', '/compare/']) {
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState('networkidle');
      expect(violations, `${path} under the built policy`).toEqual([]);
    }
    // The vehicle page's own scripts ran (they would not under a policy that blocked them).
    await gotoVehicle(page, `${base}/cars/${car.slug}`);
    await expect(page.locator('html')).toHaveAttribute('data-vehicle-ready', 'true');
    expect(violations).toEqual([]);
  });
});
