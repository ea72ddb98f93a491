/**
 * The stale check of a built sales count (`salesCountStale`) as a script placed right after the
 * count's box: it runs while the page is parsed, so a count whose month is over is hidden before the
 * first paint rather than once the page's scripts have loaded (which moved everything below it: a
 * layout shift on every page built in an earlier month). The rule's own code is written into it, so it
 * has one home; the text is the same on every page, so one CSP hash.
 */
import { salesCountStale } from './sales-count-stale';

export const HIDE_STALE_SALES_COUNT = `(function(e,stale){if(e&&stale({validUntil:e.dataset.salesUntil},new Date()))e.hidden=true})(document.currentScript&&document.currentScript.previousElementSibling,${salesCountStale.toString()})`;
