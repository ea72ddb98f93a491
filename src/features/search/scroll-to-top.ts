/**
 * The scroll-to-top flag of spec 01 §4.1: a page change raises it, and the window scroll is reset
 * once, when that page's results are shown (a later render, a facet update or a sort, never scrolls).
 */
import { createContext, useContext } from 'react';

/** A flag raised by a page change and consumed by the first results after it. */
export interface ScrollFlag {
  raise(): void;
  /** True once after each raise. */
  consume(): boolean;
}

/** A lowered flag. */
export function createScrollFlag(): ScrollFlag {
  let raised = false;
  return {
    raise: () => {
      raised = true;
    },
    consume: () => {
      const was = raised;
      raised = false;
      return was;
    },
  };
}

/** The island's flag (one per island). */
export const ScrollFlagContext = createContext<ScrollFlag>(createScrollFlag());

/** The island's scroll-to-top flag. */
export function useScrollFlag(): ScrollFlag {
  return useContext(ScrollFlagContext);
}

/**
 * Resets the window scroll and, when the shopper paged with the keyboard, moves focus to the top of
 * the results, so the next Tab reaches the first card rather than the far-away pager.
 */
export function scrollToTop(results: HTMLElement | null): void {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  const active = document.activeElement;
  if (
    results &&
    active instanceof HTMLElement &&
    active !== document.body &&
    active.closest('nav') &&
    results.contains(active)
  ) {
    results.focus({ preventScroll: true });
  }
}
