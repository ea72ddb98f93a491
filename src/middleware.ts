/**
 * Runs as each page is pre-rendered: a page that set `Astro.locals.modulesAfterPaint` has its
 * module scripts loaded after its first picture is painted (src/layouts/after-paint-modules.ts).
 */
import { defineMiddleware } from 'astro:middleware';
import { loadModulesAfterPaint } from './layouts/after-paint-modules';

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (!context.locals.modulesAfterPaint || !response.headers.get('content-type')?.includes('text/html')) return response;
  return new Response(loadModulesAfterPaint(await response.text()), { status: response.status, headers: response.headers });
});
