/**
 * Between them, the demo sites show every feature a dealer might evaluate (issue 21 point 20), each
 * seen working in the browser on the built demo site, not only named in its config
 * (scripts/demo/sites.test.ts checks the config and feeds): a walkaround video, a stock video and an
 * external video, an available Test Drive Only car, comments over 400 characters, chat, the terms
 * tick box on a form and dark mode. No request leaves the local server. The demo sites are built and
 * served by playwright.config.ts for runs that name demo-sites (this file's name does).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { isAvailable, type Car } from '../../src/domain/car';
import { demoCars, demoSiteUrl, type DemoSite } from './demo-templates';
import { leadsWhere, uniqueEmail } from './forms-helpers';
import { gotoVehicle } from './helpers';

// A trace snapshots these big pages at every step, which costs more than the tests.
test.use({ trace: 'off' });

/** A video shown, started (muted, as autoplay rules allow) and moving on. */
async function expectToPlay(video: Locator): Promise<void> {
  await expect(video).toBeVisible();
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
}

/** An available car of the site matching `what`; the test fails, naming it, when there is none. */
function carWhere(site: DemoSite, label: string, what: (car: Car) => boolean): Car {
  const car = demoCars(site).find((c) => isAvailable(c) && !c.reserved && c.show_on_dealer_website && what(c));
  expect(car, `${site} has ${label}`).toBeDefined();
  return car as Car;
}

/** Requests that leave the local server, recorded while the test runs; outside hosts are refused. */
async function outsideRequests(page: Page): Promise<string[]> {
  const urls: string[] = [];
  await page.route(
    (url) => url.protocol.startsWith('http') && url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => {
      urls.push(route.request().url());
      return route.abort();
    },
  );
  return urls;
}

/** Turns the gallery to its slide with a video; answers that slide's play button. */
async function galleryVideoSlide(page: Page) {
  const viewer = page.locator('[data-viewer]');
  // The viewer may open on the spinner: the videos are slides of the gallery.
  const gallery = viewer.getByRole('button', { name: 'Gallery', exact: true });
  if ((await gallery.count()) > 0) await gallery.click();
  const play = viewer.locator('[data-video] button');
  for (let i = 0; i < 20 && !(await play.isVisible()); i++) await viewer.locator('[data-next]').click();
  await expect(play).toBeVisible();
  return play;
}

