/**
 * Sends analytics events by the spec's numeric ids (spec 01 §7) to every tracker the site has:
 * a `forecourt_event` message on `dataLayer` (Google Tag Manager), the same event through `gtag()`
 * (GA4) and a custom event through `fbq()` (Meta Pixel). An event recorded before the loader has set
 * up the queues waits in `forecourtPending` (queues.client.ts); on a site without trackers nothing is sent.
 * Kept apart from the queue code, which only pages of sites with trackers download. Never throws.
 */
import type { AnalyticsEventId } from './events';
import type { Tracker } from './trackers';
// window.dataLayer, gtag, fbq, forecourtTrackers and forecourtPending are declared in queues.client.ts.

/** The event name every numeric event travels under (its id is the `event_id` parameter). */
export const EVENT_NAME = 'forecourt_event';
/** Meta Pixel's name for the same custom event. */
export const PIXEL_EVENT_NAME = 'ForecourtEvent';

type Trackers = readonly Tracker[];

function send(what: string, deliver: (trackers: Trackers) => void): void {
  if (typeof window === 'undefined') return;
  const safely = (trackers: Trackers) => {
    try {
      deliver(trackers);
    } catch (error) {
      console.warn(`[analytics] ${what} not sent`, error);
    }
  };
  if (window.forecourtTrackers) safely(window.forecourtTrackers);
  else (window.forecourtPending ??= []).push(safely);
}

const has = (trackers: Trackers, provider: Tracker['provider']) => trackers.some((t) => t.provider === provider);

/** Records one event by its numeric id with optional details. */
export function trackEvent(id: AnalyticsEventId, details: Record<string, unknown> = {}): void {
  send(`event ${id}`, (trackers) => {
    const params = { ...details, event_id: id };
    if (has(trackers, 'google-tag-manager')) window.dataLayer?.push({ ...params, event: EVENT_NAME });
    if (has(trackers, 'google-analytics')) window.gtag?.('event', EVENT_NAME, params);
    if (has(trackers, 'meta-pixel')) window.fbq?.('trackCustom', PIXEL_EVENT_NAME, params);
  });
}

/** The view-content event of a vehicle page: GTM `view_content`, GA4 `view_item`, Meta Pixel `ViewContent`. */
export function trackViewContent(details: { id: string; price?: number; name: string }): void {
  send('view content', (trackers) => {
    const currency = 'AUD';
    if (has(trackers, 'google-tag-manager'))
      window.dataLayer?.push({
        event: 'view_content',
        content_ids: [details.id],
        value: details.price,
        content_name: details.name,
        currency,
      });
    if (has(trackers, 'google-analytics')) {
      window.gtag?.('event', 'view_item', {
        currency,
        value: details.price,
        items: [{ item_id: details.id, item_name: details.name, price: details.price }],
      });
    }
    if (has(trackers, 'meta-pixel')) {
      window.fbq?.('track', 'ViewContent', {
        content_ids: [details.id],
        content_type: 'vehicle',
        content_name: details.name,
        value: details.price,
        currency,
      });
    }
  });
}
