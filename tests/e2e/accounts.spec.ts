/**
 * Shopper accounts: sign-in with the code, gated routes (my-garage, /finance where the site gates
 * it, a gated content page) → sign-in → back, the Favourite toggle on the vehicle page and on cards
 * (optimistic save and remove, toasts, View List, rollback on failure), the watchlist page with Sign
 * Out, signed in across tabs, recently viewed cars and recent searches recorded through the real
 * pages, following a search for alerts, compare; axe on sign-in, the watchlist and compare pages.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { completeSignIn, freshPhone, heartLive, national, signIn } from './accounts-helpers';
import { expectNoAxeViolations, siteUrl, gotoVehicle } from './helpers';
import { holdIsland } from './islands';
import { SearchPage } from './pages/search-page';
import { pickCar } from './pages/vehicle-page';
import { unsubscribeToken } from '../../src/api/auth/unsubscribe-token';
import { serverSecret } from '../../scripts/serve/start-site-server';

const SITE = 'fixture-franchise';
/** An in-stock car with photos, price and its own vehicle page (the Favourite and Compare toggles show on it). */
const availableCar = (site: 'fixture-franchise' | 'fixture-group', nth = 0) => {
  const cars: { slug: string; name: string }[] = [];
  for (let i = 0; cars.length <= nth; i++) {
    cars.push(
      pickCar(
        site,
        `available car ${i}`,
        (c) =>
          c.status === 'in_stock' &&
          !c.reserved &&
          (c.price ?? 0) > 10 &&
          c.images.length > 0 &&
          !cars.some((x) => x.slug === c.slug),
      ),
    );
  }
  return cars[nth]!;
};
/** The watchlist's toast (one at a time, in the polite live region; the Share button also carries a data-toast text). */
const toastOf = (page: Page) => page.locator('[aria-live="polite"] > [data-toast]');

test.describe('sign-in', () => {
  test('signs in with the one-time code and goes to redirect; Back goes to back @phone', async ({ page }) => {
    await page.goto(siteUrl(SITE, '/sign-in?type=checkout&redirect=%2Fspecial-offers&back=%2Ffinance'));
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByText('Sign in to reserve this car')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/finance');
    await expectNoAxeViolations(page);
    const phone = freshPhone();
    await completeSignIn(page, SITE, phone);
    await expect(page).toHaveURL(siteUrl(SITE, '/special-offers'));
    const me = await page.request.get(siteUrl(SITE, '/api/auth/me'));
    expect((await me.json()).user).toEqual({ phone: national(phone) });
  });

  test('says a wrong code is wrong and stays on the page', async ({ page }) => {
    await page.goto(siteUrl(SITE, '/sign-in?type=watchlist&redirect=%2F&back=%2F'));
    await page.getByLabel('Mobile Number').fill(freshPhone());
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByLabel('Verification Code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /code/i })).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test('names the purpose of the visit before any module runs, so the form never moves @phone', async ({ page }) => {
    await page.route('**/_astro/*.js', (route) => route.abort());
    await page.goto(siteUrl(SITE, '/sign-in?type=my-garage&redirect=%2Fmy-garage%2F&back=%2F'));
    await expect(page.locator('#sign-in-purpose')).toHaveText('Sign in to see your saved cars');
  });

  test('a number typed before the form hydrates is kept, and a Send Code pressed then is carried out @phone', async ({
    page,
  }) => {
    for (const pressEarly of [false, true]) {
      const hold = await holdIsland(page, 'AccountsSignInForm');
      await page.goto(siteUrl(SITE, '/sign-in?type=watchlist&redirect=%2F&back=%2F'));
      const phone = freshPhone();
      await page.getByLabel('Mobile Number').fill(phone);
      await hold.requested;
      if (pressEarly) await page.getByRole('button', { name: 'Send Code' }).click();
      hold.release();
      await expect(page.locator('astro-island:has(#sign-in-phone)')).not.toHaveAttribute('ssr');
      await expect(page.getByLabel('Mobile Number')).toHaveValue(phone);
      if (!pressEarly) await page.getByRole('button', { name: 'Send Code' }).click();
      await expect(page.getByText(`We sent a code to ${national(phone)}`)).toBeVisible();
      await page.unrouteAll();
    }
  });

  test('a number typed while an old sign-in on this browser is being checked is kept @phone', async ({
    page,
    context,
  }) => {
    await signIn(page, SITE, freshPhone());
    // The cookie is gone but this browser's hint still says signed in: the form learns otherwise from the API.
    await context.clearCookies();
    const hold = await holdIsland(page, 'AccountsSignInForm');
    await page.goto(siteUrl(SITE, '/sign-in?type=watchlist&redirect=%2F&back=%2F'));
    const phone = freshPhone();
    await page.getByLabel('Mobile Number').fill(phone);
    await hold.requested;
    hold.release();
    await expect(page.locator('astro-island:has(#sign-in-phone)')).not.toHaveAttribute('ssr');
    await expect(page.getByLabel('Mobile Number')).toHaveValue(phone);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByText(`We sent a code to ${national(phone)}`)).toBeVisible();
  });

  test('refuses a redirect to another site', async ({ page }) => {
    await page.goto(
      siteUrl(SITE, '/sign-in?type=watchlist&redirect=https%3A%2F%2Fevil.example%2F&back=%2F%2Fevil.example'),
    );
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });
});

