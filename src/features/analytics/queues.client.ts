/**
 * The trackers' command queues, set up exactly as the providers' own snippets do, so calls made
 * before a script arrives are replayed by it: `dataLayer` (GTM reads plain objects), `gtag()`
 * (gtag.js only reads `arguments` objects from `dataLayer`, never arrays or plain objects) and
 * Meta Pixel's `fbq` stub (queued until fbevents.js sets `callMethod`). Set up once per page, by the
 * loader; events recorded before that wait in `forecourtPending` (track.client.ts) and are sent then.
 */
import type { Tracker } from './trackers';

/** One `dataLayer` entry: a GTM message, or a gtag command's `arguments`. */
export type DataLayerEntry = Record<string, unknown>;
type Command = (...args: unknown[]) => void;
/** Meta Pixel's stub, shaped as its snippet makes it. */
export type Fbq = Command & { callMethod?: Command; queue: unknown[]; push: Fbq; loaded: boolean; version: string };

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
    gtag?: Command;
    fbq?: Fbq;
    _fbq?: Fbq;
    /** The trackers this page's queues were set up for. */
    forecourtTrackers?: readonly Tracker[];
    /** Events recorded before the queues were set up. */
    forecourtPending?: ((trackers: readonly Tracker[]) => void)[];
  }
}

function installGtag(): Command {
  // gtag.js recognises a command only as an `arguments` object: a rest-parameter array is ignored.
  window.gtag ??= function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js reads only an arguments object (above)
    (window.dataLayer ??= []).push(arguments as unknown as DataLayerEntry);
  };
  return window.gtag;
}

function installFbq(): Fbq {
  if (window.fbq) return window.fbq;
  const fbq: Fbq = function () {
    // Meta's pixel queues the arguments object itself, as its own snippet does.
    // biome-ignore lint/complexity/noArguments: see above
    if (fbq.callMethod) fbq.callMethod.apply(fbq, arguments as unknown as unknown[]);
    // biome-ignore lint/complexity/noArguments: see above
    else fbq.queue.push(arguments);
  } as Fbq;
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  window.fbq = fbq;
  window._fbq ??= fbq;
  return fbq;
}

/** Sets up the queues of the page's trackers once (init, config, page view), then sends the events recorded before. */
export function prepareQueues(trackers: readonly Tracker[]): readonly Tracker[] {
  if (window.forecourtTrackers) return window.forecourtTrackers;
  window.forecourtTrackers = trackers;
  const layer = (window.dataLayer ??= []);
  let pixel: Fbq | undefined;
  for (const tracker of trackers) {
    if (tracker.provider === 'google-tag-manager') layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    if (tracker.provider === 'google-analytics') {
      const gtag = installGtag();
      if (!layer.some((entry) => (entry as { 0?: unknown })[0] === 'js')) gtag('js', new Date());
      gtag('config', tracker.id);
    }
    if (tracker.provider === 'meta-pixel') {
      pixel = installFbq();
      pixel('init', tracker.id);
    }
  }
  pixel?.('track', 'PageView');
  const pending = window.forecourtPending ?? [];
  window.forecourtPending = undefined;
  for (const deliver of pending) deliver(trackers);
  return trackers;
}
