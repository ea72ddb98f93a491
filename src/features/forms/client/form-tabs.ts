/**
 * The vehicle page's form tabs (Enquire Now | Book a Test Drive): WAI-ARIA tabs with automatic
 * activation (arrow keys, Home, End). A link to a panel, or to something inside one (#test-drive),
 * opens that tab before the browser scrolls to it; a link to the section itself (#enquiry) opens
 * the first. Without JavaScript there are no tabs: both forms show one under the other.
 */
class FormTabsElement extends HTMLElement {
  private tabs: HTMLElement[] = [];

  connectedCallback(): void {
    if (this.tabs.length > 0) return;
    this.tabs = [...this.querySelectorAll<HTMLElement>('[role="tab"]')];
    this.tabs.forEach((tab, i) => {
      tab.addEventListener('click', () => this.select(i));
      tab.addEventListener('keydown', (event) => this.onKey(event, i));
    });
    this.select(this.indexFor(location.hash) ?? 0, false);
    // The stylesheet showed only the first panel until here; `hidden` decides from now on.
    this.dataset.ready = '';
    // Capture, so the tab opens before the browser scrolls to the link's target.
    document.addEventListener('click', (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
      const index = link ? this.indexFor(link.getAttribute('href') ?? '') : undefined;
      if (index !== undefined) this.select(index, false);
    }, true);
    if (location.hash && this.indexFor(location.hash) !== undefined) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
  }

  /** The tab a hash points into: a panel or something in it, or the first for the section holding the tabs. */
  private indexFor(hash: string): number | undefined {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    const target = id ? document.getElementById(id) : null;
    if (!target) return undefined;
    if (target.contains(this)) return 0;
    const panel = target.closest('[role="tabpanel"]');
    const index = this.tabs.findIndex((tab) => tab.getAttribute('aria-controls') === panel?.id);
    return index >= 0 ? index : undefined;
  }

  private onKey(event: KeyboardEvent, i: number): void {
    const last = this.tabs.length - 1;
    const next = { ArrowRight: i === last ? 0 : i + 1, ArrowLeft: i === 0 ? last : i - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    this.select(next);
  }

  private select(index: number, focus = true): void {
    this.tabs.forEach((tab, i) => {
      const on = i === index;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !on;
    });
    if (focus) this.tabs[index]?.focus();
  }
}

/** Registers <fc-form-tabs> once. */
export function defineFormTabs(): void {
  if (!customElements.get('fc-form-tabs')) customElements.define('fc-form-tabs', FormTabsElement);
}
