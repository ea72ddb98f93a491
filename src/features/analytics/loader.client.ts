/**
 * Loads the site's tracker scripts once the page is interactive (after `load`, in an idle period),
 * so analytics never competes with the shopper's first view. Calls made before then wait in the
 * queues (queues.client.ts). A tracker that fails to load is warned about, never shown.
 */
import { prepareQueues } from './queues.client';
import { trackerScriptUrl, type Tracker } from './trackers';

/** Longest wait for an idle period after `load` before the scripts are added anyway. */
export const TRACKER_IDLE_TIMEOUT_MS = 4000;
/** Where the browser has no requestIdleCallback: this long after `load`. */
export const TRACKER_FALLBACK_DELAY_MS = 1500;

function addScript(tracker: Tracker): void {
  try {
    const script = document.createElement('script');
    script.async = true;
    script.src = trackerScriptUrl(tracker);
    script.onerror = () => console.warn(`[analytics] ${tracker.provider} did not load from ${script.src}`);
    document.head.append(script);
  } catch (error) {
    console.warn('[analytics] tracker not started', tracker.provider, error);
  }
}

/** Sets up the queues now and adds every tracker's script after the page is interactive. */
export function loadTrackers(trackers: readonly Tracker[]): void {
  if (!trackers.length) return;
  try {
    prepareQueues(trackers);
  } catch (error) {
    console.warn('[analytics] queues not set up', error);
  }
  const start = () => trackers.forEach(addScript);
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(start, { timeout: TRACKER_IDLE_TIMEOUT_MS })
      : window.setTimeout(start, TRACKER_FALLBACK_DELAY_MS);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
