/**
 * The `test` every browser test imports (never @playwright/test's own): the fixture sites are served
 * with their real `_headers`, so every page runs under the site's Content Security Policy, and a test
 * fails when anything on it breaks the policy, whether Chromium reports it in the console ("Refused to
 * …") or the page sees a `securitypolicyviolation` event. Every browser context is watched: the one
 * Playwright gives a test and those a test opens itself (browser.newContext, browser.newPage).
 */
import { test as base, type BrowserContext } from '@playwright/test';

export { expect } from '@playwright/test';

/** The console mark of a violation the page saw (written by the init script below). */
const PAGE_MARK = '[csp-violation]';
/** How Chromium words a blocked load or script in the console. */
const CONSOLE_REPORT = /Content Security Policy/i;

/** Violations seen in this worker since the current test started. */
const seen: string[] = [];
const watched = new WeakSet<BrowserContext>();

/** Starts collecting a context's CSP violations (once per context). */
async function watch(context: BrowserContext): Promise<void> {
  if (watched.has(context)) return;
  watched.add(context);
  context.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(PAGE_MARK) || CONSOLE_REPORT.test(text))
      seen.push(`${message.location().url || 'page'}: ${text}`);
  });
  await context.addInitScript((mark) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `${mark} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile || location.href}:${event.lineNumber})`,
      );
    });
  }, PAGE_MARK);
}

/** The CSP violations collected so far in this test (the self-test reads them). */
export function cspViolations(): readonly string[] {
  return [...new Set(seen)];
}

/** Forgets the violations collected so far: only for the self-test (csp.spec.ts), which makes one on purpose. */
export function forgetCspViolations(): void {
  seen.length = 0;
}

// biome-ignore lint/suspicious/noConfusingVoidType: Playwright types a fixture that gives no value as void
export const test = base.extend<{ failOnCspViolation: void }, { watchCsp: void }>({
  watchCsp: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await watch(context);
        return context;
      };
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  failOnCspViolation: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern, and this one needs none
    async ({}, use) => {
      seen.length = 0;
      await use();
      const violations = cspViolations();
      if (violations.length > 0)
        throw new Error(`The page broke its Content Security Policy (${violations.length}):\n${violations.join('\n')}`);
    },
    { auto: true },
  ],
});
