/**
 * Keyboard paths through the header, and visible focus (issue 11), on a fixture site and on one demo
 * site per theme: southern-cross-motor-group (light, with a yellow accent that must not be the ring
 * on a pale page) and prestige-pre-owned (dark). Tab from the top of the page through the header,
 * every stop showing a visible focus indicator (focus-indicator.ts); each dropdown opened with Enter
 * and the More menu with Space, their first link reached with Tab, closed with Escape with focus back
 * on their button. Every Tab stop of the home page (slides, quick search, cards, carousels, footer)
 * shows one too. On a phone, the menu drawer opens from the keyboard, keeps Tab and Shift+Tab inside
 * itself, opens a section, and closes with Escape, focus back on the menu button.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoSiteUrl } from './demo-templates';
import { checkFocusIndicator } from './focus-indicator';
import { siteUrl } from './helpers';

const SITES = [
  { label: 'fixture-franchise', url: (path: string) => siteUrl('fixture-franchise', path) },
  {
    label: 'southern-cross-motor-group (light theme)',
    url: (path: string) => demoSiteUrl('southern-cross-motor-group', path),
  },
  { label: 'prestige-pre-owned (dark theme)', url: (path: string) => demoSiteUrl('prestige-pre-owned', path) },
];
/** The narrowest desktop header (lg): every site's menu overflows into More there, with items to spare. */
const DESKTOP = { width: 1024, height: 900 };
const PHONE = { width: 390, height: 844 };
/** More Tab presses than any header has stops: a walk that reaches it never left the header. */
const MAX_STOPS = 60;

/** What the focused element is, for messages and for the walk's decisions. */
function focusedElement(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const name = (el?.getAttribute('aria-label') ?? el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    return {
      name,
      tag: el?.tagName.toLowerCase() ?? '',
      inHeader: !!el?.closest('header'),
      inDrawer: !!el?.closest('#mobile-menu'),
      menuButton: el?.hasAttribute('aria-expanded') && el.closest('nav') ? name : undefined,
    };
  });
}

/** The focused element's indicator problems, once its transitions and scrolling have settled (empty when visible). */
async function focusProblems(page: Page): Promise<string[]> {
  let last: string[] = [];
  await expect
    .poll(
      async () => {
        const check = await checkFocusIndicator(page);
        last = check ? check.problems.map((p) => `${check.element}: ${p}`) : ['nothing is focused'];
        return last;
      },
      { timeout: 3_000 },
    )
    .toEqual([])
    .catch(() => undefined);
  return last;
}

/** Opens the focused menu button with `key`, Tabs to its first link, and closes it with Escape. */
async function openAndClose(page: Page, name: string, key: 'Enter' | ' '): Promise<string[]> {
  const button = page.getByRole('banner').getByRole('button', { name, exact: true });
  const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
  await page.keyboard.press(key);
  await expect(button, `${name} opens with ${key === ' ' ? 'Space' : key}`).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link').first(), `Tab from ${name} goes into its menu`).toBeFocused();
  const problems = await focusProblems(page);
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  await expect(button, `Escape returns focus to ${name}`).toBeFocused();
  return problems;
}

for (const site of SITES) {
  test.describe(`keyboard: ${site.label}`, () => {
    test('Tab walks the header with a visible focus on every stop; each dropdown and More open, close and return focus by keyboard', async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(site.url('/'));
      // The More menu is measured again once the web font is in; walk the settled header.
      await page.evaluate(() => document.fonts.ready);
      await expect(page.getByRole('banner').getByRole('button', { name: 'More', exact: true })).toBeVisible();

      const problems: string[] = [];
      const stops: string[] = [];
      const opened: string[] = [];
      let seenHeader = false;
      for (let i = 0; i < MAX_STOPS; i++) {
        await page.keyboard.press('Tab');
        const focused = await focusedElement(page);
        if (seenHeader && !focused.inHeader) break;
        seenHeader ||= focused.inHeader;
        stops.push(`${focused.tag} "${focused.name}"`);
        problems.push(...(await focusProblems(page)));
        if (focused.menuButton) {
          problems.push(
            ...(await openAndClose(page, focused.menuButton, focused.menuButton === 'More' ? ' ' : 'Enter')),
          );
          opened.push(focused.menuButton);
        }
      }
      expect(seenHeader, `Tab reached the header (stops: ${stops.join(', ')})`).toBe(true);
      expect(stops.length, 'the walk left the header').toBeLessThan(MAX_STOPS);
      expect(opened, 'a dropdown and the More menu were opened by keyboard').toContain('More');
      expect(opened.length).toBeGreaterThan(1);
      expect(problems, `focus indicators along ${stops.join(' → ')}`).toEqual([]);
    });

    test('every Tab stop of the home page shows a visible focus indicator', async ({ page }) => {
      test.slow(); // a hundred and more stops, each checked in the page; the card hearts hydrate as focus reaches them
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(site.url('/'));
      await page.evaluate(() => document.fonts.ready);
      const problems: string[] = [];
      const stops: string[] = [];
      for (let i = 0; i < 400; i++) {
        await page.keyboard.press('Tab');
        const focused = await focusedElement(page);
        // Round the whole page: back at the first stop (or out to the browser's own controls).
        if (
          focused.tag === '' ||
          focused.tag === 'body' ||
          (stops.length > 0 && `${focused.tag} "${focused.name}"` === stops[0])
        )
          break;
        stops.push(`${focused.tag} "${focused.name}"`);
        problems.push(...(await focusProblems(page)));
      }
      expect(stops.length, 'the walk went round the page').toBeLessThan(400);
      expect(stops.length).toBeGreaterThan(20);
      expect(problems, `over ${stops.length} Tab stops`).toEqual([]);
    });

    test('on a phone the menu drawer opens, keeps focus inside and closes by keyboard', async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(site.url('/'));
      const opener = page.getByRole('button', { name: 'Open menu' });
      const problems: string[] = [];
      for (let i = 0; i < MAX_STOPS && !(await opener.evaluate((el) => el === document.activeElement)); i++) {
        await page.keyboard.press('Tab');
        problems.push(...(await focusProblems(page)));
      }
      await expect(opener, 'Tab reaches the menu button').toBeFocused();

      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      await expect(opener).toHaveAttribute('aria-expanded', 'true');
      await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();

      // Once round the drawer, from Close menu back to it: focus never leaves it.
      const stops = await drawer.locator('a[href]:visible, button:visible, summary:visible').count();
      for (let i = 0; i < stops; i++) {
        await page.keyboard.press('Tab');
        const focused = await focusedElement(page);
        expect(focused.inDrawer, `Tab ${i + 1} stays in the drawer (on ${focused.tag} "${focused.name}")`).toBe(true);
        problems.push(...(await focusProblems(page)));
      }
      await expect(
        drawer.getByRole('button', { name: 'Close menu' }),
        'Tab past the last item wraps to the first',
      ).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      expect((await focusedElement(page)).inDrawer, 'Shift+Tab from the first item wraps to the last').toBe(true);

      // A section opens from the keyboard and its links become reachable.
      const section = drawer.locator('summary').first();
      if ((await section.count()) > 0) {
        await section.focus();
        await page.keyboard.press('Enter');
        await expect(section.locator('xpath=..')).toHaveAttribute('open', '');
        await page.keyboard.press('Tab');
        await expect(section.locator('xpath=..').getByRole('link').first()).toBeFocused();
        problems.push(...(await focusProblems(page)));
      }

      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(opener, 'Escape returns focus to the menu button').toBeFocused();
      await expect(opener).toHaveAttribute('aria-expanded', 'false');
      expect(problems).toEqual([]);
    });
  });
}
