/**
 * A car reserved since the page was built (issue 21): view.json says so when the page is viewed, and
 * the page stops offering what a reserved car cannot have (spec 02 §5: reserve, trade-in against it
 * and online purchase need an unreserved car). Reserve Car Now gives way to the reserved notice the
 * sidebar carries for this, in its place.
 */

/** Shows the page's car as reserved: reserve actions hidden, the reserved notice shown. */
export function showReserved(root: ParentNode = document): void {
  const notice = root.querySelector<HTMLElement>('[data-reserved-notice]');
  if (!notice) return;
  for (const action of root.querySelectorAll<HTMLElement>('[data-reserve-action]')) action.hidden = true;
  // A pair of buttons left with one: it takes the whole row, as it would have been built.
  for (const pair of root.querySelectorAll<HTMLElement>('[data-action-pair]')) {
    const shown = [...pair.children].filter((el) => !(el as HTMLElement).hidden) as HTMLElement[];
    if (shown.length === 1) shown[0]!.style.gridColumn = '1 / -1';
    if (shown.length === 0) pair.hidden = true;
  }
  notice.hidden = false;
  root.querySelector<HTMLElement>('[data-sidebar]')?.setAttribute('data-state', 'reserved');
}
