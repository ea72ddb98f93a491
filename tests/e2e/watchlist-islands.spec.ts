/**
 * The watchlist parts as React islands (issue 19): a press on a heart or the Compare toggle, or a
 * number sent on the sign-in form, before its island has hydrated is carried out once it has (the
 * island's code held back with page.route); a saved car shows as saved after hydration with no
 * hydration error; the hearts of static cards work on the home page and on similar cars.
 */
import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { completeSignIn, freshPhone, heartLive, national, signIn } from './accounts-helpers';
import { gotoVehicle, siteUrl } from './helpers';
import { SearchPage } from './pages/search-page';
import { pickCar } from './pages/vehicle-page';

const GROUP = 'fixture-group';
/** A fixture-group car featured on the home page and on the first search page (cards.spec.ts). */
const CX5 = '2018 Mazda CX-5 Maxx Sport';
/** A fixture-group car whose page shows Compare and similar cars (in stock, priced, with photos). */
const comparable = (nth: number) => {
  const cars: string[] = [];
  for (let i = 0; cars.length <= nth; i++) {
    cars.push(
      pickCar(
        GROUP,
        `comparable car ${i}`,
        (c) =>
          c.status === 'in_stock' &&
          !c.reserved &&
          (c.price ?? 0) > 10 &&
          c.images.length > 0 &&
          !cars.includes(c.slug),
      ).slug,
    );
  }
  return cars[nth]!;
};

/** Holds back the island chunks matching `glob` until the returned function is called. */
async function holdChunk(page: Page, glob: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Counts the watchlist API's save calls. */
function saveCalls(page: Page): string[] {
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/watchlist/save-car')) saves.push(request.method());
  });
  return saves;
}

/** Collects what the page reports of a hydration gone wrong (React's recoverable errors, production or not). */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const hydration = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)\b/i;
  page.on('console', (message) => {
    if (message.type() === 'error' && hydration.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (hydration.test(String(error))) errors.push(String(error));
  });
  return errors;
}

