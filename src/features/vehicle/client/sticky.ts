/**
 * The sticky header (shown from 500 px of scroll) and the sticky mobile bar (past 900 px), which
 * also marks the chat bubble as opened (spec 01 §2.3, spec 02 §4).
 */

/** Whether a bar shows at this scroll position: the header at or past its offset, the mobile bar past it. */
export function barShown(scrollY: number, offset: number, inclusive: boolean): boolean {
  return inclusive ? scrollY >= offset : scrollY > offset;
}

/** Wires both bars to the scroll position. */
export function initStickyBars(root: ParentNode = document): void {
  const header = root.querySelector<HTMLElement>('[data-sticky-header]');
  const bar = root.querySelector<HTMLElement>('[data-sticky-bar]');
  if (!header && !bar) return;
  // The footer keeps room for the mobile bar below its legal lines (VehicleStickyBars.astro's style):
  // the bar's real height, which a long label wrapping onto two lines changes. Set on the footer, the
  // one element that reads it: an inline property on <html> restyles the whole page (67 ms measured).
  const footer = document.querySelector<HTMLElement>('body > footer');
  if (bar && footer && typeof ResizeObserver !== 'undefined') {
    new ResizeObserver(([entry]) => {
      const height = `${Math.round(entry?.borderBoxSize[0]?.blockSize ?? bar.offsetHeight)}px`;
      if (footer.style.getPropertyValue('--fc-sticky-bar-h') !== height)
        footer.style.setProperty('--fc-sticky-bar-h', height);
    }).observe(bar);
  }
  const set = (el: HTMLElement | null, shown: boolean) => {
    if (!el || (el.dataset.shown === 'true') === shown) return;
    el.dataset.shown = String(shown);
    el.toggleAttribute('inert', !shown);
    el.setAttribute('aria-hidden', String(!shown));
  };
  let queued = false;
  const update = () => {
    queued = false;
    const y = window.scrollY;
    set(header, barShown(y, Number(header?.dataset.offset ?? 500), true));
    const barOn = barShown(y, Number(bar?.dataset.offset ?? 900), false);
    set(bar, barOn);
    if (barOn && bar && document.documentElement.dataset.chatBubble !== 'opened') {
      document.documentElement.dataset.chatBubble = 'opened';
      document.dispatchEvent(new CustomEvent('forecourt:chat-bubble', { detail: { opened: true } }));
    }
  };
  addEventListener(
    'scroll',
    () => {
      if (!queued) {
        queued = true;
        requestAnimationFrame(update);
      }
    },
    { passive: true },
  );
  update();
}