test('a gated route sends a visitor to sign-in and back after it', async ({ page }) => {
  await page.goto(siteUrl(SITE, '/my-garage/'));
  await expect(page).toHaveURL(/\/sign-in\?type=my-garage&redirect=%2Fmy-garage%2F&back=%2F$/);
  await completeSignIn(page, SITE, freshPhone());
  await expect(page).toHaveURL(siteUrl(SITE, '/my-garage/'));
  await expect(page.getByRole('heading', { name: 'My watchlist', level: 1 })).toBeVisible();
  await expect(page.getByText('Your watchlist is empty.')).toBeVisible();
});

test('a site that gates /finance sends a visitor to sign-in with type finance, and back after it', async ({ page }) => {
  await page.goto(siteUrl('fixture-group', '/finance/'));
  await expect(page).toHaveURL(`${siteUrl('fixture-group', '/sign-in')}?type=finance&redirect=%2Ffinance%2F&back=%2F`);
  await expect(page.getByText('Sign in for finance')).toBeVisible();
  await completeSignIn(page, 'fixture-group', freshPhone());
  await expect(page).toHaveURL(siteUrl('fixture-group', '/finance/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Car Finance' })).toBeVisible();
});

test('a gated content page (/spin-to-win, gated by default) sends a visitor to sign-in and shows the page after it', async ({
  page,
}) => {
  await page.goto(siteUrl(SITE, '/spin-to-win/'), { referer: siteUrl(SITE, '/about-us/') });
  await expect(page).toHaveURL(
    `${siteUrl(SITE, '/sign-in')}?type=spin-to-win&redirect=%2Fspin-to-win%2F&back=%2Fabout-us%2F`,
  );
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/about-us/');
  await completeSignIn(page, SITE, freshPhone());
  await expect(page).toHaveURL(siteUrl(SITE, '/spin-to-win/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Spin to Win' })).toBeVisible();
});

test('routes the spec leaves open stay open', async ({ page }) => {
  for (const path of ['/trade-in/', '/finance/']) {
    await page.goto(siteUrl(SITE, path));
    await expect(page).toHaveURL(siteUrl(SITE, path));
  }
});

