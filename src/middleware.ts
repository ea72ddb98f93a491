/**
 * Runs as each page is pre-rendered: records the page's inline scripts for the Content Security
 * Policy (src/site/inline-scripts.server.ts), moves the islands' style rule into the head
 * (src/layouts/island-style.ts), and on a page that set `Astro.locals.modulesAfterPaint` loads
 * its module scripts after its first picture is painted (src/layouts/after-paint-modules.ts).
 */
import { defineMiddleware } from 'astro:middleware';
import { loadModulesAfterPaint } from './layouts/after-paint-modules';
import { islandStyleToHead } from './layouts/island-style';
import { recordRenderedPage } from './site/inline-scripts.server';
import { renderWithClock } from './site/build-clock';
import { bytesResponse, responseBytes } from './site/page-bytes';

export const onRequest = defineMiddleware(async (context, next) => {
  // The page is made (its body read) in a clock scope of its own: the clock answers it is given are its own.
  const { value: made, clock } = await renderWithClock(context.url.pathname, async () => {
    const response = await next();
    if (!response.headers.get('content-type')?.includes('text/html')) return { response };
    // The page's bytes, not its text: a vehicle page is ~190 KB, and decoding and encoding it again
    // cost a fifth of the build's rendering time at 20,000 cars. Read and passed on without copies.
    return { response, bytes: await responseBytes(response) };
  });
  const { response, bytes } = made;
  if (!bytes) return response;
  const moved = islandStyleToHead(bytes);
  const html = context.locals.modulesAfterPaint ? loadModulesAfterPaint(moved) : moved;
  recordRenderedPage(html, context.url.pathname, clock);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return bytesResponse(html, { status: response.status, statusText: response.statusText, headers });
});
