/**
 * Sends analytics events by the spec's numeric ids (spec 01 §7) to every tracker the site has:
 * a `forecourt_event` message on `dataLayer` (Google Tag Manager, and any tag manager a site adds),
 * the same event through `gtag()` (GA4) and a custom event through `fbq()` (Meta Pixel). The scripts
 * themselves load later (loader.ts); until then the calls wait in their queues. Never throws.
 */
import type { AnalyticsEventId } from './events';
import { hasProvider, prepareQueues } from './queues';

/** The event name every numeric event travels under (its id is the `event_id` parameter). */
export const EVENT_NAME = 'forecourt_event';
/** Meta Pixel's name for the same custom event. */
export const PIXEL_EVENT_NAME = 'ForecourtEvent';

function send(what: string, deliver: (trackers: ReturnType<typeof prepareQueues>) => void): void {
  try {
    if (typeof window === 'undefined') return;
    deliver(prepareQueues());
  } catch (error) {
    console.warn(`[analytics] ${what} not sent`, error);
  }
}

/** Records one event by its numeric id with optional details. */
export function trackEvent(id: AnalyticsEventId, details: Record<string, unknown> = {}): void {
  send(`event ${id}`, (trackers) => {
    const params = { ...details, event_id: id };
    window.dataLayer!.push({ ...params, event: EVENT_NAME });
    if (hasProvider(trackers, 'google-analytics')) window.gtag?.('event', EVENT_NAME, params);
    if (hasProvider(trackers, 'meta-pixel')) window.fbq?.('trackCustom', PIXEL_EVENT_NAME, params);
  });
}

/** The view-content event of a vehicle page: GTM `view_content`, GA4 `view_item`, Meta Pixel `ViewContent`. */
export function trackViewContent(details: { id: string; price?: number; name: string }): void {
  send('view content', (trackers) => {
    const currency = 'AUD';
    window.dataLayer!.push({ event: 'view_content', content_ids: [details.id], value: details.price, content_name: details.name, currency });
    if (hasProvider(trackers, 'google-analytics')) {
      window.gtag?.('event', 'view_item', { currency, value: details.price, items: [{ item_id: details.id, item_name: details.name, price: details.price }] });
    }
    if (hasProvider(trackers, 'meta-pixel')) {
      window.fbq?.('track', 'ViewContent', { content_ids: [details.id], content_type: 'vehicle', content_name: details.name, value: details.price, currency });
    }
  });
}
