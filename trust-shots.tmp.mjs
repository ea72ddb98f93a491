import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:5701';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const [kind, width] = [process.argv[2], Number(process.argv[3])];
const p = await b.newPage({ viewport: { width, height: width < 500 ? 844 : 900 } });
p.setDefaultTimeout(90000);
const out = `/tmp/trust-shot-${kind}-${width}.png`;
if (kind === 'sold') {
  await p.goto(`${base}/cars/2023-toyota-landcruiser-70-gxl-single-cab-1003`, { waitUntil: 'load' });
  await p.waitForTimeout(1500);
  await p.locator('[data-sidebar]').screenshot({ path: out });
} else if (kind === 'reserved') {
  await p.goto(`${base}/cars/${process.argv[4]}`, { waitUntil: 'load' });
  await p.locator('[data-reserved-notice]').waitFor({ state: 'visible' });
  await p.locator('[data-sidebar]').screenshot({ path: out });
} else if (kind === 'footer') {
  await p.goto(`${base}/cars/2021-toyota-hilux-sr-1008`, { waitUntil: 'load' });
  await p.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  await p.waitForTimeout(1500);
  await p.screenshot({ path: out });
} else if (kind.startsWith('valuation')) {
  if (kind === 'valuation-range') await p.route('**/api/valuation/range', (r) => r.fulfill({ json: { low: 18250, high: 20500 } }));
  await p.goto(`${base}/trade-in/`, { waitUntil: 'load' });
  const w = p.locator('[data-valuation-wizard]');
  await w.getByRole('button', { name: '50,000 kms' }).click();
  await w.getByRole('button', { name: '50,000 kms', pressed: true }).waitFor();
  await w.getByRole('textbox', { name: 'Rego', exact: true }).fill('ABC123');
  await w.getByRole('button', { name: 'Next' }).click();
  const f = w.locator('form').first();
  await f.getByLabel('First Name').fill('Kim');
  await f.getByLabel('Email').fill(`shot${Date.now()}@example.com`);
  await f.getByLabel('Mobile Number').fill('0412 345 678');
  await w.getByRole('button', { name: 'Value My Car' }).click();
  await w.getByText('Good', { exact: true }).click();
  await w.getByRole('button', { name: 'Continue' }).click();
  await w.locator('[data-panel="offer"]:not([hidden])').waitFor();
  await p.waitForTimeout(500);
  await w.screenshot({ path: out });
}
console.log(out);
await b.close();
