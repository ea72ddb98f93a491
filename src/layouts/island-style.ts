/**
 * Astro writes its islands' one style rule (`astro-island{display:contents}` and its kin) into the
 * body, just before the page's first island. HTML allows a `<style>` in the body only as the first
 * child of its parent, so the W3C checker calls it an error (issue 21): the build moves it into the
 * head, where it also applies before any island is parsed.
 */
import { pageBytes } from '../site/page-bytes';

/** The tag Astro writes (astro/runtime/server/astro-island-styles). */
export const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

const STYLE = Buffer.from(ISLAND_STYLE);
const HEAD_END = Buffer.from('</head>');

/**
 * `page` with the islands' style moved from the body to the end of the head; unchanged without one.
 * Bytes are moved in place (the page keeps its length), so the caller's copy is the one changed:
 * each page's bytes allocated during the build count towards the garbage collector's external
 * memory, and every 64 MB of it starts a full collection (docs/decisions.md, § Cold build).
 */
export function islandStyleToHead<Page extends string | Uint8Array>(page: Page): Page {
  const bytes = pageBytes(page);
  const head = bytes.indexOf(HEAD_END);
  const at = bytes.indexOf(STYLE, head === -1 ? 0 : head);
  if (head === -1 || at === -1) return page;
  bytes.copyWithin(head + STYLE.length, head, at);
  STYLE.copy(bytes, head);
  return (typeof page === 'string' ? bytes.toString() : page) as Page;
}
