import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cspViolations, expect, test } from './fixtures';
import { pickCar, vehicleSiteUrl } from './pages/vehicle-page';
import { gotoVehicle } from './helpers';

// The pages run under the Content-Security-Policy the build wrote into the site's _headers, sent by
// the local server as Netlify sends it; any blocked script, style, image or request fails the test
// (tests/e2e/fixtures.ts).
const SITE = 'fixture-group';
const base = vehicleSiteUrl(SITE);

/** The CSP of the site's `/*` rule in the built _headers. */
function builtPolicy(): string {
  const headers = readFileSync(join(import.meta.dirname, '../../dist', SITE, '_headers'), 'utf8');
  const line = headers.split('\n').find((l) => l.trim().startsWith('Content-Security-Policy:'));
  if (!line) throw new Error(`dist/${SITE}/_headers has no Content-Security-Policy`);
  return line.trim().replace('Content-Security-Policy: ', '');
}

test.describe('security headers', () => {
  test('every page template runs under the built Content Security Policy without a violation', async ({ page }) => {
    test.slow(); // seven pages, each scrolled through and left to go quiet, then the vehicle page again
    const policy = builtPolicy();
    expect(policy.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
    const car = pickCar(SITE, 'available car', (c) => c.status === 'in_stock' && (c.price ?? 0) > 10);
    for (const path of [
      '/',
      '/search/',
      `/cars/${car.slug}`,
      '/finance/',
      '/locations/',
      '/contact-us/',
      '/compare/',
    ]) {
      const response = await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      expect(response!.headers()['content-security-policy'], `${path} is sent the built policy`).toBe(policy);
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState('networkidle');
      expect(cspViolations(), `${path} under the built policy`).toEqual([]);
    }
    // The vehicle page's own scripts ran (they would not under a policy that blocked them).
    await gotoVehicle(page, `${base}/cars/${car.slug}`);
    await expect(page.locator('html')).toHaveAttribute('data-vehicle-ready', 'true');
  });
});
