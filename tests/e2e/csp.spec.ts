/**
 * The fixture sites are served with their built `_headers` (scripts/serve/netlify-static.ts), so the
 * browser tests run under each site's real Content Security Policy, and tests/e2e/fixtures.ts fails a
 * test on any violation. This proves both: an inline script nobody hashed is refused and reported.
 */
import { cspViolations, expect, forgetCspViolations, test } from './fixtures';
import { siteUrl } from './helpers';

/** What a careless island would do: run an inline script the build never hashed. */
const injectInlineScript = () => {
  const script = document.createElement('script');
  script.textContent = 'window.injectedRan = true';
  document.body.append(script);
};

test('pages are served with the policy from _headers, which refuses an unhashed inline script', async ({ page }) => {
  const response = await page.goto(siteUrl('fixture-franchise'));
  const headers = response!.headers();
  expect(headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security']).toContain('max-age=63072000');
  expect(cspViolations()).toEqual([]);

  await page.evaluate(injectInlineScript);
  await expect.poll(() => cspViolations().join('\n')).toMatch(/script-src/);
  expect(await page.evaluate(() => (window as { injectedRan?: boolean }).injectedRan)).toBeUndefined();
  forgetCspViolations(); // made on purpose here; the next test shows what the fixture does with one
});

test('a test whose page breaks the policy fails', async ({ page }) => {
  // Expected to fail: the fixture's check after the test throws. Were it to pass, Playwright reports it
  // (the body itself only waits for the violation, which the test above shows is seen).
  test.fail();
  await page.goto(siteUrl('fixture-franchise'));
  await page.evaluate(injectInlineScript);
  await expect.poll(() => cspViolations().length).toBeGreaterThan(0);
});
