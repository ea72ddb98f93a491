/**
 * Sends analytics events to the site's configured tag manager. Events are pushed onto
 * `window.dataLayer` (the common queue that Google Tag Manager and GA4 read); the provider's script
 * itself is loaded by AnalyticsLoader after the page is interactive. Never throws.
 */
import type { AnalyticsEventId } from './events';

type DataLayerEntry = Record<string, unknown>;
declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** Records one event by its numeric id with optional details. */
export function trackEvent(id: AnalyticsEventId, details: Record<string, unknown> = {}): void {
  try {
    if (typeof window === 'undefined') return;
    (window.dataLayer ??= []).push({ event: 'forecourt_event', event_id: id, ...details });
  } catch (error) {
    console.warn('[analytics] event not sent', id, error);
  }
}

/** The view-content pixel event for a vehicle page. */
export function trackViewContent(details: { id: string; price?: number; name: string }): void {
  try {
    if (typeof window === 'undefined') return;
    (window.dataLayer ??= []).push({ event: 'view_content', content_ids: [details.id], value: details.price, content_name: details.name, currency: 'AUD' });
  } catch (error) {
    console.warn('[analytics] view content not sent', error);
  }
}
