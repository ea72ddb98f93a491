/**
 * A car reserved since the page was built (issue 21): view.json says so when the page is viewed, and
 * the page stops offering Reserve Car Now. Its reserve actions give way to the reserved notice the
 * sidebar carries for this (in their place, so nothing below them moves).
 */

/** Shows the page's car as reserved: reserve actions hidden, the reserved notice shown. */
export function showReserved(root: ParentNode = document): void {
  const notice = root.querySelector<HTMLElement>('[data-reserved-notice]');
  if (!notice) return;
  for (const action of root.querySelectorAll<HTMLElement>('[data-reserve-action]')) action.hidden = true;
  notice.hidden = false;
  root.querySelector<HTMLElement>('[data-sidebar]')?.setAttribute('data-state', 'reserved');
}
