/**
 * When a page's own lead form hydrates (client:late, src/islands/late-directive.ts): when the
 * shopper reaches for it, in idle time when the page was opened about something (a query) or when
 * saved details wait to be filled in. Until then it posts without script and keeps what is typed, so
 * a form page loads no React for a shopper who only reads it (a contact page stays within 20 KB).
 * The vehicle page's forms hydrate near the viewport instead: that page has React for its viewer.
 */
import { SAVED_DETAILS_KEY } from './saved-details';

export const FORM_PAGE_HYDRATION = `intent:${SAVED_DETAILS_KEY}` as const;
