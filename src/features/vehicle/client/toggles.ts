/**
 * Show more / less toggles (lists cut at 4 or 8 rows, dealer comments, disclaimer) and the
 * dismissible location bar (the tab list: components/ui/tabs.ts).
 */

/** Wires every `[data-more-toggle]` button: it swaps `[data-short]`/`[data-full]` or reveals `[data-extra]` rows. */
export function initMoreToggles(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-more-toggle]')) {
    const target = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!target) continue;
    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(open));
      button.textContent = (open ? button.dataset.less : button.dataset.more) ?? '';
      for (const el of target.querySelectorAll<HTMLElement>('[data-extra]')) el.hidden = !open;
      const short = target.querySelector<HTMLElement>('[data-short]');
      const full = target.querySelector<HTMLElement>('[data-full]');
      if (short && full) {
        short.hidden = open;
        full.hidden = !open;
      }
    });
  }
}

/** The location bar's dismiss button removes the bar. */
export function initLocationBar(root: ParentNode = document): void {
  const bar = root.querySelector<HTMLElement>('[data-location-bar]');
  bar?.querySelector('[data-dismiss]')?.addEventListener('click', () => bar.remove());
}
