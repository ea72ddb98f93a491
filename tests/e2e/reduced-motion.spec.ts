/**
 * Reduced motion (issue 11): the home promotions slider never moves on its own, and under
 * prefers-reduced-motion its controls jump to a slide instead of scrolling smoothly. Both are read
 * in the same task as the click, where a smooth scroll has not started yet and a jump has finished.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { siteUrl } from './helpers';

/** Clicks a slider control and reads the track's scroll position in the same task. */
async function clickAndReadScroll(page: Page, control: string): Promise<{ left: number; slide: number }> {
  const slider = page.getByRole('region', { name: 'Current promotions' });
  const button = await slider.getByRole('button', { name: control }).elementHandle();
  const track = await slider.getByRole('list').elementHandle();
  return page.evaluate(
    ([b, t]) => {
      (b as HTMLButtonElement).click();
      return { left: (t as HTMLElement).scrollLeft, slide: (t as HTMLElement).clientWidth };
    },
    [button, track] as const,
  );
}

test.describe('home slider motion', () => {
  test('under reduced motion it never advances on its own and its controls jump', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto(siteUrl('fixture-franchise'));
    const slider = page.getByRole('region', { name: 'Current promotions' });
    await expect(slider.getByRole('button', { name: 'Next slide' })).toBeVisible();

    // A minute passes on the page's clock: no timer moves the slider.
    await page.clock.runFor(60_000);
    await expect(slider.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
    expect(await slider.getByRole('list').evaluate((t) => t.scrollLeft)).toBe(0);

    const next = await clickAndReadScroll(page, 'Next slide');
    expect(next.left, 'the next slide is in place as soon as Next is pressed').toBe(next.slide);
    await expect(slider.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    const back = await clickAndReadScroll(page, 'Go to slide 1');
    expect(back.left).toBe(0);
  });

  test('without the preference the same control scrolls smoothly (the check above can fail)', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto(siteUrl('fixture-franchise'));
    const slider = page.getByRole('region', { name: 'Current promotions' });
    await expect(slider.getByRole('button', { name: 'Next slide' })).toBeVisible();
    const next = await clickAndReadScroll(page, 'Next slide');
    expect(next.left, 'a smooth scroll has not moved yet in the task of the click').toBeLessThan(next.slide);
    // …and arrives.
    await expect(slider.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
  });
});
