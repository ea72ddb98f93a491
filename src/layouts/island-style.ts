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

/** `page` with the islands' style moved from the body to the end of the head; unchanged without one. */
export function islandStyleToHead<Page extends string | Uint8Array>(page: Page): Page {
  const bytes = pageBytes(page);
  const head = bytes.indexOf(HEAD_END);
  const at = bytes.indexOf(STYLE, head === -1 ? 0 : head);
  if (head === -1 || at === -1) return page;
  const out = Buffer.concat([
    bytes.subarray(0, head),
    STYLE,
    bytes.subarray(head, at),
    bytes.subarray(at + STYLE.length),
  ]);
  return (typeof page === 'string' ? out.toString() : out) as Page;
}
