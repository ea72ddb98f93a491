/** The page's toast wording written as data (WatchlistToastWording.astro), read back by the first card heart to hydrate. */
import type { ToastLabels } from '../../site/favourite-labels';

/** The id of the data block. */
export const TOAST_WORDING_ID = 'fc-watchlist-toasts';

const KEYS: readonly (keyof ToastLabels)[] = [
  'savedTitle',
  'savedText',
  'removedTitle',
  'removedText',
  'viewList',
  'close',
  'listPath',
  'failed',
];

/** The wording in `raw`, or undefined when it is missing or not every field is a string. */
export function parseToastWording(raw: string | null | undefined): ToastLabels | undefined {
  try {
    const value = JSON.parse(raw ?? 'null') as Record<string, unknown> | null;
    if (typeof value !== 'object' || value === null || !KEYS.every((key) => typeof value[key] === 'string'))
      return undefined;
    return Object.fromEntries(KEYS.map((key) => [key, value[key]])) as unknown as ToastLabels;
  } catch {
    return undefined;
  }
}

/** The page's wording, if it has the data block. */
export function readToastWording(doc: Document): ToastLabels | undefined {
  return parseToastWording(doc.getElementById(TOAST_WORDING_ID)?.textContent);
}
