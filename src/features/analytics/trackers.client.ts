/** Reads the page's trackers back in the browser, defensively: anything unreadable counts as no trackers. */
import { TRACKERS_ELEMENT, type Tracker } from './trackers';

const PROVIDERS: ReadonlySet<string> = new Set<Tracker['provider']>([
  'google-analytics',
  'google-tag-manager',
  'meta-pixel',
]);

function isTracker(value: unknown): value is Tracker {
  if (typeof value !== 'object' || value === null) return false;
  const { provider, id, scriptUrl } = value as Record<string, unknown>;
  return (
    typeof provider === 'string' &&
    PROVIDERS.has(provider) &&
    typeof id === 'string' &&
    id !== '' &&
    (scriptUrl === undefined || typeof scriptUrl === 'string')
  );
}

/** The trackers of this page; [] when there are none or the attribute cannot be read. */
export function readPageTrackers(): Tracker[] {
  try {
    const raw = document.querySelector(TRACKERS_ELEMENT)?.getAttribute('data-trackers');
    const list: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(list) ? list.filter(isTracker) : [];
  } catch {
    return [];
  }
}
