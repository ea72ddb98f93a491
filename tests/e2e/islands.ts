/**
 * Browser-test helpers for React islands: watching a page for hydration problems, and hydrating
 * every island of a page (those below the fold hydrate only near the viewport, so the page is
 * scrolled through, as a shopper reading it would).
 */
import type { Page } from '@playwright/test';

/**
 * Holds back an island component's own chunk (`/_astro/<component>.<hash>.js`) until `release()`;
 * `requested` resolves once the page has asked for it. What a test does meanwhile is done to the
 * built HTML, before the island can hydrate.
 */
export async function holdIsland(
  page: Page,
  component: string,
): Promise<{ requested: Promise<unknown>; release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const pattern = new RegExp(`/_astro/${component}\\.[^/]+\\.js$`);
  const requested = page.waitForRequest(pattern);
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return { requested, release };
}

/**
 * What React reports when hydration goes wrong, in production builds (minified errors 418–425 and
 * their words) and development ones ("hydrat…", "did not match").
 */
const HYDRATION_PROBLEM =
  /Minified React error #(418|419|421|422|423|425)|hydrat|did not match|server rendered|Hydration/i;

/**
 * A console error about a file the server does not have: the 404 itself and, as Netlify (and
 * `npm run serve`) answer a missing script with the site's HTML 404 page, the browser's refusal to
 * run that page as a script (fixture-franchise names first-party tracker scripts it does not ship).
 */
export const MISSING_FILE =
  /Failed to load resource|Refused to execute script from .* because its MIME type \('text\/html'\)/;

/** Whether a console line or page error is a hydration problem. */
export function isHydrationProblem(text: string): boolean {
  return HYDRATION_PROBLEM.test(text);
}

/**
 * Records, from now on, every uncaught page error and every console error about hydration (a
 * failed resource load is not one); `stop()` ends the watch and returns what was seen.
 */
export function watchHydration(page: Page): { stop: () => string[] } {
  const problems: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error' && isHydrationProblem(message.text()))
      problems.push(`console: ${message.text().slice(0, 300)}`);
  };
  const onError = (error: Error) => problems.push(`page error: ${error.message.slice(0, 300)}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  return {
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onError);
      return problems;
    },
  };
}

/**
 * The islands of the page still waiting to hydrate, by component name: those with something on
 * screen (an island in a closed dialog or a hidden part has no box and nothing to hydrate for).
 */
export async function unhydratedIslands(page: Page): Promise<string[]> {
  return page.locator('astro-island[ssr]').evaluateAll((islands) =>
    islands
      .filter((island) => [...island.children].some((child) => child.getClientRects().length > 0))
      .map((island) => {
        const opts = JSON.parse(island.getAttribute('opts') ?? '{}') as { name?: string };
        return `${opts.name ?? island.getAttribute('component-url')} (client:${island.getAttribute('client')})`;
      }),
  );
}

/**
 * Scrolls the page through a viewport at a time, so every `client:late="visible"` island comes near
 * the viewport, then each one left (in a sideways row) into view, then back to the top, and points at
 * every island still left (`intent` ones); resolves once no island waits (or `timeout` ms pass: the
 * caller asserts on `unhydratedIslands` to name any left).
 */
export async function hydrateEveryIsland(page: Page, timeout = 10_000): Promise<void> {
  await page.evaluate(async () => {
    // A frame and a little more; never longer than half a second, so a page whose frames stall under
    // load cannot hold the test until its time limit with nothing said.
    const frame = () =>
      new Promise<void>((resolve) => {
        const done = () => setTimeout(resolve, 30);
        const fallback = setTimeout(resolve, 500);
        requestAnimationFrame(() => {
          clearTimeout(fallback);
          done();
        });
      });
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    let steps = 0;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      // No page of ours is taller than a few dozen screens: one that keeps growing as it is scrolled is a fault.
      if (++steps > 300)
        throw new Error(
          `the page kept growing as it was scrolled: ${document.documentElement.scrollHeight} px after ${steps} screens`,
        );
      window.scrollTo(0, y);
      await frame();
    }
    // An island in a sideways carousel (similar cars on a phone) comes into view only as the row is
    // swiped: bring each one left into view, row and all, a frame at a time.
    for (const island of document.querySelectorAll('astro-island[ssr]')) {
      const box = [...island.children].find((child) => child.getClientRects().length > 0);
      if (!box) continue;
      box.scrollIntoView({ block: 'center', inline: 'center' });
      await frame();
    }
    window.scrollTo(0, 0);
    // A page's own form hydrates only when reached for (client:late="intent"): point at what is left.
    for (const island of document.querySelectorAll('astro-island[ssr]')) island.dispatchEvent(new Event('pointerover'));
  });
  await page
    .waitForFunction(() => document.querySelector('astro-island[ssr]') === null, null, { timeout })
    .catch(() => undefined);
}
