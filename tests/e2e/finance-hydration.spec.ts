/**
 * The finance islands hydrate late (client:late) and never lose what the shopper did first: each
 * test holds back an island's code, acts on its built HTML, then lets the code arrive and checks the
 * island carried the input out. And no page with finance islands logs a hydration error.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loadSiteConfig } from '../../src/config/load';
import { siteTranslator } from '../../src/config/messages';
import type { Car } from '../../src/domain/car';
import { calculatorView, inputsFromFields, type CalculatorFields } from '../../src/features/finance/calculator-model';
import { financeCalculatorProps } from '../../src/features/finance/calculator-props';
import { siteUrl } from './helpers';
import { pickCar, vehicleSiteUrl, VehiclePage } from './pages/vehicle-page';
import { holdIsland, MISSING_FILE } from './islands';

const financeUrl = (path = '/finance') => siteUrl('fixture-franchise', path);
const island = (page: Page, component: string) => page.locator(`astro-island[component-url*="/${component}."]`);

async function expectHydrated(page: Page, component: string): Promise<void> {
  await expect(island(page, component)).toHaveCount(1);
  await expect(island(page, component)).not.toHaveAttribute('ssr');
}

/** The repayment fixture-franchise's calculator on /finance shows for fields typed into it, worked out by the pure model. */
function expectedRepayment(typed: Partial<CalculatorFields>): string {
  const config = loadSiteConfig('fixture-franchise', { sitesDir: 'tests/fixtures/sites' });
  const props = financeCalculatorProps(
    { t: siteTranslator(config), config, clock: new Date() },
    { showFinanceLink: false },
  );
  if (!props) throw new Error('fixture-franchise has no finance calculator');
  return calculatorView(props.setup, inputsFromFields({ ...props.start.fields, ...typed }, props.start.frequency))
    .repaymentText;
}

test.describe('finance islands keep what the shopper did before they hydrated', () => {
  test('the calculator keeps values typed before it hydrates, and its result follows them', async ({ page }) => {
    const typed = { amount: '45000', deposit: '5000', interest: '99' };
    expect(expectedRepayment(typed)).not.toBe(expectedRepayment({}));
    const hold = await holdIsland(page, 'FinanceCalculator');
    await page.goto(financeUrl());
    const calculator = page.locator('[data-finance-calculator]');
    await calculator.getByLabel('Purchase Price').fill(typed.amount);
    await calculator.getByLabel('Deposit / Trade-In').fill(typed.deposit);
    await calculator.getByLabel('Interest Rate').fill(typed.interest);
    await calculator.getByLabel('Interest Rate').press('Tab');
    await hold.requested;
    await expect(island(page, 'FinanceCalculator')).toHaveAttribute('ssr');
    hold.release();
    await expectHydrated(page, 'FinanceCalculator');
    await expect(calculator.getByLabel('Purchase Price')).toHaveValue('45,000');
    await expect(calculator.getByLabel('Deposit / Trade-In')).toHaveValue('5000');
    // Committed before hydration, so bounded after it (spec 02 §5: above the maximum → the maximum).
    await expect(calculator.getByLabel('Interest Rate')).toHaveValue('15');
    await expect(calculator.locator('[data-out="repayment"]')).toHaveText(expectedRepayment(typed));
  });

  test('a press on the budget search before it hydrates is carried out', async ({ page }) => {
    const hold = await holdIsland(page, 'FinanceBudgetSearch');
    await page.goto(financeUrl());
    const box = page.locator('[data-budget-search]');
    await box.getByLabel('Repayment').fill('500');
    await box.getByRole('button', { name: '$5,000' }).click();
    await hold.requested;
    // fixture-franchise repays monthly: 500 × 12 × 5 + 5,000 deposit from the quick pick.
    const sent = page.waitForRequest(/\/search\/new-used-and-demo-cars\/?\?price=1000%3A35000$/);
    await box.getByRole('button', { name: /Found$/ }).click();
    await expect(island(page, 'FinanceBudgetSearch')).toHaveAttribute('ssr');
    hold.release();
    await sent;
  });

  test('Enter in the budget search before it hydrates searches with the budget typed', async ({ page }) => {
    const hold = await holdIsland(page, 'FinanceBudgetSearch');
    await page.goto(financeUrl());
    const box = page.locator('[data-budget-search]');
    await box.getByLabel('Deposit', { exact: true }).fill('4000');
    await hold.requested;
    // fixture-franchise repays monthly: the default 600 × 12 × 5 + 4,000.
    const sent = page.waitForRequest(/\/search\/new-used-and-demo-cars\/?\?price=1000%3A40000$/);
    await box.getByLabel('Deposit', { exact: true }).press('Enter');
    await expect(island(page, 'FinanceBudgetSearch')).toHaveAttribute('ssr');
    hold.release();
    await sent;
  });

  test('price-range thumbs moved before the island hydrates are kept', async ({ page }) => {
    const hold = await holdIsland(page, 'FinancePriceRange');
    await page.goto(financeUrl('/price-range'));
    await page.getByRole('slider', { name: 'Maximum price' }).fill('20000');
    await page.getByRole('slider', { name: 'Minimum price' }).fill('10000');
    await hold.requested;
    await expect(island(page, 'FinancePriceRange')).toHaveAttribute('ssr');
    hold.release();
    await expectHydrated(page, 'FinancePriceRange');
    await expect(page.getByText('$10,000 – $20,000', { exact: true })).toBeVisible();
    await expect(page.getByRole('slider', { name: 'Minimum price' })).toHaveValue('10000');
    await expect(page.getByRole('slider', { name: 'Maximum price' })).toHaveValue('20000');
  });

  test("a press on the estimate box's disclaimer before it hydrates opens the disclaimer", async ({ page }) => {
    const car = pickCar(
      'fixture-franchise',
      'car with a finance estimate',
      (c) =>
        c.status === 'in_stock' &&
        (c.year ?? 0) > 2014 &&
        (c.price ?? 0) > 500 &&
        c.finance_lenders['provider-a']?.comparisonRate !== undefined,
    );
    const hold = await holdIsland(page, 'FinanceEstimateBox');
    await page.goto(`${vehicleSiteUrl('fixture-franchise')}/cars/${car.slug}`);
    const box = page.getByRole('region', { name: 'Finance Estimate' });
    await box.getByRole('button', { name: 'Finance disclaimer' }).click();
    await hold.requested;
    await expect(island(page, 'FinanceEstimateBox')).toHaveAttribute('ssr');
    hold.release();
    await expect(page.getByRole('dialog', { name: 'Finance Disclaimer' })).toBeVisible();
  });
});

