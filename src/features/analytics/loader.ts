/**
 * Loads the site's trackers once the page is interactive (after `load`, in an idle period), so
 * analytics never competes with the shopper's first view. Events recorded before that wait on
 * `window.dataLayer`; Meta Pixel calls are queued through its standard `fbq` stub. A tracker that
 * fails to load is warned about, never shown.
 */
export interface Tracker {
  provider: 'google-analytics' | 'google-tag-manager' | 'meta-pixel';
  id: string;
}

/** Script URL of each tracker. */
export function trackerScriptUrl(tracker: Tracker): string {
  const id = encodeURIComponent(tracker.id);
  switch (tracker.provider) {
    case 'google-analytics':
      return `https://www.googletagmanager.com/gtag/js?id=${id}`;
    case 'google-tag-manager':
      return `https://www.googletagmanager.com/gtm.js?id=${id}`;
    case 'meta-pixel':
      return 'https://connect.facebook.net/en_US/fbevents.js';
  }
}

type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][] };
declare global {
  interface Window {
    fbq?: Fbq;
  }
}

function prepare(tracker: Tracker): void {
  const layer = (window.dataLayer ??= []);
  if (tracker.provider === 'google-tag-manager') layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  if (tracker.provider === 'google-analytics') {
    layer.push({ 0: 'js', 1: new Date() } as Record<string, unknown>);
    layer.push({ 0: 'config', 1: tracker.id } as Record<string, unknown>);
  }
  if (tracker.provider === 'meta-pixel' && !window.fbq) {
    const fbq: Fbq = (...args: unknown[]) => (fbq.queue ??= []).push(args);
    window.fbq = fbq;
    fbq('init', tracker.id);
    fbq('track', 'PageView');
  }
}

/** Loads every tracker after the page is interactive. */
export function loadTrackers(trackers: readonly Tracker[]): void {
  if (!trackers.length) return;
  const start = () => {
    for (const tracker of trackers) {
      try {
        prepare(tracker);
        const script = document.createElement('script');
        script.async = true;
        script.src = trackerScriptUrl(tracker);
        script.onerror = () => console.warn(`[analytics] ${tracker.provider} did not load`);
        document.head.append(script);
      } catch (error) {
        console.warn('[analytics] tracker not started', tracker.provider, error);
      }
    }
  };
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 4000 }) : setTimeout(start, 1500));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
