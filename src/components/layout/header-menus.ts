/** Header behaviour: dropdowns (click, Escape, outside click) and the phone drawer (focus kept inside). */
export function initHeader(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  if (!header) return;
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
}

function setOpen(menu: HTMLElement, open: boolean): void {
  const button = menu.querySelector<HTMLButtonElement>('[data-menu-button]');
  const panel = menu.querySelector<HTMLElement>('[data-menu-panel]');
  if (!button || !panel) return;
  button.setAttribute('aria-expanded', String(open));
  panel.hidden = !open;
  button.querySelector('svg')?.classList.toggle('rotate-180', open);
}
