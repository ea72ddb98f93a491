/**
 * Shopper accounts: sign-in with the code, gated route → sign-in → back, the Favourite toggle
 * (optimistic save and remove, toasts, View List, rollback on failure), the watchlist page,
 * signed in across tabs, saving a search for alerts; axe on sign-in and the watchlist page.
 */
import { expect, test } from '@playwright/test';
import { completeSignIn, freshPhone, national, reserveSlugs, signIn } from './accounts-helpers';
import { expectNoAxeViolations, siteUrl } from './helpers';

const SITE = 'fixture-franchise';

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

  test('refuses a redirect to another site', async ({ page }) => {
    await page.goto(siteUrl(SITE, '/sign-in?type=watchlist&redirect=https%3A%2F%2Fevil.example%2F&back=%2F%2Fevil.example'));
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

test('routes the spec leaves open stay open', async ({ page }) => {
  for (const path of ['/trade-in/', '/finance/']) {
    await page.goto(siteUrl(SITE, path));
    await expect(page).toHaveURL(siteUrl(SITE, path));
  }
});

test.describe('watchlist', () => {
  test('a signed-out visitor is sent to sign-in with type watchlist, then saves and removes with toasts', async ({ page }) => {
    const slug = reserveSlugs(SITE)[0]!;
    const path = `/cars/${slug}/checkout`;
    await page.goto(siteUrl(SITE, path));
    await page.getByRole('button', { name: 'Save to watchlist' }).click();
    await expect(page).toHaveURL(`${siteUrl(SITE, '/sign-in')}?type=watchlist&redirect=${encodeURIComponent(path)}&back=${encodeURIComponent(path)}`);
    await completeSignIn(page, SITE, freshPhone());
    await expect(page).toHaveURL(siteUrl(SITE, path));

    const name = (await page.locator('#reserve').getAttribute('data-car-name'))!;
    const save = page.getByRole('button', { name: 'Save to watchlist' });
    await save.click();
    const toast = page.locator('[data-toast]');
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('Car Saved In Watchlist');
    await expect(toast).toContainText(`${name} is now available in your watchlist`);
    const remove = page.getByRole('button', { name: 'Remove from watchlist' });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');

    await remove.click();
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('Car Removed');
    await expect(toast).toContainText(`${name} is no longer in your watchlist`);
    await expect(page.getByRole('button', { name: 'Save to watchlist' })).toHaveAttribute('aria-pressed', 'false');

    await page.getByRole('button', { name: 'Save to watchlist' }).click();
    await expect(toast).toContainText('Car Saved In Watchlist');
    await toast.getByRole('link', { name: 'View List' }).click();
    await expect(page).toHaveURL(/\/my-garage\/?$/);
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(item).toContainText('Available');
    await expect(item).toContainText(/\$[\d,]+/);
    await expectNoAxeViolations(page);
    await item.getByRole('button', { name: `Remove from watchlist: ${name}` }).click();
    await expect(page.getByText('Your watchlist is empty.')).toBeVisible();
  });

  test('a failed save is rolled back with the error as an alert', async ({ page }) => {
    const path = `/cars/${reserveSlugs(SITE)[0]}/checkout`;
    await signIn(page, SITE, freshPhone(), path);
    await page.route('**/api/watchlist/save-car', (route) => route.fulfill({ status: 503, json: { error: { message: 'The watchlist is resting.' } } }));
    const button = page.getByRole('button', { name: 'Save to watchlist' });
    await button.click();
    await expect(page.getByRole('alert').filter({ hasText: 'The watchlist is resting.' })).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toBeEnabled();
    await page.unroute('**/api/watchlist/save-car');
    await page.goto(siteUrl(SITE, '/my-garage/'));
    await expect(page.getByText('Your watchlist is empty.')).toBeVisible();
  });

  test('stays signed in across tabs and shares the list', async ({ page, context }) => {
    const path = `/cars/${reserveSlugs(SITE)[1]}/checkout`;
    const other = await context.newPage();
    await other.goto(siteUrl(SITE, path));
    await signIn(page, SITE, freshPhone(), path);
    await page.getByRole('button', { name: 'Save to watchlist' }).click();
    await expect(page.getByRole('button', { name: 'Remove from watchlist' })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Remove from watchlist' })).toHaveAttribute('aria-pressed', 'true');
    await other.goto(siteUrl(SITE, '/my-garage/'));
    await expect(other).toHaveURL(/\/my-garage\/$/);
  });
});

test('a signed-in shopper sees recently viewed cars and follows a recent search for new-match alerts', async ({ page }) => {
  await signIn(page, SITE, freshPhone(), '/my-garage/');
  await page.evaluate(() => {
    localStorage.setItem('forecourt:search-history', JSON.stringify([{ path: '/search/used-cars', filters: { make: ['Toyota'] } }]));
    localStorage.setItem('forecourt:recently-viewed', JSON.stringify([{ id: '1008', make: 'Toyota', model: 'HiLux', name: '2021 Toyota HiLux SR', slug: '2021-toyota-hilux-sr-1008' }]));
  });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Recently viewed' }).getByRole('link', { name: '2021 Toyota HiLux SR' })).toHaveAttribute('href', '/cars/2021-toyota-hilux-sr-1008');
  const recent = page.getByRole('region', { name: 'Your recent searches' });
  await recent.getByRole('button', { name: 'Tell me of new matches' }).click();
  await expect(page.getByText('Search saved. We will text you when new matches arrive.')).toBeVisible();
  const followed = page.getByRole('region', { name: 'Searches you follow' });
  await expect(followed.getByRole('link', { name: 'make: Toyota' })).toHaveAttribute('href', '/search/used-cars');
  await followed.getByRole('button', { name: 'Stop alerts' }).click();
  await expect(followed.getByRole('link', { name: 'make: Toyota' })).toHaveCount(0);
});

test('the compare page shows the picked cars side by side and removes them', async ({ page }) => {
  await page.goto(siteUrl('fixture-group', '/compare/'));
  await expect(page.getByText('Choose Compare on up to 3 cars to see them side by side.')).toBeVisible();
  await page.evaluate(() =>
    localStorage.setItem(
      'forecourt:compare',
      JSON.stringify([
        { id: 'a', name: '2021 Toyota Hilux SR5', href: '/cars/a', rows: [['Price', '$45,990'], ['Year', '2021']] },
        { id: 'b', name: '2020 Mazda CX-5 Maxx', href: '/cars/b', rows: [['Price', '$29,990'], ['Odometer', '41,000 km']] },
      ]),
    ),
  );
  await page.reload();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: /2021 Toyota Hilux SR5/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Price \$45,990 \$29,990/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Odometer — 41,000 km/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Remove from compare: 2021 Toyota Hilux SR5' }).click();
  await expect(table.getByRole('columnheader', { name: /Hilux/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByText('Choose Compare on up to 3 cars to see them side by side.')).toBeVisible();
});
