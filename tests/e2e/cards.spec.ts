/**
 * Vehicle cards (spec 01 §2.2, §4.6, §6; spec 02 §2, §5): the Favourite heart on static home cards
 * and on the search island's cards saves the car for a signed-in shopper and sends a visitor to
 * sign-in with type watchlist; a sold car's card has no heart to save it with; the finance estimate
 * line shows on cards where the site turns it on, with the vehicle page's own figures; axe.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { completeSignIn, freshPhone, heartLive, signIn } from './accounts-helpers';
import { expectNoAxeViolations, siteUrl } from './helpers';
import { SearchPage } from './pages/search-page';

const GROUP = 'fixture-group';
const FRANCHISE = 'fixture-franchise';
/** A fixture-group car on the home page and the first search page, with a provider-d lender record (feed id 2020). */
const CX5 = {
  name: '2018 Mazda CX-5 Maxx Sport',
  repayment: '$45.87 /wk · 8.99% p.a.',
  comparison: '9.56% p.a. comparison rate*',
};

const featured = (page: Page) => page.getByRole('region', { name: 'Featured stock' });

/** Waits for the first heart of the home page's featured grid or of the search results to be live (hydrated). */
async function heartsReady(page: Page): Promise<void> {
  await heartLive(
    page
      .getByRole('region', { name: /^(Featured stock|Search results)$/ })
      .locator('button[aria-pressed][title]')
      .first(),
  );
}

/** Records the requests for the watchlist's code (store, session, API), which hearts load only when needed. */
function watchlistCodeRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/\/_astro\/watchlist-runtime\.[^/]*\.js$/.test(request.url())) requests.push(request.url());
  });
  return requests;
}