test.describe('harbour-toyota: videos and long comments', () => {
  const site = 'harbour-toyota';

  test('a walkaround video plays in the viewer, from the site itself', async ({ page }) => {
    const outside = await outsideRequests(page);
    const car = carWhere(site, 'a walkaround video', (c) => Boolean(c.walkaround_video_url));
    await gotoVehicle(page, demoSiteUrl(site, `/cars/${car.slug}`));
    const viewer = page.locator('[data-viewer]');
    await viewer.getByRole('button', { name: 'Walkaround' }).click();
    const video = viewer.locator('[data-panel="walkaround"] video');
    await expectToPlay(video);
    expect(outside).toEqual([]);
  });

  test('a stock video plays in the gallery', async ({ page }) => {
    const outside = await outsideRequests(page);
    const car = carWhere(site, 'a stock video', (c) => c.videos.some((v) => v.startsWith('/videos/')));
    await gotoVehicle(page, demoSiteUrl(site, `/cars/${car.slug}`));
    await (await galleryVideoSlide(page)).click();
    const video = page.locator('[data-viewer] [data-video] video');
    await expectToPlay(video);
    expect(outside).toEqual([]);
  });

  test('an external video loads nothing from its host until pressed, then opens its privacy-enhanced player', async ({
    page,
  }) => {
    const outside = await outsideRequests(page);
    const car = carWhere(site, 'an external video', (c) =>
      c.videos.some((v) => /youtube\.com|youtu\.be|vimeo/.test(v)),
    );
    await gotoVehicle(page, demoSiteUrl(site, `/cars/${car.slug}`));
    const play = await galleryVideoSlide(page);
    expect(outside).toEqual([]);
    await play.click();
    await expect(page.locator('[data-viewer] [data-video] iframe')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
  });

  test('dealer comments over 400 characters open with Show More', async ({ page }) => {
    const car = carWhere(site, 'comments over 400 characters', (c) => (c.dealercomments ?? '').length > 400);
    await gotoVehicle(page, demoSiteUrl(site, `/cars/${car.slug}`));
    const panel = page.getByRole('tabpanel', { name: 'Dealer Comments' });
    await expect(panel.locator('[data-short]')).toContainText('…');
    await panel.getByRole('button', { name: 'Show More' }).click();
    await expect(panel.locator('[data-full]')).toBeVisible();
    expect((await panel.locator('[data-full]').textContent())?.trim().length).toBeGreaterThan(400);
  });
});

test('harbour-toyota: the Supra its blog links to, none in stock, has a page that says so (issue 21 point 16)', async ({
  page,
}) => {
  expect(demoCars('harbour-toyota').some((c) => c.model === 'Supra')).toBe(false);
  const response = await page.goto(demoSiteUrl('harbour-toyota', '/search/toyota/supra/'));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota Supra: None in Stock');
  await expect(page.getByRole('region', { name: 'Similar cars in stock' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Register your interest in Toyota Supra' })).toBeVisible();
});

test.describe('southern-cross-motor-group: chat and a Test Drive Only car', () => {
  const site = 'southern-cross-motor-group';

  test('Instant Message opens the chat, and a message reaches the dealer as an enquiry about the car, all locally', async ({
    page,
  }) => {
    const outside = await outsideRequests(page);
    const car = carWhere(site, 'a priced car with the chat button', (c) => (c.price ?? 0) > 10 && !c.tag);
    await gotoVehicle(page, demoSiteUrl(site, `/cars/${car.slug}`));
    await expect(page.locator('html')).toHaveAttribute('data-vehicle-ready', 'true');
    await page.locator('[data-sidebar]').getByRole('button', { name: 'Instant Message' }).click();
    const chat = page.getByRole('dialog', { name: 'Chat with Southern Cross Motor Group' });
    await expect(chat).toBeVisible();
    await expect(chat.getByLabel('Your message')).toBeFocused();
    const email = uniqueEmail('demo-chat');
    await chat.getByLabel('Your message').fill('Is this one still available to see on Saturday?');
    await chat.getByLabel('Name').fill('Sam Shopper');
    await chat.getByLabel('Email').fill(email);
    await chat.getByLabel('Phone').fill('0412 345 678');
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByText('Is this one still available to see on Saturday?')).toBeVisible();
    await expect(chat.getByText('Thanks Sam, your message is with our sales team.', { exact: false })).toBeVisible();
    const [lead] = leadsWhere(site, "json_extract(payload, '$.email') = ?", email);
    expect(lead).toMatchObject({ kind: 'enquiry', car_id: car.id, event_id: car.car_type === 'used' ? 15 : 14 });
    expect(lead?.payload).toMatchObject({
      category: 'Instant Message',
      message: 'Is this one still available to see on Saturday?',
    });
    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
    expect(outside).toEqual([]);
  });

  test('an available Test Drive Only car is not for sale but offers a test drive', async ({ page }) => {
    const car = carWhere(site, 'an available Test Drive Only car', (c) => /^test drive only$/i.test(c.tag ?? ''));
    await gotoVehicle(page, demoSiteUrl(site, `/cars/${car.slug}`));
    const sidebar = page.locator('[data-sidebar]');
    await expect(sidebar.getByText('Test Drive Only', { exact: true })).toBeVisible();
    // Not for sale (spec 01: Find Me Something Similar instead of price and actions)…
    await expect(sidebar.getByRole('link', { name: 'Reserve Car Now' })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Find Me Something Similar' })).toBeVisible();
    // …but bookable: the page's forms offer the test drive.
    const forms = page.getByRole('tablist', { name: 'Enquire or book a test drive' });
    await forms.getByRole('tab', { name: 'Book a Test Drive' }).click();
    await expect(forms.getByRole('tab', { name: 'Book a Test Drive' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Book a Test Drive' }).getByRole('button').first()).toBeVisible();
  });
});

test('outback-caravans-and-motorcycles: the enquiry form asks to agree to the terms, and will not send without it', async ({
  page,
}) => {
  await page.goto(demoSiteUrl('outback-caravans-and-motorcycles', '/contact-us/'));
  const form = page.locator('main form').first();
  const terms = form.getByRole('checkbox', { name: 'I agree to the terms of use' });
  await expect(terms).toBeVisible();
  await expect(terms).toHaveAttribute('aria-required', 'true');
  await expect(form.getByRole('link', { name: 'I agree to the terms of use' })).toHaveAttribute(
    'href',
    /\/terms-and-conditions\/$/,
  );
  const sent = page.waitForRequest((r) => r.url().includes('/api/leads'), { timeout: 3_000 }).catch(() => undefined);
  await form
    .getByRole('button', { name: /send|submit|enquire/i })
    .first()
    .click();
  expect(await sent).toBeUndefined();
  await expect(form.getByText('You must agree to the terms of use before submitting the form.').first()).toBeVisible();
});

test('prestige-pre-owned: dark mode, a dark page with light text', async ({ page }) => {
  await page.goto(demoSiteUrl('prestige-pre-owned'));
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const luminance = (css: string) => {
    const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).map(Number) as [number, number, number];
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  };
  const colours = await page.locator('body').evaluate((b) => {
    const style = getComputedStyle(b);
    return { background: style.backgroundColor, text: style.color };
  });
  expect(luminance(colours.background)).toBeLessThan(0.2);
  expect(luminance(colours.text)).toBeGreaterThan(0.7);
});