test.describe('no hydration errors', () => {
  const car = (): Car =>
    pickCar(
      'fixture-franchise',
      'available car asking for a quote',
      (c) => c.status === 'in_stock' && (c.price ?? 0) > 10 && !c.youxQuote && !/test drive only/i.test(c.tag ?? ''),
    );

  for (const [name, open] of [
    ['/finance', (page: Page) => page.goto(financeUrl())],
    ['/price-range', (page: Page) => page.goto(financeUrl('/price-range'))],
    ['a vehicle page', (page: Page) => new VehiclePage(page).goto(vehicleSiteUrl('fixture-franchise'), car())],
  ] as const) {
    test(`${name} hydrates its finance islands without an error`, async ({ page }) => {
      const problems: string[] = [];
      // Errors, and warnings about React or hydration (the fixture's stand-in trackers warn when slow to load).
      page.on(
        'console',
        (m) =>
          void (
            (m.type() === 'error'
              ? !MISSING_FILE.test(m.text())
              : m.type() === 'warning' && /react|hydrat/i.test(m.text())) && problems.push(m.text())
          ),
      );
      page.on('pageerror', (error) => void problems.push(error.message));
      await open(page);
      // Below-the-fold islands hydrate near the viewport: bring each into view.
      const islands = page.locator('astro-island[component-url*="/Finance"]');
      await expect(islands.first()).toBeAttached();
      // A page's own form (the finance enquiry on /finance) hydrates when reached for: point at it.
      for (const each of await islands.all()) {
        await each.evaluate((el) => {
          (el.firstElementChild ?? el).scrollIntoView();
          el.dispatchEvent(new Event('pointerover'));
        });
      }
      // Idle-time islands wait for the page's load event, which its pictures can hold back a while.
      await expect(page.locator('astro-island[component-url*="/Finance"][ssr]')).toHaveCount(0, { timeout: 15_000 });
      expect(problems).toEqual([]);
    });
  }
});
