/**
 * Browser-test helpers for accounts: sign in with the code the local server wrote to its test-only
 * code file (FORECOURT_LOCAL_CODES=1, src/api/local-codes.ts), fresh phone numbers, free cars to reserve.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { localCodesFile } from '../../src/api/local-codes';
import { fixtureSites } from '../../playwright.config';
import { siteUrl } from './helpers';
import { fixtureCars } from './pages/vehicle-page';

type Site = keyof typeof fixtureSites;

/** A fresh mobile number per test, so tests never share a watchlist or a code. */
export function freshPhone(): string {
  return `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** 0412345678 → 0412 345 678 (how the server logs it). */
export const national = (phone: string) => `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;

/** The latest code the server wrote for the phone. */
export function codeFor(site: Site, phone: string): string | undefined {
  const file = localCodesFile(site, fixtureSites[site]);
  if (!existsSync(file)) return undefined;
  const prefix = `[forecourt] sign-in code for ${national(phone)}: `;
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith(prefix))
    .at(-1)
    ?.slice(prefix.length);
}

/** Completes the sign-in form already on screen. */
export async function completeSignIn(page: Page, site: Site, phone: string): Promise<void> {
  await page.getByLabel('Mobile Number').fill(phone);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText(`We sent a code to ${national(phone)}`)).toBeVisible();
  let code: string | undefined;
  await expect.poll(() => (code = codeFor(site, phone))).toMatch(/^\d{6}$/);
  await page.getByLabel('Verification Code').fill(code!);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Signs in through /sign-in and lands on `redirect`. */
export async function signIn(page: Page, site: Site, phone: string, redirect = '/'): Promise<void> {
  await page.goto(siteUrl(site, `/sign-in?type=watchlist&redirect=${encodeURIComponent(redirect)}&back=%2F`));
  await completeSignIn(page, site, phone);
  await expect(page).toHaveURL(siteUrl(site, redirect));
}

/**
 * Waits until `heart` (a Favourite button) is live: hydrated by React. A visitor's heart island
 * hydrates when reached for, so its island is told a pointer came over it (on the island, not the
 * button: the heart itself does not hear it, and loads no watchlist code for it); the search
 * island's built hearts are replaced by live ones, so it is looked up afresh each time. Presses
 * before then are held and replayed anyway: this is for checks of state.
 */
export async function heartLive(heart: Locator): Promise<void> {
  await expect
    .poll(() =>
      heart
        .evaluate(
          (button) => {
            button.scrollIntoView({ block: 'center' });
            button.closest('astro-island[ssr]')?.dispatchEvent(new PointerEvent('pointerover'));
            return Object.keys(button).some((key) => key.startsWith('__reactProps'));
          },
          undefined,
          { timeout: 1_000 },
        )
        .catch(() => false),
    )
    .toBe(true);
}

/** Reserve pages built for the site (slugs). */
export function reserveSlugs(site: Site): string[] {
  const dir = join(import.meta.dirname, '..', '..', 'dist', site, 'cars');
  return readdirSync(dir)
    .filter((slug) => existsSync(join(dir, slug, 'checkout', 'index.html')))
    .sort();
}

/**
 * A car on the site that nobody holds yet: its slug and id (reservations last 48 hours across runs).
 * `lane` splits the cars between tests running at once (positions modulo 3), so they never race each other;
 * `from: 'end'` takes a lane's last free car, for a fourth test sharing the lane with one that takes its first.
 * Only cars on the site's own deposit: a payment processor's deposit is what the vehicle page tests
 * read from the few cars that have one, and a car reserved here would show them "Reserved" instead.
 */
export async function freeCar(
  page: Page,
  site: Site,
  lane: 0 | 1 | 2,
  from: 'start' | 'end' = 'start',
): Promise<{ slug: string; id: string }> {
  const ownDeposit = new Set(
    fixtureCars(site)
      .filter((c) => c.payment_processors.some((p) => p.deposit !== undefined))
      .map((c) => c.slug),
  );
  const slugs = [
    ...reserveSlugs(site)
      .filter((slug) => !ownDeposit.has(slug))
      .entries(),
  ];
  for (const [i, slug] of from === 'end' ? slugs.reverse() : slugs) {
    if (i % 3 !== lane) continue;
    const html = readFileSync(
      join(import.meta.dirname, '..', '..', 'dist', site, 'cars', slug, 'checkout', 'index.html'),
      'utf8',
    );
    const id = /data-car-id="([^"]+)"/.exec(html)?.[1];
    if (!id) continue;
    const status = await page.request.get(siteUrl(site, `/api/reservations/${encodeURIComponent(id)}`));
    if (status.ok() && (await status.json()).reserved === false) return { slug, id };
  }
  throw new Error(
    `every car on ${site} is reserved: restart the fixture server (fresh data) to run the reserve tests again`,
  );
}
