/**
 * The cars picked for compare, shared by every toggle on the page and across tabs: kept in
 * localStorage (its `storage` event updates the other tabs), at most COMPARE_MAX.
 */
import { atom } from 'nanostores';
import { COMPARE_MAX, type CompareItem } from './compare-item';
import { localStore } from '../../components/browser-storage.client';

/** The localStorage key. */
export const COMPARE_KEY = 'forecourt:compare';

/** The stored list; anything unreadable counts as empty. */
export function parseCompare(raw: string | null): CompareItem[] {
  try {
    const value = JSON.parse(raw ?? '[]') as unknown;
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (i): i is CompareItem =>
          typeof i === 'object' &&
          i !== null &&
          typeof i.id === 'string' &&
          typeof i.name === 'string' &&
          typeof i.href === 'string' &&
          Array.isArray(i.rows),
      )
      .slice(0, COMPARE_MAX);
  } catch {
    return [];
  }
}

/** Adds or removes a car; adding past the limit changes nothing and says so (`full`). */
export function toggleCompare(
  items: readonly CompareItem[],
  item: CompareItem,
): { items: CompareItem[]; full: boolean } {
  if (items.some((i) => i.id === item.id)) return { items: items.filter((i) => i.id !== item.id), full: false };
  if (items.length >= COMPARE_MAX) return { items: [...items], full: true };
  return { items: [...items, item], full: false };
}

/** What server-rendered HTML assumes: nothing picked (read `$compare` with `{ ssr: () => COMPARE_SERVER_SNAPSHOT }`). */
export const COMPARE_SERVER_SNAPSHOT: readonly CompareItem[] = [];

/** The compare list; the stored one once `startCompare` has run. */
export const $compare = atom<readonly CompareItem[]>(COMPARE_SERVER_SNAPSHOT);

let started = false;

/** Reads the stored list and follows other tabs; once per page. */
export function startCompare(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  $compare.set(parseCompare(localStore()?.getItem(COMPARE_KEY) ?? null));
  window.addEventListener('storage', (event) => {
    if (event.key === COMPARE_KEY) $compare.set(parseCompare(event.newValue));
  });
}

/** Saves a new list. */
export function setCompare(items: readonly CompareItem[]): void {
  $compare.set(items);
  try {
    localStore()?.setItem(COMPARE_KEY, JSON.stringify(items));
  } catch {
    // Blocked storage: compare still works on this page.
  }
}
