/** Caching rules for the built static site (content types are Hono's, `hono/utils/mime`). */

// Vite's asset names end in a content hash, e.g. index.B3x9_kQa.js or Card-DkX2a9fP.css.
const HASHED = /[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/** Cache-Control: hashed assets forever, everything else revalidated. */
export function cacheControl(urlPath: string, type: string): string {
  if (urlPath.startsWith('/_astro/') || (!type.startsWith('text/html') && HASHED.test(urlPath))) {
    return 'public, max-age=31536000, immutable';
  }
  return 'no-cache';
}
