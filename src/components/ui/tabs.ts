/**
 * ARIA tabs built by a page (a location's Sales / Service hours, the vehicle page's Dealer Comments |
 * Features | …): click or arrow keys select a tab and show its panel. Only tab lists marked
 * `data-tabs`: an island's tabs (the vehicle page's form tabs) are its own, and a second owner setting
 * their panels' `hidden` left both form panels hidden once the island had hydrated.
 */
export function wireTabs(root: ParentNode = document): void {
  for (const list of root.querySelectorAll<HTMLElement>('[role="tablist"][data-tabs]')) {
    if (list.dataset.wired) continue;
    list.dataset.wired = '1';
    const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const select = (tab: HTMLButtonElement, focus: boolean) => {
      for (const other of tabs) {
        const on = other === tab;
        other.setAttribute('aria-selected', String(on));
        other.tabIndex = on ? 0 : -1;
        const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
        if (panel) panel.hidden = !on;
      }
      if (focus) tab.focus();
    };
    tabs.forEach((tab, i) => {
      tab.addEventListener('click', () => select(tab, false));
      tab.addEventListener('keydown', (event) => {
        const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
        const target =
          event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs.at(-1)
              : step
                ? tabs[(i + step + tabs.length) % tabs.length]
                : undefined;
        if (!target) return;
        event.preventDefault();
        select(target, true);
      });
    });
  }
}
