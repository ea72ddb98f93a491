/**
 * Module scripts that wait for the first picture (issue 11, vehicle LCP): on a page whose largest
 * paint is a photo, the page's module scripts are not fetched until that photo has loaded and a
 * frame has been drawn, so on a slow phone connection they do not share its bandwidth or the
 * browser's connections with it. The slow-4G Lighthouse run measured about 300 ms of LCP for the
 * vehicle page's eight small modules fetched alongside the photo (docs/decisions.md, Benchmark).
 *
 * The build (src/middleware.ts) takes each `<script type="module" src>` out of such a page and
 * names it on one inline loader before `</body>`; the loader's code is the same on every page, so
 * the Content Security Policy needs one hash for it. The shopper's first press, key or focus loads
 * them at once; a press before they run is held by the controls that need it (the Favourite
 * button's hold), or is a plain link or form that works anyway.
 */

/** Longest wait for the first picture before the modules load anyway (a stalled photo). */
export const AFTER_PAINT_CAP_MS = 3000;

/**
 * The loader: imports the modules listed on its `data-modules` once the first picture is painted,
 * or at once when the shopper presses, types or moves focus before that (they are about to use the
 * page: a form field focused loads the form's code while they type). When every module has run,
 * `<html data-scripts="loaded">` says so ("failed" when one could not load).
 */
export const AFTER_PAINT_LOADER = `(()=>{const s=document.currentScript,m=(s&&s.dataset.modules||'').split(' ').filter(Boolean);let d=0;const go=()=>{if(d)return;d=1;Promise.all(m.map(u=>import(u))).then(()=>{document.documentElement.dataset.scripts='loaded'},()=>{document.documentElement.dataset.scripts='failed'})};for(const t of ['pointerdown','keydown','focusin','touchstart'])addEventListener(t,go,{once:true,capture:true,passive:true});const paint=()=>requestAnimationFrame(()=>setTimeout(go,0));const img=document.querySelector('img[fetchpriority=high]');if(!img||img.complete){paint();return}img.addEventListener('load',paint,{once:true});img.addEventListener('error',paint,{once:true});setTimeout(go,${AFTER_PAINT_CAP_MS})})()`;

const MODULE_TAG = /<script type="module" src="([^"]+)"><\/script>/g;

/** `html` with its external module scripts loaded by the after-paint loader; unchanged when it has none. */
export function loadModulesAfterPaint(html: string): string {
  const urls = [...html.matchAll(MODULE_TAG)].map((m) => m[1]!);
  if (urls.length === 0 || !html.includes('</body>')) return html;
  const list = [...new Set(urls)].join(' ');
  const loader = `<script data-modules="${list}">${AFTER_PAINT_LOADER}</script>`;
  const stripped = html.replace(MODULE_TAG, '');
  const close = stripped.lastIndexOf('</body>');
  return `${stripped.slice(0, close)}${loader}${stripped.slice(close)}`;
}