test.describe('watchlist', () => {
  test('on the vehicle page: a visitor is sent to sign-in with type watchlist, the car is saved on the way back (issue 21), then removed and saved with toasts', async ({
    page,
  }) => {
    test.slow(); // five pages (the car, sign-in, the car again, the saved cars) and axe on the last
    const car = availableCar(SITE);
    const path = `/cars/${car.slug}`;
    await page.goto(siteUrl(SITE, path));
    await page.getByRole('button', { name: 'Save to watchlist', exact: true }).click();
    await expect(page).toHaveURL(
      `${siteUrl(SITE, '/sign-in')}?type=watchlist&redirect=${encodeURIComponent(path)}&back=${encodeURIComponent(path)}`,
    );
    await completeSignIn(page, SITE, freshPhone());
    await expect(page).toHaveURL(siteUrl(SITE, path));

    // The press made signed out is carried out once the shopper is back: no second press.
    const toast = toastOf(page);
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('Car Saved In Watchlist');
    await expect(toast).toContainText(`${car.name} is now available in your watchlist`);
    const remove = page.getByRole('button', { name: 'Remove from watchlist', exact: true });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');

    await remove.click();
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('Car Removed');
    await expect(toast).toContainText(`${car.name} is no longer in your watchlist`);
    await expect(page.getByRole('button', { name: 'Save to watchlist', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await page.getByRole('button', { name: 'Save to watchlist', exact: true }).click();
    await expect(toast).toContainText('Car Saved In Watchlist');
    await toast.getByRole('link', { name: 'View List' }).click();
    await expect(page).toHaveURL(/\/my-garage\/?$/);
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: car.name }) });
    await expect(item).toContainText('Available');
    await expect(item).toContainText(/\$[\d,]+/);
    await expectNoAxeViolations(page);
    await item.getByRole('button', { name: `Remove from watchlist: ${car.name}` }).click();
    await expect(page.getByText('Your watchlist is empty.')).toBeVisible();
  });

  test('on a card: a signed-in shopper saves and removes a featured car, and the saved-cars page follows', async ({
    page,
  }) => {
    await signIn(page, SITE, freshPhone(), '/');
    const featured = page.getByRole('region', { name: 'Featured stock' });
    await heartLive(featured.getByRole('button', { name: /^Save to watchlist: / }).first());
    const first = featured.getByRole('button', { name: /^Save to watchlist: / }).first();
    const name = (await first.getAttribute('aria-label'))!.replace('Save to watchlist: ', '');
    await featured.getByRole('button', { name: `Save to watchlist: ${name}` }).click();
    await expect(toastOf(page)).toContainText(`${name} is now available in your watchlist`);
    const remove = featured.getByRole('button', { name: `Remove from watchlist: ${name}` });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    await remove.click();
    await expect(toastOf(page)).toContainText('Car Removed');
    await expect(toastOf(page)).toContainText(`${name} is no longer in your watchlist`);
    await expect(featured.getByRole('button', { name: `Save to watchlist: ${name}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.goto(siteUrl(SITE, '/my-garage/'));
    await expect(page.getByText('Your watchlist is empty.')).toBeVisible();
  });

  test('a press that beats the watchlist code is kept and carried out once the code arrives', async ({ page }) => {
    const path = `/cars/${availableCar(SITE, 3).slug}`;
    await signIn(page, SITE, freshPhone(), '/');
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/WatchlistFavourite.*.js', async (route) => {
      await arrived;
      await route.continue();
    });
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/watchlist/save-car')) saves.push(request.method());
    });
    // Module scripts run before DOMContentLoaded, so that never comes while the heart's code is held back.
    await page.goto(siteUrl(SITE, path), { waitUntil: 'commit' });
    const button = page.getByRole('button', { name: 'Save to watchlist', exact: true });
    await button.click();
    await button.click(); // a second press while waiting is not a second toggle
    release();
    await expect(page.getByRole('button', { name: 'Remove from watchlist', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(saves).toEqual(['POST']);
  });

  test('a failed save is rolled back with the error as an alert', async ({ page }) => {
    const path = `/cars/${availableCar(SITE, 1).slug}`;
    await signIn(page, SITE, freshPhone(), path);
    await page.route('**/api/watchlist/save-car', (route) =>
      route.fulfill({ status: 503, json: { error: { message: 'The watchlist is resting.' } } }),
    );
    const button = page.getByRole('button', { name: 'Save to watchlist', exact: true });
    await button.click();
    await expect(page.getByRole('alert').filter({ hasText: 'The watchlist is resting.' })).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toBeEnabled();
    await page.unroute('**/api/watchlist/save-car');
    await page.goto(siteUrl(SITE, '/my-garage/'));
    await expect(page.getByText('Your watchlist is empty.')).toBeVisible();
  });

  test('stays signed in across tabs and shares the list', async ({ page, context }) => {
    const path = `/cars/${availableCar(SITE, 2).slug}`;
    const other = await context.newPage();
    await other.goto(siteUrl(SITE, path));
    await signIn(page, SITE, freshPhone(), path);
    await page.getByRole('button', { name: 'Save to watchlist', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Remove from watchlist', exact: true })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Remove from watchlist', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await other.goto(siteUrl(SITE, '/my-garage/'));
    await expect(other).toHaveURL(/\/my-garage\/$/);
  });
});

test('recently viewed cars, recorded by visiting vehicle pages, show on the home and search pages for a visitor @phone', async ({
  page,
}) => {
  const first = availableCar(SITE, 0);
  const second = availableCar(SITE, 1);
  await page.goto(siteUrl(SITE, '/'));
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);
  for (const car of [first, second]) {
    await gotoVehicle(page, siteUrl(SITE, `/cars/${car.slug}`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  for (const path of ['/', '/search/']) {
    await page.goto(siteUrl(SITE, path));
    const strip = page.getByRole('region', { name: 'Recently viewed' });
    // Newest first, each linking to its page.
    await expect(strip.getByRole('link')).toHaveText([second.name, first.name]);
    await expect(strip.getByRole('link', { name: first.name })).toHaveAttribute('href', `/cars/${first.slug}`);
  }
  // Filled while the page is parsed: no layout shift on the home page.
  await page.goto(siteUrl(SITE, '/'));
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBeLessThanOrEqual(0.01);
});

test('a recent search, recorded on the search page, links back to the same search and can be followed for alerts', async ({
  page,
}) => {
  await signIn(page, SITE, freshPhone(), '/');
  const search = new SearchPage(page);
  await search.goto(siteUrl(SITE, '/search/'));
  await search.option('Car Type', 'Used').check();
  await search.option('Make', 'Toyota').check();
  await expect(page).toHaveURL(/make=Toyota|\/search\/toyota/);
  await page.goto(siteUrl(SITE, '/my-garage/'));
  const recent = page.getByRole('region', { name: 'Your recent searches' });
  const link = recent.getByRole('link', { name: 'Used · Toyota', exact: true });
  await expect(link).toHaveAttribute('href', '/search/used-cars?make=Toyota');
  await recent
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Used · Toyota', exact: true }) })
    .getByRole('button', { name: 'Tell me of new matches' })
    .click();
  await expect(page.getByText('Search saved. We will text you when new matches arrive.')).toBeVisible();
  const followed = page.getByRole('region', { name: 'Searches you follow' });
  await expect(followed.getByRole('link', { name: 'Used · Toyota', exact: true })).toHaveAttribute(
    'href',
    '/search/used-cars?make=Toyota',
  );
  await link.click();
  await expect(page).toHaveURL(/\/search\/used-cars\?make=Toyota$/);
  await expect(search.option('Make', 'Toyota')).toBeChecked();
  await expect(search.option('Car Type', 'Used')).toBeChecked();
  await page.goto(siteUrl(SITE, '/my-garage/'));
  await followed.getByRole('button', { name: 'Stop alerts' }).click();
  await expect(followed.getByRole('link', { name: 'Used · Toyota', exact: true })).toHaveCount(0);
});

test('the saved-cars page says who is signed in, and Sign Out signs out and leaves it', async ({ page }) => {
  const phone = freshPhone();
  await signIn(page, SITE, phone, '/my-garage/');
  await expect(page.getByText(`Signed in as ${national(phone)}`)).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(siteUrl(SITE, '/'));
  expect((await (await page.request.get(siteUrl(SITE, '/api/auth/me'))).json()).user).toBeNull();
  await page.goto(siteUrl(SITE, '/my-garage/'));
  await expect(page).toHaveURL(/\/sign-in\?type=my-garage/);
});

test('Compare on two vehicle pages puts them side by side on /compare, which removes them', async ({ page }) => {
  const GROUP = 'fixture-group';
  const cars = [availableCar(GROUP, 0), availableCar(GROUP, 1)];
  await page.goto(siteUrl(GROUP, '/compare/'));
  await expect(page.getByText('Choose Compare on up to 3 cars to see them side by side.')).toBeVisible();
  for (const car of cars) {
    await gotoVehicle(page, siteUrl(GROUP, `/cars/${car.slug}`));
    const toggle = page.getByRole('button', { name: 'Compare', exact: true });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Remove from compare' })).toHaveAttribute('aria-pressed', 'true');
  }
  await page.getByRole('link', { name: 'View comparison (2)' }).click();
  await expect(page).toHaveURL(/\/compare\/?$/);
  const table = page.getByRole('table');
  for (const car of cars)
    await expect(
      table.getByRole('columnheader', { name: new RegExp(car.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
    ).toBeVisible();
  await expect(table.getByRole('row', { name: /^Price \$[\d,]+ \$[\d,]+$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Remove from compare: ${cars[0]!.name}` }).click();
  await expect(table.getByRole('columnheader')).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByText('Choose Compare on up to 3 cars to see them side by side.')).toBeVisible();
});

test('/compare is built only where compare is on', async ({ request }) => {
  expect((await request.get(siteUrl('fixture-franchise', '/compare/'))).status()).toBe(404);
  expect((await request.get(siteUrl('fixture-group', '/compare/'))).status()).toBe(200);
});

test.describe('stopping alerts from the link in an alert', () => {
  const e164 = (phone: string) => `+61${phone.slice(1)}`;
  const link = (token: string) => siteUrl(SITE, `/pages/unsubscribe/?token=${encodeURIComponent(token)}`);

  test('without a link the page explains how to stop alerts and where to manage them', async ({ page }) => {
    await page.goto(siteUrl(SITE, '/pages/unsubscribe/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Stop alerts' })).toBeVisible();
    await expect(
      page.getByText('To stop them, open the link at the end of any alert from Fixture Toyota.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manage my alerts' })).toHaveAttribute('href', '/my-garage');
    await expect(page.getByRole('button', { name: 'Stop alerts' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("a saved search's link stops that search with one press, and says so again when used twice", async ({
    page,
  }) => {
    const phone = freshPhone();
    await signIn(page, SITE, phone, '/');
    const saved = await page.request.post(siteUrl(SITE, '/api/saved-searches'), {
      data: { name: 'make: Toyota', path: '/search/toyota', filters: { make: ['Toyota'] } },
    });
    const searchId = (await saved.json()).searches[0].id as string;
    const token = unsubscribeToken(serverSecret(), SITE, { phone: e164(phone), searchId });
    // A different browser (the SMS opened on the phone): no session needed.
    await page.context().clearCookies();
    await page.goto(link(token));
    await expect(page.getByText('Stop the alerts this link came with?')).toBeVisible();
    await page.getByRole('button', { name: 'Stop alerts' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Done. We won\'t text you about new matches for "make: Toyota" any more.',
    );
    await expect(page.getByRole('button', { name: 'Stop alerts' })).toBeHidden();
    await page.goto(link(token));
    await page.getByRole('button', { name: 'Stop alerts' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Done. That search sends no more alerts.');
    await signIn(page, SITE, phone, '/my-garage/');
    await expect(page.getByRole('region', { name: 'Searches you follow' }).getByRole('link')).toHaveCount(0);
  });

  test('a watchlist alert link stops every alert; an altered link is refused', async ({ page }) => {
    const phone = freshPhone();
    await page.goto(link(unsubscribeToken(serverSecret(), SITE, { phone: e164(phone) })));
    await page.getByRole('button', { name: 'Stop alerts' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      "Done. We won't send you any more alerts. Following a search again turns them back on.",
    );
    await page.goto(link(unsubscribeToken('not-the-server-secret', SITE, { phone: e164(phone) })));
    await page.getByRole('button', { name: 'Stop alerts' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'This link to stop alerts is not valid. Please use the link in your latest alert, or sign in to manage your alerts.',
    );
    await expect(page.getByRole('button', { name: 'Stop alerts' })).toBeEnabled();
  });
});
