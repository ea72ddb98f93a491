/**
 * The "Recently viewed" strip's inline script. The strip is built empty and hidden; this script,
 * placed right after it, fills it from localStorage while the page is still being parsed, so the
 * strip is there at first paint and nothing shifts. It is one constant text (one CSP hash for every
 * page) reading its settings from the strip's data attributes, and about 600 bytes.
 */
import { VIEWED_KEY, VIEWED_LIMIT } from './recently-viewed';

/** Width the strip's photos are requested at (the strip shows them about 160 px wide). */
export const VIEWED_STRIP_IMAGE_WIDTH = 320;

/** Data attributes the script reads from the strip. */
export function viewedStripData(options: { vehicleBase: string; excludeId?: string }): Record<string, string> {
  return {
    'data-key': VIEWED_KEY,
    'data-limit': String(VIEWED_LIMIT),
    'data-base': options.vehicleBase,
    ...(options.excludeId ? { 'data-exclude': options.excludeId } : {}),
  };
}

/**
 * Fills the strip (the script's previous sibling) from its template, one item per valid record,
 * skipping the excluded car; shows it only when something was listed. Photos only from this site
 * or https.
 */
export const VIEWED_STRIP_SCRIPT = `(function(d){try{var s=d.currentScript.previousElementSibling,v=JSON.parse(localStorage.getItem(s.dataset.key)||"[]");if(!Array.isArray(v))return;var l=s.querySelector("ol"),t=s.querySelector("template"),n=0;for(var i=0;i<v.length&&n<+s.dataset.limit;i++){var c=v[i];if(!c||typeof c.slug!="string"||typeof c.name!="string"||String(c.id)===s.dataset.exclude)continue;var e=t.content.firstElementChild.cloneNode(true),m=e.querySelector("img");e.querySelector("a").href=s.dataset.base+encodeURIComponent(c.slug);e.querySelector("[data-name]").textContent=c.name;if(typeof c.image=="string"&&/^(\\/[^/]|https:)/.test(c.image))m.src=c.image;else m.remove();l.appendChild(e);n++}s.hidden=n===0}catch(x){}})(document)`;