test('a home card heart pressed before its island has hydrated saves the car once @phone', async ({ page }) => {
  await signIn(page, GROUP, freshPhone(), '/special-offers');
  const release = await holdChunk(page, '**/_astro/WatchlistFavourite.*.js');
  const saves = saveCalls(page);
  await page.goto(siteUrl(GROUP, '/'));
  const featured = page.getByRole('region', { name: 'Featured stock' });
  const heart = featured.getByRole('button', { name: `Save to garage: ${CX5}` });
  await heart.click();
  await heart.click(); // a second press while waiting is not a second toggle
  expect(saves).toEqual([]);
  release();
  await expect(featured.getByRole('button', { name: `Remove from garage: ${CX5}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('[aria-live="polite"] > [data-toast]')).toContainText(
    `${CX5} is now available in your garage`,
  );
  expect(saves).toEqual(['POST']);
});

test('the Compare toggle pressed before its island has hydrated is carried out once', async ({ page }) => {
  const release = await holdChunk(page, '**/_astro/CompareToggle.*.js');
  await page.goto(siteUrl(GROUP, `/cars/${comparable(0)}`), { waitUntil: 'commit' });
  const toggle = page.getByRole('button', { name: 'Compare', exact: true });
  await toggle.click();
  await toggle.click(); // one press is held; a second before hydration does not undo it
  release();
  await expect(page.getByRole('button', { name: 'Remove from compare' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'View comparison (1)' })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('forecourt:compare') ?? '[]').length)).toBe(1);
});

test('a number sent on the sign-in form before it has hydrated gets its code', async ({ page }) => {
  const release = await holdChunk(page, '**/_astro/AccountsSignInForm.*.js');
  const phone = freshPhone();
  await page.goto(siteUrl(GROUP, '/sign-in?type=watchlist&redirect=%2Fspecial-offers&back=%2F'), {
    waitUntil: 'commit',
  });
  await page.getByLabel('Mobile Number').fill(phone);
  await page.getByRole('button', { name: 'Send Code' }).click();
  release();
  await expect(page.getByText(`We sent a code to ${national(phone)}`)).toBeVisible();
  await expect(page.getByLabel('Verification Code')).toBeFocused();
});

test('a saved car shows as saved after hydration on every page that shows it, with no hydration error', async ({
  page,
}) => {
  await signIn(page, GROUP, freshPhone(), '/');
  const featured = page.getByRole('region', { name: 'Featured stock' });
  await featured.getByRole('button', { name: `Save to garage: ${CX5}` }).click();
  await expect(featured.getByRole('button', { name: `Remove from garage: ${CX5}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const errors = hydrationErrors(page);
  // Each page's built HTML has the car unsaved; live, its heart says saved.
  const cx5Heart = (scope: Locator) =>
    scope.getByRole('button', { name: new RegExp(`^(Save to|Remove from) garage: ${CX5}$`) });
  await page.reload();
  await heartLive(cx5Heart(featured));
  await expect(featured.getByRole('button', { name: `Remove from garage: ${CX5}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const search = new SearchPage(page);
  await search.goto(siteUrl(GROUP, '/search'));
  await heartLive(cx5Heart(search.results));
  const card = search.cards.filter({ has: page.getByRole('button', { name: `Remove from garage: ${CX5}` }) });
  await expect(card.getByRole('button', { name: `Remove from garage: ${CX5}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await card.getByRole('link').first().click();
  await expect(page.getByRole('button', { name: 'Remove from garage', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await heartLive(page.locator('[data-sidebar]').getByRole('button', { name: 'Remove from garage', exact: true }));

  await page.goto(siteUrl(GROUP, '/my-garage/'));
  await expect(page.getByRole('heading', { name: CX5 })).toBeVisible();
  await page.goto(siteUrl(GROUP, '/sign-in'));
  await expect(page.getByRole('link', { name: 'Continue' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a similar-car heart sends a visitor to sign-in, and the car is saved, with its toast, once they are back', async ({
  page,
}) => {
  const path = `/cars/${comparable(1)}`;
  await gotoVehicle(page, siteUrl(GROUP, path));
  const similar = page.getByRole('region', { name: 'Similar Vehicles' });
  // Its cards go on the page as it nears the viewport.
  await similar.scrollIntoViewIfNeeded();
  const heart = similar.getByRole('button', { name: /^Save to garage: / }).first();
  const name = (await heart.getAttribute('aria-label'))!.replace('Save to garage: ', '');
  await heart.click();
  await expect(page).toHaveURL(
    `${siteUrl(GROUP, '/sign-in')}?type=watchlist&redirect=${encodeURIComponent(path)}&back=${encodeURIComponent(path)}`,
  );
  const saves = saveCalls(page);
  await completeSignIn(page, GROUP, freshPhone());
  await expect(page).toHaveURL(siteUrl(GROUP, path));

  // The press survived the sign-in: no second press is needed (issue 21).
  await expect(page.locator('[aria-live="polite"] > [data-toast]')).toContainText(
    `${name} is now available in your garage`,
  );
  await similar.scrollIntoViewIfNeeded();
  await expect(similar.getByRole('button', { name: `Remove from garage: ${name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The page's own heart and the toast region are one per page.
  await expect(page.locator('[aria-live="polite"]:has(> [data-toast])')).toHaveCount(1);
  expect(saves).toEqual(['POST']);
});

test("a visitor's vehicle page loads no heart or compare code until the shopper reaches for them @phone", async ({
  page,
}) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const name = /\/_astro\/(WatchlistFavourite|WatchlistToasts|CompareToggle|watchlist-runtime)\.[\w-]+\.js$/.exec(
      request.url(),
    )?.[1];
    if (name) chunks.push(name);
  });
  await gotoVehicle(page, siteUrl(GROUP, `/cars/${comparable(2)}`));
  // The viewer, an idle island, has hydrated: idle time has come and gone.
  await expect(page.locator('astro-island[component-url*="VehicleMediaViewer"]:not([ssr])')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(chunks).toEqual([]);
  const heart = page.locator('[data-sidebar]').getByRole('button', { name: 'Save to garage', exact: true });
  await heart.hover();
  await heartLive(heart);
  expect(chunks).toContain('WatchlistFavourite');
  expect(chunks).not.toContain('CompareToggle');
});

test('a shopper whose browser lost the session hint continues from sign-in to their garage, which hydrates for them', async ({
  page,
}) => {
  await signIn(page, GROUP, freshPhone(), '/');
  const featured = page.getByRole('region', { name: 'Featured stock' });
  await featured.getByRole('button', { name: `Save to garage: ${CX5}` }).click();
  await expect(featured.getByRole('button', { name: `Remove from garage: ${CX5}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Storage cleared, the session cookie kept: the gate goes by the hint, and sign-in learns from the
  // API who is there, stores the hint again and offers to continue; the garage's lists then hydrate.
  await page.evaluate(() => localStorage.clear());
  await page.goto(siteUrl(GROUP, '/my-garage/'));
  await expect(page).toHaveURL(/\/sign-in\?type=my-garage/);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/my-garage\/$/);
  await expect(page.getByRole('heading', { name: CX5 })).toBeVisible();
});

test("the vehicle page's heart pressed while signed out saves the car after sign-in, once; a compare pick made meanwhile stays", async ({
  page,
}) => {
  const path = `/cars/${comparable(2)}`;
  await gotoVehicle(page, siteUrl(GROUP, path));
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Remove from compare' })).toHaveAttribute('aria-pressed', 'true');
  await page.locator('[data-sidebar]').getByRole('button', { name: 'Save to garage', exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in\?type=watchlist/);
  const saves = saveCalls(page);
  await completeSignIn(page, GROUP, freshPhone());
  await expect(page).toHaveURL(siteUrl(GROUP, path));

  const heart = page.locator('[data-sidebar]').getByRole('button', { name: 'Remove from garage', exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[aria-live="polite"] > [data-toast]')).toContainText('is now available in your garage');
  await expect(page.getByRole('button', { name: 'Remove from compare' })).toHaveAttribute('aria-pressed', 'true');
  // Carried out once: a reload (still signed in) finds it saved and saves nothing again.
  await page.reload();
  await heartLive(heart);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(saves).toEqual(['POST']);
});
