/**
 * The browser's check of a built sales count, apart from the counter's rules (sales-counter-view.ts)
 * so a page that only checks it loads no time-zone code.
 */

/** True once a feed count's month is over (`validUntil`, an ISO instant): the page was built last month and must not show its figure. */
export function salesCountStale(view: { validUntil?: string | undefined }, now: Date): boolean {
  return view.validUntil !== undefined && now.getTime() >= Date.parse(view.validUntil);
}
