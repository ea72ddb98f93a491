/**
 * Show more / less toggles (lists cut at 4 or 8 rows, dealer comments, disclaimer), the tab list
 * (click, arrow keys, Home/End) and the dismissible location bar.
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

/** Wires the tab lists: one panel at a time, roving tabindex, arrow keys move between tabs. */
export function initTabs(root: ParentNode = document): void {
  for (const list of root.querySelectorAll<HTMLElement>('[role="tablist"]')) {
    const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
    const select = (tab: HTMLElement, focus: boolean) => {
      for (const t of tabs) {
        const on = t === tab;
        t.setAttribute('aria-selected', String(on));
        t.tabIndex = on ? 0 : -1;
        const panel = document.getElementById(t.getAttribute('aria-controls') ?? '');
        if (panel) panel.hidden = !on;
      }
      if (focus) tab.focus();
    };
    tabs.forEach((tab, i) => {
      tab.addEventListener('click', () => select(tab, false));
      tab.addEventListener('keydown', (e) => {
        const next = e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : undefined;
        if (next === undefined) return;
        e.preventDefault();
        select(tabs[(next + tabs.length) % tabs.length] as HTMLElement, true);
      });
    });
  }
}

/** The location bar's dismiss button removes the bar. */
export function initLocationBar(root: ParentNode = document): void {
  const bar = root.querySelector<HTMLElement>('[data-location-bar]');
  bar?.querySelector('[data-dismiss]')?.addEventListener('click', () => bar.remove());
}
