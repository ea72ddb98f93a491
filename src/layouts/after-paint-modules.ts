/**
 * Module scripts that wait for the first picture (issue 11, vehicle LCP): on a page whose largest
 * paint is a photo, the page's module scripts are not fetched until that photo has loaded and a
 * frame has been drawn, so on a slow phone connection they do not share its bandwidth or the
 * browser's connections with it. The slow-4G Lighthouse run measured about 300 ms of LCP for the
 * vehicle page's eight small modules fetched alongside the photo (docs/decisions.md §
 * Accessibility and findability checks).
 *
 * The build (src/middleware.ts) takes each `<script type="module" src>` out of such a page and
 * names it on one inline loader before `</body>`; the loader's code is the same on every page, so
 * the Content Security Policy needs one hash for it. The shopper's first press, key or focus loads
 * them at once; a press before they run is held by the controls that need it (the Favourite
 * button's hold), or is a plain link or form that works anyway.
 */

import { pageBytes } from '../site/page-bytes';

/** Longest wait for the first picture before the modules load anyway (a stalled photo). */
export const AFTER_PAINT_CAP_MS = 3000;

/**
 * The loader: imports the modules listed on its `data-modules` once the first picture is painted,
 * or at once when the shopper presses, types or moves focus before that (they are about to use the
 * page: a form field focused loads the form's code while they type). When every module has run,
 * `<html data-scripts="loaded">` says so ("failed" when one could not load).
 */
export const AFTER_PAINT_LOADER = `(()=>{const s=document.currentScript,m=(s&&s.dataset.modules||'').split(' ').filter(Boolean);let d=0;const go=()=>{if(d)return;d=1;Promise.all(m.map(u=>import(u))).then(()=>{document.documentElement.dataset.scripts='loaded'},()=>{document.documentElement.dataset.scripts='failed'})};for(const t of ['pointerdown','keydown','focusin','touchstart'])addEventListener(t,go,{once:true,capture:true,passive:true});const paint=()=>requestAnimationFrame(()=>setTimeout(go,0));const img=document.querySelector('img[fetchpriority=high]');if(!img||img.complete){paint();return}img.addEventListener('load',paint,{once:true});img.addEventListener('error',paint,{once:true});setTimeout(go,${AFTER_PAINT_CAP_MS})})()`;

const OPEN = Buffer.from('<script type="module" src="');
const CLOSE = Buffer.from('"></script>');
const BODY_END = Buffer.from('</body>');

/**
 * `page` with its external module scripts loaded by the after-paint loader; unchanged when it has
 * none. Works on the page's bytes as the build renders them (no decoding of a 190 KB page only to
 * move a few tags), and gives back the kind it was given.
 */
export function loadModulesAfterPaint<Page extends string | Uint8Array>(page: Page): Page {
  const bytes = pageBytes(page);
  const kept: Buffer[] = [];
  const urls = new Set<string>();
  let from = 0;
  for (let at = bytes.indexOf(OPEN); at !== -1; at = bytes.indexOf(OPEN, from)) {
    const quote = bytes.indexOf(0x22, at + OPEN.length);
    if (quote === -1) break;
    const end = quote + CLOSE.length;
    if (quote === at + OPEN.length || !bytes.subarray(quote, end).equals(CLOSE)) {
      kept.push(bytes.subarray(from, at + OPEN.length));
      from = at + OPEN.length;
      continue;
    }
    urls.add(bytes.toString('utf8', at + OPEN.length, quote));
    kept.push(bytes.subarray(from, at));
    from = end;
  }
  const close = bytes.lastIndexOf(BODY_END);
  if (urls.size === 0 || close < from) return page;
  const loader = Buffer.from(`<script data-modules="${[...urls].join(' ')}">${AFTER_PAINT_LOADER}</script>`);
  const out = Buffer.concat([...kept, bytes.subarray(from, close), loader, bytes.subarray(close)]);
  return (typeof page === 'string' ? out.toString() : out) as Page;
}
