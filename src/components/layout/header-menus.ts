/** Header behaviour: dropdowns (click, Escape, outside click), the "More" overflow menu and the phone drawer (focus kept inside). */
export function initHeader(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  if (!header) return;
  initMoreMenu(header);
  const menus = [...header.querySelectorAll<HTMLElement>('[data-menu]')];
  const closeAll = (except?: HTMLElement) => {
    for (const menu of menus) if (menu !== except) setOpen(menu, false);
  };
  for (const menu of menus) {
    const button = menu.querySelector<HTMLButtonElement>('[data-menu-button]')!;
    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      closeAll(menu);
      setOpen(menu, open);
    });
  }
  document.addEventListener('click', (e) => {
    if (!menus.some((m) => m.contains(e.target as Node))) closeAll();
  });
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    const open = menus.find((m) => m.querySelector('[aria-expanded="true"]'));
    if (open) {
      closeAll();
      open.querySelector<HTMLButtonElement>('[data-menu-button]')?.focus();
    }
    if (!drawer.hidden) closeDrawer();
  });

  const drawer = header.querySelector<HTMLElement>('[data-mobile-menu]')!;
  const opener = header.querySelector<HTMLButtonElement>('[data-mobile-open]')!;
  const openDrawer = () => {
    drawer.hidden = false;
    opener.setAttribute('aria-expanded', 'true');
    document.documentElement.style.overflow = 'hidden';
    drawer.querySelector<HTMLElement>('[data-mobile-close]:not(div)')?.focus();
  };
  const closeDrawer = () => {
    drawer.hidden = true;
    opener.setAttribute('aria-expanded', 'false');
    document.documentElement.style.overflow = '';
    opener.focus();
  };
  opener.addEventListener('click', openDrawer);
  for (const el of drawer.querySelectorAll('[data-mobile-close]')) el.addEventListener('click', closeDrawer);
  drawer.addEventListener('keydown', (e) => keepFocusInside(drawer, e));
}

/** Tab from the drawer's last item goes to its first, Shift+Tab from the first to the last: it is modal. */
function keepFocusInside(container: HTMLElement, e: KeyboardEvent): void {
  if (e.key !== 'Tab') return;
  const items = [
    ...container.querySelectorAll<HTMLElement>('a[href], button, summary, input, select, textarea'),
  ].filter((el) => el.getClientRects().length > 0);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}

function setOpen(menu: HTMLElement, open: boolean): void {
  const button = menu.querySelector<HTMLButtonElement>('[data-menu-button]');
  const panel = menu.querySelector<HTMLElement>('[data-menu-panel]');
  if (!button || !panel) return;
  button.setAttribute('aria-expanded', String(open));
  panel.hidden = !open;
  button.querySelector('svg')?.classList.toggle('rotate-180', open);
}

/**
 * Priority+ main menu: when the items do not fit beside the logo and the buttons, the last ones are
 * hidden and their copies shown in the "More" dropdown. Measured when the header is first laid out
 * and when it changes size (window resize, the web font swapping in). Until then, the menu clips
 * instead of scrolling.
 */
function initMoreMenu(header: HTMLElement): void {
  const nav = header.querySelector<HTMLElement>('[data-main-nav]');
  const list = nav?.querySelector<HTMLElement>('[data-main-list]');
  const more = list?.querySelector<HTMLElement>('[data-more]');
  if (!nav || !list || !more) return;
  const items = [...list.querySelectorAll<HTMLElement>(':scope > [data-nav-item]')];
  const copies = [...more.querySelectorAll<HTMLElement>('[data-more-item]')];
  const fitItems = () => {
    if (nav.offsetParent === null) return; // the phone layout hides this menu
    items.forEach((item) => (item.hidden = false));
    copies.forEach((copy) => (copy.hidden = true));
    more.hidden = true;
    let shown = items.length;
    while (shown > 0 && list.scrollWidth > nav.clientWidth + 1) {
      shown--;
      items[shown]!.hidden = true;
      copies[shown]!.hidden = false;
      more.hidden = false;
    }
    nav.dataset.fitted = 'true';
  };
  // No measuring while the script starts: that would force the page's first full layout inside the
  // script's task (on the search page, a quarter second of a slowed phone's main thread). The
  // observer's first call comes after the browser's own layout, before the frame is painted.
  new ResizeObserver(() => fitItems()).observe(nav.parentElement ?? nav);
  void document.fonts?.ready.then(() => requestAnimationFrame(fitItems));
}
