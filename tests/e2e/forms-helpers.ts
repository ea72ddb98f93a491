/**
 * Shared by the lead form specs (forms*.spec.ts, demo-sites-forms.spec.ts): each form is filled in
 * a served site, and what the API stored is read back from that server's own SQLite database
 * (scripts/serve.ts --fresh-data keeps it in a temporary folder named forecourt-<site>-*).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { rowsWhere } from './lead-database';

export interface LeadRow {
  id: string;
  kind: string;
  parent_lead_id: string | null;
  car_id: string | null;
  event_id: number | null;
  payload: Record<string, unknown>;
}

/** Leads matching a SQL condition, across the site's databases. */
export function leadsWhere(site: string, where: string, ...params: string[]): LeadRow[] {
  const rows = rowsWhere<Omit<LeadRow, 'payload'> & { payload: string }>(
    site,
    `SELECT id, kind, parent_lead_id, car_id, event_id, payload FROM leads WHERE ${where} ORDER BY created_at`,
    params,
  );
  return rows.map((row) => ({
    ...row,
    event_id: row.event_id === null ? null : Number(row.event_id),
    payload: JSON.parse(row.payload) as Record<string, unknown>,
  }));
}

/** Saved valuation results (POST /api/miscellaneous) of one lead. */
export function valuationsOf(site: string, leadId: string): Record<string, unknown>[] {
  const rows = rowsWhere<{ payload: string }>(
    site,
    "SELECT payload FROM miscellaneous WHERE column_name = 'valuation' AND lead_id = ? ORDER BY created_at",
    [leadId],
  );
  return rows.map((row) => JSON.parse(row.payload) as Record<string, unknown>);
}

/** An address no other test uses, to find this test's lead by. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Submits a form that ends on /success and returns the lead_id the page shows as the reference. */
export async function submitToSuccess(page: Page, submit: () => Promise<void>): Promise<string> {
  await submit();
  await expect(page).toHaveURL(/\/success\/?$/);
  const reference = page.locator('[data-reference]');
  await expect(reference).not.toBeEmpty();
  return (await reference.textContent()) ?? '';
}

/**
 * Presses a form's submit button, first ticking the terms-of-use box where the site asks for it
 * (`forms.terms.required`, as the Outback demo does), as a shopper must.
 */
export async function pressSubmit(form: Locator, name = 'Submit'): Promise<void> {
  const terms = form.getByRole('checkbox', { name: 'I agree to the terms of use' });
  // A press before the form has hydrated is held and replayed once it has (late-directive.ts), so the
  // box shows its tick a moment later: wait for it rather than expect it at once (as check() does).
  if (await terms.isVisible()) {
    await terms.click();
    await expect(terms).toBeChecked();
  }
  await form.getByRole('button', { name, exact: true }).click();
}

/** Submits a form that stays on the page and returns the lead_id of the API's answer. */
export async function leadIdOf(page: Page, submit: () => Promise<void>): Promise<string> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST'),
    submit(),
  ]);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { lead_id: string }).lead_id;
}

/** Fills the required contact fields (First Name, Email, Mobile Number). */
export async function fillContact(
  page: Page,
  email: string,
  form: Locator = page.locator('form').first(),
): Promise<void> {
  await form.getByLabel('First Name').fill('Ann');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Mobile Number').fill('0412 345 678');
}

/**
 * The `nth` weekday at least two days after today, as the date input takes it. Tests that book a
 * time at the same location in parallel take different days, so they never race for one slot.
 */
export function nextWeekday(nth = 1): string {
  const day = new Date(Date.now() + 2 * 86_400_000);
  for (let found = 0; ; day.setDate(day.getDate() + 1)) {
    if (day.getDay() !== 0 && day.getDay() !== 6 && ++found === nth) break;
  }
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** Keeps every analytics event id the pages push (window.dataLayer) in sessionStorage, so they outlive the move to /success. */
export async function recordEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const layer: Array<Record<string, unknown>> = [];
    layer.push = (...entries) => {
      const kept = JSON.parse(sessionStorage.getItem('e2e:events') ?? '[]') as unknown[];
      sessionStorage.setItem(
        'e2e:events',
        JSON.stringify([...kept, ...entries.map((e) => e.event_id).filter((id) => id !== undefined)]),
      );
      return Array.prototype.push.apply(layer, entries);
    };
    (window as unknown as { dataLayer: unknown }).dataLayer = layer;
  });
}

/** The analytics event ids recorded since recordEvents(). */
export async function recordedEvents(page: Page): Promise<number[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e:events') ?? '[]') as number[]);
}

/** The range the stand-in valuation provider answers (valuationProviderAnswers). */
export const VALUATION_RANGE = { low: 18250, high: 20500 } as const;

/**
 * Stands in for a site's valuation provider (VALUATION_PROVIDER_URL, issue 21) on the browser's
 * side: the lead API's range call answers `range`. The API's own handling of a provider is unit
 * tested (src/api/routes/valuation.test.ts); the fixture servers run without one.
 */
export async function valuationProviderAnswers(
  page: Page,
  range: { low: number; high: number } = VALUATION_RANGE,
): Promise<void> {
  await page.route('**/api/valuation/range', (route) => route.fulfill({ json: { range } }));
}