test.describe('favourite heart on cards', () => {
  test('a signed-in shopper saves a featured car from the home page @phone', async ({ page }) => {
    test.slow(); // three pages (sign-in, home with axe, search)
    await signIn(page, GROUP, freshPhone(), '/');
    await heartsReady(page);
    const heart = featured(page).getByRole('button', { name: `Save to garage: ${CX5.name}` });
    const box = await heart.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await heart.click();
    await expect(page.locator('[data-toast]')).toContainText(`${CX5.name} is now available in your garage`);
    const saved = featured(page).getByRole('button', { name: `Remove from garage: ${CX5.name}` });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);

    // The same store on the search page: the car shows as saved there too.
    const search = new SearchPage(page);
    await search.goto(siteUrl(GROUP, '/search'));
    await heartsReady(page);
    await expect(search.results.getByRole('button', { name: `Remove from garage: ${CX5.name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('a signed-in shopper saves a car from a search result card, and it stays saved after a reload', async ({
    page,
  }) => {
    await signIn(page, GROUP, freshPhone(), '/');
    const search = new SearchPage(page);
    await search.goto(siteUrl(GROUP, '/search'));
    await heartsReady(page);
    await search.results.getByRole('button', { name: `Save to garage: ${CX5.name}` }).click();
    await expect(page.locator('[data-toast]')).toContainText('Car Saved In Garage');
    await expect(search.results.getByRole('button', { name: `Remove from garage: ${CX5.name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.reload();
    await heartsReady(page);
    await expect(search.results.getByRole('button', { name: `Remove from garage: ${CX5.name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto(siteUrl(GROUP, '/my-garage/'));
    await expect(page.getByRole('heading', { name: CX5.name })).toBeVisible();
  });

  test('a visitor is sent to sign-in with type watchlist from a home card and a search card', async ({ page }) => {
    await page.goto(siteUrl(GROUP, '/'));
    await heartsReady(page);
    await featured(page)
      .getByRole('button', { name: `Save to garage: ${CX5.name}` })
      .click();
    await expect(page).toHaveURL(`${siteUrl(GROUP, '/sign-in')}?type=watchlist&redirect=%2F&back=%2F`);

    // A visitor's search page loads the watchlist's code only on intent: the first click waits for it.
    const search = new SearchPage(page);
    await page.mouse.move(0, 0);
    const loaded = watchlistCodeRequests(page);
    await search.goto(siteUrl(GROUP, '/search'));
    await heartsReady(page);
    expect(loaded).toEqual([]);
    await search.results.getByRole('button', { name: `Save to garage: ${CX5.name}` }).click();
    // Redirect and back are the search page (the island may have moved /search to its canonical route).
    await expect(page).toHaveURL(
      new RegExp(`^${siteUrl(GROUP, '/sign-in')}\\?type=watchlist&redirect=(%2Fsearch[^&]*)&back=\\1$`),
    );
  });

  test('a search card heart pressed while signed out saves that car once the shopper is back from sign-in (issue 21 point 6)', async ({
    page,
  }) => {
    const search = new SearchPage(page);
    await search.goto(siteUrl(GROUP, '/search'));
    await heartsReady(page);
    await search.results.getByRole('button', { name: `Save to garage: ${CX5.name}` }).click();
    await expect(page).toHaveURL(/\/sign-in\?type=watchlist&redirect=%2Fsearch/);
    const back = decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '');
    const saves: string[] = [];
    page.on('request', (r) => void (r.url().endsWith('/api/watchlist/save-car') && saves.push(r.method())));
    await completeSignIn(page, GROUP, freshPhone());
    await expect(page).toHaveURL(siteUrl(GROUP, back));
    // The press survived the sign-in: the car is saved without a second press, and only once.
    const saved = search.results.getByRole('button', { name: `Remove from garage: ${CX5.name}` });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[aria-live="polite"] > [data-toast]')).toContainText(
      `${CX5.name} is now available in your garage`,
    );
    await page.reload();
    await heartsReady(page);
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(saves).toEqual(['POST']);
  });

  test('a sold car in the results has no heart to save it with', async ({ page }) => {
    const search = new SearchPage(page);
    await search.goto(siteUrl(GROUP, '/search'));
    const sold = search.cards.filter({ hasText: 'Just Sold' });
    await expect(sold.first()).toBeVisible();
    await expect(sold.first().getByRole('button', { name: /^Save to garage/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('finance estimate on cards', () => {
  test('fixture-group cards show the estimate, with the figures of the vehicle page box @phone', async ({ page }) => {
    await page.goto(siteUrl(GROUP, '/'));
    const homeCard = featured(page)
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: `Save to garage: ${CX5.name}` }) });
    await expect(homeCard).toContainText(CX5.repayment);
    await expect(homeCard).toContainText(CX5.comparison);

    const search = new SearchPage(page);
    await search.goto(siteUrl(GROUP, '/search'));
    const card = search.cards.filter({ has: page.getByRole('button', { name: `Save to garage: ${CX5.name}` }) });
    await expect(card).toContainText(CX5.repayment);
    await expect(card).toContainText(CX5.comparison);

    await card.getByRole('link').first().click();
    const box = page.getByRole('region', { name: 'Finance Estimate' });
    // The car's one figure (issue 21): the site's weekly frequency, as on the card.
    await expect(box).toContainText('$45.87 per week');
    await expect(box).toContainText('8.99% p.a.');
    await expect(box).toContainText('9.56% p.a.');
  });

  test('fixture-franchise cards show no estimate (its site shows the box on vehicle pages only)', async ({ page }) => {
    await page.goto(siteUrl(FRANCHISE, '/'));
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'comparison rate' })).toHaveCount(0);
    const search = new SearchPage(page);
    await search.goto(siteUrl(FRANCHISE, '/search'));
    await expect(search.cards.first()).toBeVisible();
    await expect(search.cards.filter({ hasText: 'comparison rate' })).toHaveCount(0);
    await expect(search.cards.first().getByRole('button', { name: /^Save to watchlist: / })).toBeVisible();
  });
});
