import { expect, test } from './fixtures';
import { isAvailable, type Car } from '../../src/domain/car';
import { formatAudCents } from '../../src/domain/money';
import { expectNoAxeViolations, jsonLdBlocks } from './helpers';
import { pickCar, vehicleSiteUrl, VehiclePage } from './pages/vehicle-page';

const base = vehicleSiteUrl('fixture-franchise');
const anyAvailable = () =>
  pickCar('fixture-franchise', 'available car', (c) => c.status === 'in_stock' && (c.price ?? 0) > 10);

test.describe('vehicle page', () => {
  test('is findable: Car JSON-LD with an AUD Offer and AutoDealer seller, breadcrumbs, canonical and og:image', async ({
    page,
  }) => {
    const car = anyAvailable();
    const vehicle = new VehiclePage(page);
    await vehicle.goto(base, car);
    const blocks = await jsonLdBlocks(page);
    const ld = blocks.find((b) => b['@type'] === 'Car');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      model: car.model,
      offers: {
        '@type': 'Offer',
        priceCurrency: 'AUD',
        price: car.price,
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'AutoDealer' },
      },
    });
    expect(blocks.find((b) => b['@type'] === 'BreadcrumbList')).toBeTruthy();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/cars/${car.slug}/?$`));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//);
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: car.make }),
    ).toBeVisible();
  });

  test('a sold car still has its page, marked SoldOut', async ({ page }) => {
    const car = pickCar('fixture-franchise', 'sold car', (c) => !isAvailable(c));
    await page.goto(`${base}/cars/${car.slug}`);
    const ld = (await jsonLdBlocks(page)).find((b) => b['@type'] === 'Car') as { offers: { availability: string } };
    expect(ld.offers.availability).toBe('https://schema.org/SoldOut');
  });

  test('a sold car past the sold window says it is sold, is noindex, never says "for sale", and offers similar cars (issue 21)', async ({
    page,
  }) => {
    // fixture-franchise keeps sold cars in search for 3 days; the tests' clock is 2026-11-20 (AEST).
    const windowStart = Date.parse('2026-11-20T00:00:00+10:00') - 3 * 86_400_000;
    const car = pickCar(
      'fixture-franchise',
      'car sold before the sold window',
      (c) => !isAvailable(c) && c.sold_at !== undefined && Date.parse(c.sold_at) < windowStart,
    );
    await page.goto(`${base}/cars/${car.slug}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page).toHaveTitle(/^Sold: /);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(`${await page.title()} ${description}`).not.toMatch(/for sale/i);
    expect(description).toMatch(/sold by/);
    const sidebar = page.locator('[data-sidebar]');
    await expect(sidebar.getByText('Unfortunately this car recently sold.', { exact: false })).toBeVisible();
    await sidebar.getByRole('link', { name: 'See Similar Cars In Stock' }).click();
    const similar = page.getByRole('region', { name: 'Similar Vehicles' });
    await expect(similar.getByRole('article').first()).toBeVisible();

    // A car sold within the window is still findable: indexed, but not "for sale" either.
    const recent = pickCar(
      'fixture-franchise',
      'car sold within the sold window',
      (c) => !isAvailable(c) && c.sold_at !== undefined && Date.parse(c.sold_at) >= windowStart,
    );
    await page.goto(`${base}/cars/${recent.slug}`);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).not.toMatch(/for sale/i);
    // The sitemap lists what search engines may index, and only that.
    const sitemap = await (await page.request.get(`${base}/sitemap-0.xml`)).text();
    expect(sitemap).toContain(`/cars/${recent.slug}/</loc>`);
    expect(sitemap).not.toContain(`/cars/${car.slug}/</loc>`);
  });

  test('has no axe violations and nothing shifts while it loads, lazy parts included: in stock, sold and a caravan @phone', async ({
    page,
  }) => {
    test.slow(); // three pages, each scrolled through and checked by axe
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number; __shifts: string[] };
      w.__cls = 0;
      w.__shifts = [];
      type Shift = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
      };
      const nodeName = (n?: Node) =>
        n instanceof Element
          ? `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ''}.${[...n.classList].slice(0, 3).join('.')}`
          : n
            ? n.nodeName
            : '?';
      const rect = (r: DOMRectReadOnly) =>
        `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Shift[]) {
          if (e.hadRecentInput) continue;
          w.__cls += e.value;
          w.__shifts.push(
            `${e.value.toExponential(2)} at ${Math.round(e.startTime)} ms: ${(e.sources ?? []).map((s) => `${nodeName(s.node)} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`).join('; ')}`,
          );
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const vehicle = new VehiclePage(page);
    const pages: Array<[string, Car]> = [
      [base, anyAvailable()],
      [base, pickCar('fixture-franchise', 'sold car', (c) => !isAvailable(c))],
      [
        vehicleSiteUrl('fixture-group'),
        pickCar('fixture-group', 'caravan', (c) => c.item_type === 'caravan' && isAvailable(c)),
      ],
    ];
    for (const [site, car] of pages) {
      await vehicle.goto(site, car);
      await page.waitForLoadState('networkidle');
      // Down the page as a shopper scrolls (300 px a frame or two), so the parts that load near the
      // viewport (calculators, Autogauge, similar cars) come in on the way.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y <= height; y += 300) {
        await page.evaluate(
          (top) =>
            new Promise((done) => {
              scrollTo(0, top);
              requestAnimationFrame(() => requestAnimationFrame(done));
            }),
          y,
        );
      }
      await page.waitForLoadState('networkidle');
      const { cls, shifts } = await page.evaluate(() => {
        const w = window as unknown as { __cls: number; __shifts: string[] };
        return { cls: w.__cls, shifts: w.__shifts };
      });
      expect(cls, `layout shift on ${car.slug}:\n${shifts.join('\n')}`).toBe(0);
      await expectNoAxeViolations(page);
    }
  });

  test('fetches its scripts only once the first photo is in, and then works', async ({ page }) => {
    const scriptStarts: number[] = [];
    const photoLoadedAt = new Map<string, number>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && /\/_astro\/.+\.js$/.test(request.url())) scriptStarts.push(Date.now());
    });
    // Every photo comes slowly, as on a phone; the modules must wait for the first.
    await page.route(/\.(webp|avif|jpe?g|png)$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
      photoLoadedAt.set(route.request().url(), Date.now());
    });
    const vehicle = new VehiclePage(page);
    await vehicle.goto(base, anyAvailable());
    const first = await page
      .locator('link[rel="preload"][fetchpriority="high"]')
      .evaluate((link: HTMLLinkElement) => link.href);
    expect(photoLoadedAt.get(first), `the first photo ${first} was fetched`).toBeDefined();
    expect(scriptStarts.length).toBeGreaterThan(0);
    expect(Math.min(...scriptStarts), 'no module fetched before the first photo').toBeGreaterThanOrEqual(
      photoLoadedAt.get(first)!,
    );
    await expect(page.locator('html')).toHaveAttribute('data-scripts', 'loaded');
  });

  test('a shopper who focuses a field before the first photo is in gets the scripts at once', async ({ page }) => {
    let photoAsked = 0;
    const scriptStarts: number[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && /\/_astro\/.+\.js$/.test(request.url())) scriptStarts.push(Date.now());
    });
    await page.route(/\.(webp|avif|jpe?g|png)$/, async (route) => {
      photoAsked = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      await route.continue().catch(() => undefined);
    });
    const car = anyAvailable();
    await page.goto(`${base}/cars/${car.slug}`, { waitUntil: 'domcontentloaded' });
    expect(photoAsked).toBeGreaterThan(0);
    const focused = Date.now();
    await page.locator('#enquiry').getByRole('textbox').first().focus();
    await expect(page.locator('html[data-vehicle-ready="true"]')).toHaveCount(1);
    expect(Math.min(...scriptStarts), 'modules fetched on focus, not after the 5 s photo').toBeLessThan(
      focused + 2_000,
    );
  });

  test('the location bar names where the car is and can be dismissed', async ({ page }) => {
    const car = anyAvailable();
    const vehicle = new VehiclePage(page);
    await vehicle.goto(base, car);
    const bar = page.locator('[data-location-bar]');
    await expect(bar.getByText(`This car is at ${car.location?.name}`)).toBeVisible();
    await expect(bar.getByRole('link', { name: 'View location' })).toHaveAttribute('href', '#vehicle-map');
    await bar.getByRole('button', { name: 'Dismiss' }).click();
    await expect(bar).toHaveCount(0);
    await expect(page.getByText(/^This car is at /)).toHaveCount(0);
  });

  test('lists cut to 4 specs and 8 features toggle with Show All Specs / Hide Specs', async ({ page }) => {
    const car = pickCar(
      'fixture-franchise',
      'car with more than 4 specifications',
      (c) => c.specifications.filter((s) => s.value && s.value !== 'null').length > 4,
    );
    const vehicle = new VehiclePage(page);
    await vehicle.goto(base, car);
    const rows = page.locator('#specs-list > div:visible');
    await expect(rows).toHaveCount(4);
    await page.getByRole('button', { name: 'Show All Specs' }).click();
    expect(await rows.count()).toBeGreaterThan(4);
    await page.getByRole('button', { name: 'Hide Specs' }).click();
    await expect(rows).toHaveCount(4);
  });

  test('dealer comments over 400 characters show more and less', async ({ page }) => {
    const car = pickCar(
      'fixture-franchise',
      'car with comments over 400 characters',
      (c) => (c.dealercomments ?? '').length > 400,
    );
    const vehicle = new VehiclePage(page);
    await vehicle.goto(base, car);
    const panel = page.getByRole('tabpanel', { name: 'Dealer Comments' });
    await expect(panel.locator('[data-short]')).toContainText('…');
    await panel.getByRole('button', { name: 'Show More' }).click();
    await expect(panel.locator('[data-full]')).toBeVisible();
    await panel.getByRole('button', { name: 'Show Less' }).click();
    await expect(panel.locator('[data-full]')).toBeHidden();
  });

  test('the sticky header appears from 500 px and the mobile bar after 900 px @phone', async ({ page }) => {
    const vehicle = new VehiclePage(page);
    await vehicle.goto(base, anyAvailable());
    const header = page.locator('[data-sticky-header]');
    const bar = page.locator('[data-sticky-bar]');
    await page.evaluate(() => scrollTo(0, 499));
    await expect(header).toHaveAttribute('data-shown', 'false');
    await page.evaluate(() => scrollTo(0, 500));
    await expect(header).toHaveAttribute('data-shown', 'true');
    await page.evaluate(() => scrollTo(0, 900));
    await expect(bar).not.toHaveAttribute('data-shown', 'true');
    await page.evaluate(() => scrollTo(0, 901));
    await expect(bar).toHaveAttribute('data-shown', 'true');
    // The bar is for phones: on wide screens it stays out of the layout (lg:hidden).
    if (test.info().project.name === 'phone') await expect(bar.getByRole('link', { name: /Call Now/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-chat-bubble', 'opened');
  });

  test('fits a phone screen without sideways scrolling @phone', async ({ page }) => {
    const vehicle = new VehiclePage(page);
    for (const car of [anyAvailable(), pickCar('fixture-franchise', 'sold car', (c) => !isAvailable(c))]) {
      await vehicle.goto(base, car);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    }
  });

  test('similar cars load only when within 500 px, and link to in-stock cars', async ({ page }) => {
    const vehicle = new VehiclePage(page);
    await vehicle.goto(base, anyAvailable());
    const track = page.locator('[data-similar-track]');
    expect(await page.locator('[data-similar-empty]').count(), 'the fixture has similar cars for this car').toBe(0);
    await expect(track.getByRole('article')).toHaveCount(0);
    await page.getByRole('heading', { name: 'Similar Vehicles' }).scrollIntoViewIfNeeded();
    await expect(track.getByRole('article').first()).toBeVisible();
    expect(await track.getByRole('article').count()).toBeLessThanOrEqual(6);
  });

  test('the delivery calculator asks for a postcode, then shows the price and region of the table or the no-estimate message', async ({
    page,
  }) => {
    const vehicle = new VehiclePage(page);
    await vehicle.goto(base, anyAvailable());
    const form = page.locator('[data-delivery-calc]');
    expect(await form.count(), 'the fixture site has delivery prices').toBe(1);
    const result = form.getByRole('status');
    const calculate = (postcode: string) =>
      Promise.all([
        page.waitForResponse((r) => r.url().includes(`/api/delivery/price?postcode=${postcode}`)),
        form
          .getByLabel('Postcode')
          .fill(postcode)
          .then(() => form.getByRole('button', { name: 'Calculate' }).click()),
      ]);
    await form.getByRole('button', { name: 'Calculate' }).click();
    await expect(result).toHaveText('Please enter a postcode.');
    // fixture-franchise site.yaml, leads.delivery: 4000–4179 Brisbane $250, 4810–4819 Townsville $990.
    await calculate('4000');
    await expect(result).toHaveText('Delivery to Brisbane: $250');
    await calculate('4815');
    await expect(result).toHaveText('Delivery to Townsville: $990');
    await calculate('0800');
    await expect(result).toHaveText(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    );
    await form.getByLabel('Postcode').fill('');
    await form.getByRole('button', { name: 'Calculate' }).click();
    await expect(result).toHaveText('Please enter a postcode.');
  });

  test('a car with no similar cars offers the generic searches instead of a carousel', async ({ page }) => {
    // A car without a price has no price band, so nothing is similar (domain/similar.ts).
    const car = pickCar(
      'fixture-franchise',
      'available car without a price',
      (c) => isAvailable(c) && (c.price ?? 0) === 0,
    );
    const vehicle = new VehiclePage(page);
    await vehicle.goto(base, car);
    const section = page.locator('#similar-cars');
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('link', { name: `Browse more ${car.make} ${car.model} stock` })).toHaveAttribute(
      'href',
      new RegExp(`^/search/${car.make.toLowerCase()}/${car.model.toLowerCase().replace(/\s+/g, '-')}/?$`),
    );
    await expect(section.getByRole('link', { name: 'See all similar cars' })).toHaveAttribute(
      'href',
      /^\/search\/new-used-and-demo-cars\/?$/,
    );
    await expect(section.locator('[data-similar-track]')).toHaveCount(0);
    await expect(section.getByRole('button', { name: /similar/i })).toHaveCount(0);
  });

  test('under reduced motion the similar-cars carousel jumps a card at once; otherwise it glides', async ({ page }) => {
    const car = pickCar(
      'fixture-franchise',
      'car with several similar cars',
      (c) => c.status === 'in_stock' && (c.price ?? 0) > 10 && c.car_type === 'new',
    );
    const vehicle = new VehiclePage(page);
    const track = page.locator('[data-similar-track]');
    // Where the track is in the same task as the press of Next, against one card's step: a jump is there already, a glide is not.
    const pressNext = async () => {
      await page.locator('#similar-cars').scrollIntoViewIfNeeded();
      await expect(track.getByRole('article').first()).toBeVisible();
      return track.evaluate((t) => {
        if (t.scrollWidth <= t.clientWidth) throw new Error('the carousel has no more cards than fit');
        const step = (t.firstElementChild as HTMLElement).offsetWidth + 16;
        (document.querySelector('[data-similar-next]') as HTMLButtonElement).click();
        return { at: t.scrollLeft, step };
      });
    };
    await vehicle.goto(base, car);
    const glide = await pressNext();
    expect(glide.at).toBeLessThan(glide.step - 2);
    await expect.poll(() => track.evaluate((t) => t.scrollLeft)).toBeGreaterThanOrEqual(glide.step - 2);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await vehicle.goto(base, car);
    const jump = await pressNext();
    expect(jump.at).toBeGreaterThanOrEqual(jump.step - 2);
  });

  test('the Autogauge block asks the API: hidden without enough comparable stock, shown for a confident answer', async ({
    page,
  }) => {
    const car = pickCar(
      'fixture-franchise',
      'used car for the Autogauge check',
      (c) => c.car_type === 'used' && c.status === 'in_stock' && !c.reserved && (c.price ?? 0) > 200,
    );
    const answer = await page.request.get(`${base}/cars/${car.slug}/autogauge`);
    expect(answer.status()).toBe(200);
    const body = await answer.json();
    expect(body.confidence, 'the fixture stock has too few comparables for a confident check').toBeLessThanOrEqual(0.2);
    expect((await page.request.get(`${base}/cars/no-such-car/autogauge`)).status()).toBe(404);
    expect(
      await (await page.request.get(`${base}/cars/${car.slug}`)).text(),
      'the page has the block (skeleton) for this car',
    ).toContain(`data-autogauge="/cars/${car.slug}/autogauge"`);
    const vehicle = new VehiclePage(page);
    await vehicle.goto(base, car);
    const box = page.locator('[data-autogauge]');
    await page.getByRole('heading', { name: 'Price Comparison' }).scrollIntoViewIfNeeded();
    await expect(box).toHaveCount(0);
    // The same page with a confident answer (as a larger stock gives) shows the range.
    await page.route('**/autogauge', (route) =>
      route.fulfill({
        json: {
          fill: 0.4,
          listing_price: car.price,
          market_range_min: car.price! - 2000,
          market_range_max: car.price! + 3000,
          confidence: 0.8,
          description: 'Priced within the market range of 9 comparable cars.',
        },
      }),
    );
    await vehicle.goto(base, car);
    await page.getByRole('heading', { name: 'Price Comparison' }).scrollIntoViewIfNeeded();
    await expect(box.getByText('Priced within the market range of 9 comparable cars.')).toBeVisible();
    await expect(box.getByText(/Market range \$[\d,]+ – \$[\d,]+ · Confidence 80%/)).toBeVisible();
  });

  test('print opens the printable page and PDF downloads as {slug}.pdf after Preparing', async ({ page }) => {
    const car = anyAvailable();
    const vehicle = new VehiclePage(page);
    await vehicle.goto(base, car);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      vehicle.sidebar.getByRole('link', { name: 'Print' }).click(),
    ]);
    await expect(popup).toHaveURL(new RegExp(`/print\\?car_id=${car.slug}$`));
    await expect(popup.getByRole('heading', { level: 1 })).toHaveText((await vehicle.heading.textContent()) ?? '');
    await expect(popup.getByRole('button', { name: 'Print this page' })).toBeEnabled();

    // Hold the PDF module back a little so the Preparing state can be seen.
    await page.route('**/_astro/pdf-sheet*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const pdf = vehicle.sidebar.getByRole('button', { name: 'Download PDF' });
    const download = page.waitForEvent('download');
    await pdf.click();
    await expect(pdf).toHaveText('Preparing');
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${car.slug}.pdf`);
    const bytes = await new Promise<Buffer>((resolve, reject) => {
      void file.createReadStream().then((s) => {
        const chunks: Buffer[] = [];
        s.on('data', (c: Buffer) => chunks.push(c));
        s.on('end', () => resolve(Buffer.concat(chunks)));
        s.on('error', reject);
      });
    });
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  });

  test("the print sheet carries the dealer's phone, unmasked (issue 21)", async ({ page }) => {
    const car = anyAvailable();
    const vehicle = new VehiclePage(page);
    await vehicle.goto(base, car);
    const number = await vehicle.sidebar.locator('[data-number]').first().getAttribute('data-number');
    expect(number).toMatch(/^0\d[\d ]+$/);
    await page.goto(`${base}/print?car_id=${car.slug}`);
    await expect(page.getByText(`Call ${number}`, { exact: true })).toBeVisible();
  });

  test('a PDF that cannot be made is explained in plain words, not the browser error (issue 21)', async ({ page }) => {
    const car = anyAvailable();
    const vehicle = new VehiclePage(page);
    await vehicle.goto(base, car);
    await page.route('**/_astro/pdf-sheet*', (route) => route.abort('internetdisconnected'));
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await vehicle.sidebar.getByRole('button', { name: 'Download PDF' }).click();
    await expect
      .poll(() => alerts)
      .toEqual([
        "Sorry, we couldn't make the PDF just now. Please try again, or use Print to print or save this car's details.",
      ]);
    await expect(vehicle.sidebar.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  test("the sticky mobile bar never covers the footer's legal lines at the end of the page (issue 21) @phone-only", async ({
    page,
  }) => {
    const vehicle = new VehiclePage(page);
    await vehicle.goto(base, anyAvailable());
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    const bar = page.locator('[data-sticky-bar]');
    await expect(bar).toHaveAttribute('data-shown', 'true');
    const legal = page.locator('body > footer').getByText('All rights reserved', { exact: false });
    await expect(legal).toBeVisible();
    // The bar slides in over 200 ms: measure once it is still.
    await expect
      .poll(async () => (await bar.boundingBox())?.y)
      .toBe(
        await page.evaluate(() => innerHeight - document.querySelector<HTMLElement>('[data-sticky-bar]')!.offsetHeight),
      );
    const barTop = (await bar.boundingBox())!.y;
    const legalBottom = await page
      .locator('body > footer p')
      .last()
      .evaluate((p) => p.getBoundingClientRect().bottom);
    expect(legalBottom).toBeLessThanOrEqual(barTop);
  });

  test('the print page names a missing car', async ({ page }) => {
    await page.goto(`${base}/print?car_id=no-such-car`);
    await expect(page.getByText('We could not find that car. It may have been sold.')).toBeVisible();
  });
});

test.describe('vehicle page rules per car', () => {
  test('an electric car has no fuel calculator; a petrol car has one that recalculates', async ({ page }) => {
    const vehicle = new VehiclePage(page);
    await vehicle.goto(
      base,
      pickCar(
        'fixture-franchise',
        'electric car',
        (c) =>
          /electric/i.test(`${c.fuel ?? ''} ${c.simple_fuel ?? ''}`) &&
          !/hybrid|petrol|diesel/i.test(`${c.fuel ?? ''} ${c.simple_fuel ?? ''}`),
      ),
    );
    await expect(page.getByRole('heading', { name: 'Fuel Calculator' })).toHaveCount(0);
    const petrol = pickCar(
      'fixture-franchise',
      'petrol car with a known consumption',
      (c) => /petrol|diesel/i.test(c.fuel ?? '') && (c.fuelconsumptioncombined ?? 0) > 0 && c.item_type !== 'caravan',
    );
    await vehicle.goto(base, petrol);
    const form = page.locator('[data-fuel-calc]');
    await form.getByLabel('Kms per week').fill('500');
    await form.getByLabel('Price per litre').fill('2');
    // 500 km a week at L/100km and $2 a litre: 10 × L dollars a week.
    await expect(form.locator('[data-fuel-weekly]')).toHaveText(formatAudCents(10 * petrol.fuelconsumptioncombined!));
    // Figures as people type them (issue 21 point 3): 1,000 km at $2.00/L is 20 × L dollars a week.
    await form.getByLabel('Kms per week').fill('1,000 km');
    await form.getByLabel('Price per litre').fill('$2.00/L');
    await expect(form.locator('[data-fuel-weekly]')).toHaveText(formatAudCents(20 * petrol.fuelconsumptioncombined!));
  });

  test("a caravan is called a caravan in the page's sentences and buttons, and by the API (issue 21 point 10)", async ({
    page,
  }) => {
    const group = vehicleSiteUrl('fixture-group');
    const van = pickCar('fixture-group', 'caravan', (c) => c.item_type === 'caravan' && isAvailable(c));
    const vehicle = new VehiclePage(page);
    await vehicle.goto(group, van);
    await expect(page.getByText(/^This caravan is at /)).toBeVisible();
    await expect(vehicle.sidebar.getByRole('button', { name: 'Download PDF' })).toHaveAttribute(
      'data-failed',
      /save this caravan's details\.$/,
    );
    const similar = page.locator('[data-similar]');
    await similar.scrollIntoViewIfNeeded();
    for (const name of ['Previous', 'Next'])
      await expect(similar.getByRole('button', { name: `${name} caravans` })).toHaveCount(
        await similar.getByRole('button', { name: new RegExp(`^${name} `) }).count(),
      );
    const answer = await page.request.get(`${group}/cars/${van.slug}/autogauge`);
    expect(answer.status()).toBe(200);
    expect((await answer.json()).description).toMatch(/comparable caravans/);
    // Nowhere on the page is the caravan called a car.
    expect(await page.locator('main').textContent()).not.toMatch(/\bthis car\b|\bsimilar cars\b|comparable cars/i);
  });

  test('a payment processor deposit replaces the default deposit text, and a $0 deposit hides it', async ({ page }) => {
    const vehicle = new VehiclePage(page);
    await vehicle.goto(
      base,
      pickCar(
        'fixture-franchise',
        'car with a payment processor deposit above 0',
        (c) =>
          c.status === 'in_stock' &&
          !c.reserved &&
          (c.price ?? 0) > 10 &&
          c.payment_processors.some((p) => (p.deposit ?? 0) > 0),
      ),
    );
    await expect(vehicle.sidebar.getByText(/^\$[\d,]+ to reserve · Held for 48 hours, 100% refundable$/)).toBeVisible();
    await vehicle.goto(
      base,
      pickCar(
        'fixture-franchise',
        'car with a $0 payment processor deposit',
        (c) =>
          c.status === 'in_stock' &&
          !c.reserved &&
          (c.price ?? 0) > 10 &&
          c.payment_processors.some((p) => p.deposit === 0),
      ),
    );
    await expect(vehicle.action('Reserve Car Now')).toBeVisible();
    await expect(vehicle.sidebar.getByText(/to reserve/)).toHaveCount(0);
  });

  test('a car with a history report file links to it from the sidebar, and the click is event 60', async ({ page }) => {
    const car = pickCar('fixture-franchise', 'car with a history report', (c) => Boolean(c.file));
    const vehicle = new VehiclePage(page);
    await vehicle.goto(base, car);
    const link = vehicle.sidebar.getByRole('link', { name: 'History Report' });
    await expect(link).toHaveAttribute('href', car.file!);
    await expect(page.getByRole('link', { name: 'History Report' })).toHaveCount(1);
    const [report] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(report).toHaveURL(new RegExp(`${car.file!.replace(/[.]/g, '\\.')}$`));
    expect(await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event_id === 60).length)).toBe(1);
    await vehicle.goto(base, anyAvailable());
    await expect(page.getByRole('link', { name: 'History Report' })).toHaveCount(0);
  });
});
