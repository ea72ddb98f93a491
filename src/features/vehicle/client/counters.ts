/** The views count from view.json and the sales counter, each counting up from 0 (spec 01 §4.5, spec 02 §9). */
import { countUpValue, SALES_COUNT_UP_MS, VIEWS_COUNT_UP_MS } from '../count-up';
import { groupThousands } from '../../../domain/money';
import { fetchViews, type ViewAnswer } from './api';
import { whenNear } from './when-near';
import { SALES_COUNT_PATH, shownSalesCount } from '../../sales-counter/sales-count-file';

/**
 * Animates `el`'s text from 0 to `target` over `duration` ms through `format`, once `el` comes into
 * view: until then it shows the final figure. A count-up nobody sees is only work: each of its frames
 * lays out and repaints the whole page, and on a phone both counters sit below the fold, so run at
 * load they cost a vehicle page about 0.5 s of main-thread time in its first seconds (2 s at CPU 4×).
 * The element keeps the width of its final text throughout, so the changing text never moves what
 * sits beside it (a centred icon, the words after it): a count-up is not a layout shift.
 */
export function countUp(el: HTMLElement, target: number, duration: number, format: (n: number) => string): void {
  el.textContent = format(target);
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  // Started 64 px short of the viewport, so the count is back at 0 before it shows.
  whenNear(el, '0px 0px 64px 0px', () => animate(el, target, duration, format));
}

function animate(el: HTMLElement, target: number, duration: number, format: (n: number) => string): void {
  const width = el.getBoundingClientRect().width;
  if (width > 0)
    Object.assign(el.style, { display: 'inline-block', width: `${Math.ceil(width)}px`, whiteSpace: 'nowrap' });
  const start = performance.now();
  const frame = (now: number) => {
    const value = countUpValue(target, now - start, duration);
    el.textContent = format(value);
    if (value < target) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * Asks view.json for the count (which also records this view) and shows "{count} views" ("1 view");
 * answers what view.json said (undefined when it could not be asked), for the live reserved state.
 */
export async function initViews(root: ParentNode = document): Promise<ViewAnswer | undefined> {
  const box = root.querySelector<HTMLElement>('[data-views]');
  const slot = box?.querySelector<HTMLElement>('[data-count-slot]');
  if (!box || !slot) return undefined;
  try {
    const answer = await fetchViews(`${box.dataset.views}/view.json`, {
      photos_count: box.dataset.photos,
      updated_at: box.dataset.updated,
      website_id: box.dataset.website,
    });
    const template = (n: number) =>
      (n === 1 ? box.dataset.templateOne : undefined) ?? box.dataset.template ?? '{count}';
    box.querySelector<HTMLElement>('[data-views-text]')?.removeAttribute('hidden');
    countUp(slot, answer.views, VIEWS_COUNT_UP_MS, (n) => template(n).replace('{count}', groupThousands(n)));
    return answer;
  } catch (error) {
    console.warn('[vehicle] views count unavailable', error);
    return undefined;
  }
}

/**
 * The sales counter, which the page leaves unseen and blank: the schedule's figure worked out now (its
 * code, with the time zones, loads only for a site on the schedule), or the feed's count of this month
 * from /sales-count.json. With no figure to show (none sold, the month over, no answer) the box stays
 * unseen, holding its place, so nothing moves.
 */
export async function initSalesCounter(root: ParentNode = document): Promise<void> {
  const box = root.querySelector<HTMLElement>('[data-sales-counter]');
  const el = box?.querySelector<HTMLElement>('[data-count-up]');
  if (!box || !el) return;
  // Asked for as the box nears the viewport (on a phone it sits below the fold), not with the page's first requests.
  await new Promise<void>((near) => whenNear(box, '0px 0px 400px 0px', near));
  const target =
    box.dataset.salesCounter === 'schedule'
      ? (await import('../../../domain/sales-counter')).scheduledSalesCount(new Date())
      : await fetchSalesCount();
  if (target === undefined) return;
  countUp(el, target, SALES_COUNT_UP_MS, groupThousands);
  box.classList.remove('invisible');
}

async function fetchSalesCount(): Promise<number | undefined> {
  try {
    const response = await fetch(SALES_COUNT_PATH);
    return response.ok ? shownSalesCount(await response.json(), new Date()) : undefined;
  } catch (error) {
    console.warn('[vehicle] sales count unavailable', error);
    return undefined;
  }
}
