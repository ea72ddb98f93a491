/**
 * The finance page: calculator bounds and clamping, frequency switch, no result at 25 or less,
 * and the budget search (disabled when nothing fits, lands on the search page with the budget).
 * Needs a fixture site with a finance provider and stock under $250,000 (fixture-franchise).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, siteUrl } from './helpers';

const financeUrl = (path = '/finance') => siteUrl('fixture-franchise', path);

const BOUNDS = /^Cannot be less than \$[\d,]+ or more than \$[\d,]+$/;

async function openCalculator(page: Page) {
  await page.goto(financeUrl());
  const calculator = page.locator('fc-finance-calculator');
  await expect(calculator.getByRole('heading', { name: 'Finance Calculator' })).toBeVisible();
  return calculator;
}

test.describe('finance calculator', () => {
  test('explains the purchase price bounds without clamping the price @phone', async ({ page }) => {
    const calculator = await openCalculator(page);
    const price = calculator.getByLabel('Purchase Price');
    const help = calculator.locator('[data-out="amountHelp"]');
    await expect(help).toHaveText('');
    await price.fill('999999');
    await expect(help).toHaveText(BOUNDS);
    await expect(price).toHaveAttribute('aria-describedby', /amount-help/);
    await price.fill('40,000');
    await expect(help).toHaveText('');
    await price.fill('-5000');
    await price.press('Tab');
    await expect(price).toHaveValue('0');
    await expect(help).toHaveText(BOUNDS);
  });

  test('clamps term, interest, deposit and residual to their range when committed', async ({ page }) => {
    const calculator = await openCalculator(page);
    for (const label of ['Loan Term', 'Interest Rate', 'Deposit / Trade-In', 'Residual']) {
      const field = calculator.getByLabel(label);
      const max = await field.getAttribute('max');
      const min = await field.getAttribute('min');
      await field.fill(String(Number(max) + 100));
      await field.press('Tab');
      await expect(field, `${label} above its maximum`).toHaveValue(String(Number(max)));
      await field.fill('-1');
      await field.press('Tab');
      await expect(field, `${label} below its minimum`).toHaveValue(String(Number(min)));
    }
  });

  test('switches frequency and sends the calculator-use event once', async ({ page }) => {
    const calculator = await openCalculator(page);
    const repayment = calculator.locator('[data-out="repayment"]');
    await expect(repayment).toHaveText(/^\$[\d,.]+ \/wk$/);
    const weekly = await repayment.textContent();
    await calculator.getByText('Monthly', { exact: true }).click();
    await expect(repayment).toHaveText(/^\$[\d,.]+ \/mo$/);
    await calculator.getByText('Fortnightly', { exact: true }).click();
    await expect(repayment).toHaveText(/^\$[\d,.]+ \/fn$/);
    expect(await repayment.textContent()).not.toBe(weekly);
    await calculator.getByLabel('Interest Rate').fill('9');
    const events = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event_id === 26).length);
    expect(events).toBe(1);
  });

  test('shows Enquire for Finance and hides the total at 25 or less', async ({ page }) => {
    const calculator = await openCalculator(page);
    const total = calculator.getByText('Total Repayments');
    await expect(total).toBeVisible();
    await calculator.getByLabel('Purchase Price').fill('10000');
    await calculator.getByLabel('Deposit / Trade-In').fill('10000');
    await expect(calculator.locator('[data-out="repayment"]')).toHaveText('Enquire for Finance');
    await expect(total).toBeHidden();
    await calculator.getByLabel('Deposit / Trade-In').fill('0');
    await expect(total).toBeVisible();
  });

  test('the disclaimer expands and collapses', async ({ page }) => {
    const calculator = await openCalculator(page);
    const toggle = calculator.getByRole('button', { name: 'Show More' });
    await toggle.click();
    await expect(calculator.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(calculator.locator('[data-disclaimer="full"]')).toBeVisible();
    await calculator.getByRole('button', { name: 'Show Less' }).click();
    await expect(calculator.locator('[data-disclaimer="short"]')).toHaveText(/\.\.\.$/);
  });
});

test.describe('budget search', () => {
  test('disables the search when nothing fits and lands on matching stock when something does @phone', async ({ page }) => {
    await page.goto(financeUrl());
    const box = page.locator('fc-budget-search');
    await expect(box.getByRole('heading', { name: 'Find cars for your budget' })).toBeVisible();
    await expect(box.getByRole('group', { name: 'Select your preferred car types' })).toBeVisible();
    await box.getByLabel('Repayment').fill('0');
    await box.getByLabel('Deposit', { exact: true }).fill('0');
    const none = box.getByRole('button', { name: /^0 \w+s Found$/ });
    await expect(none).toBeDisabled();
    await expect(box.getByText(/^No \w+s found for this budget$/)).toBeVisible();

    await box.getByLabel('Repayment').fill('5000');
    await box.getByRole('button', { name: '$5,000' }).click();
    await expect(box.getByLabel('Deposit', { exact: true })).toHaveValue('5000');
    // 5000 × 12 × 5 + 5000 (monthly sites) or 5000 × 52 × 5 + 5000 (weekly sites)
    await expect(box.locator('[data-out="budget"]')).toHaveText(/^\$(305,000|1,305,000)$/);
    const search = box.getByRole('button', { name: /^[1-9]\d* \w+s Found$/ });
    await expect(search).toBeEnabled();
    await expect(box.getByText(/found for this budget/)).toBeHidden();
    // What the box sends; the search island then ignores a ceiling above its price range (spec 01 §5.1) and drops it from the URL.
    const sent = page.waitForRequest(/\/search\/new-used-and-demo-cars\/?\?price=1000%3A(305000|1305000)$/);
    await search.click();
    await sent;
  });

  test('narrows the count to the chosen car types and sends them to the search page', async ({ page }) => {
    await page.goto(financeUrl());
    const box = page.locator('fc-budget-search');
    const button = box.locator('[data-out="button"]');
    await box.getByLabel('Repayment').fill('5000');
    const all = Number((await button.textContent())?.split(' ')[0]);
    const types = box.getByRole('group', { name: 'Select your preferred car types' }).getByRole('checkbox');
    const first = types.first();
    const value = await first.getAttribute('value');
    await first.check({ force: true });
    await expect.poll(async () => Number((await button.textContent())?.split(' ')[0])).toBeLessThanOrEqual(all);
    // What the box sends (?car_type=…&price=…); the search island may then name the same search by its route
    // (/search/new-cars) and drop a ceiling above its price range (spec 01 §5.1).
    const sent = page.waitForRequest(new RegExp(`\\?car_type=${value}&price=1000%3A\\d+$`));
    await button.click();
    await sent;
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto(financeUrl());
    await expectNoAxeViolations(page);
  });
});

test.describe('price-range slider page', () => {
  test('thumbs stop at each other and the chosen range opens the search page @phone', async ({ page }) => {
    await page.goto(financeUrl('/price-range'));
    const low = page.getByRole('slider', { name: 'Minimum price' });
    const high = page.getByRole('slider', { name: 'Maximum price' });
    await expect(low).toHaveAttribute('step', '500');
    await expect(low).toHaveAttribute('min', '5000');
    await expect(high).toHaveAttribute('max', /^(250000|100000)$/);
    await high.fill('20000');
    await low.fill('30000');
    await expect(low).toHaveValue('20000');
    await expect(page.getByText('$20,000 – $20,000', { exact: true })).toBeVisible();
    await low.fill('10000');
    await high.fill('5000');
    await expect(high).toHaveValue('10000');
    // The maximum thumb back at the end leaves the top of the range open.
    await high.fill((await high.getAttribute('max')) ?? '');
    await expect(page.getByText(/^\$10,000 – \$[\d,]+\+$/)).toBeVisible();
    await page.getByRole('button', { name: /^[1-9]\d* \w+s Found$/ }).click();
    await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\/?\?price=10000%3A$/);
  });
});
