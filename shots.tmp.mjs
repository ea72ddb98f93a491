import { chromium } from 'playwright';
const base = 'http://localhost:5390';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 1000 } });
  // 1. offer enquiry: dealership narrowed, then a location of that dealership
  await page.goto(`${base}/contact-us/?offer=sc-202`);
  const form = page.locator('form').filter({ has: page.getByLabel(/Preferred dealership/i) }).first();
  await form.getByLabel(/Preferred dealership/i).focus();
  await page.waitForFunction(() => document.querySelectorAll('select[name="dealership_slug"] option').length <= 3, null, { timeout: 15000 }).catch(() => {});
  console.log(width, 'offer dealerships:', await form.locator('select[name="dealership_slug"] option').allTextContents());
  await form.getByLabel(/Preferred dealership/i).selectOption('southern-cross-hyundai-mg-byd-penrith');
  console.log(width, 'locations:', await form.locator('select[name="location_id"] option').allTextContents());
  await form.getByLabel(/Preferred dealership/i).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shot-offer-${width}.png`, fullPage: false });
  // 2. book a test drive without a car: the vehicle question on step 2
  await page.goto(`${base}/book-test-drive/`);
  const td = page.locator('form#test-drive, form').filter({ has: page.getByRole('textbox', { name: /email/i }) }).first();
  await td.getByRole('textbox', { name: /first name/i }).fill('Zoe');
  await td.getByRole('textbox', { name: /email/i }).fill('zoe@example.com');
  await td.getByRole('textbox', { name: /mobile|phone/i }).fill('0412 345 678');
  await td.getByRole('button', { name: /next/i }).click();
  await page.getByText('Which vehicle would you like to drive?').waitFor({ timeout: 15000 });
  await page.getByText('Which vehicle would you like to drive?').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shot-testdrive-${width}.png`, fullPage: false });
  await page.close();
}
await browser.close();
