// Astro config shared by every dealer site. scripts/build.ts supplies the per-site parts
// (site URL, output folder, prepared data) through environment variables, so one config
// serves all sites and `astro check` still works on its own.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import sitemap from '@astrojs/sitemap';
import { fileURLToPath } from 'node:url';

/** Pages that must not be in the sitemap: utility pages and per-shopper flows. */
const NOT_IN_SITEMAP = /\/(404|print|success|sign-in|checkout-journey|my-garage|compare|pages\/unsubscribe)(\/|$)|\/cars\/[^/]+\/(checkout|buy-online)(\/|$)/;

export default defineConfig({
  site: process.env.FORECOURT_SITE_URL || 'http://localhost:4321',
  outDir: process.env.FORECOURT_OUT_DIR || './dist/_astro-default',
  publicDir: './public',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  devToolbar: { enabled: false },
  telemetry: false,
  integrations: [react(), sitemap({ filter: (page) => !NOT_IN_SITEMAP.test(new URL(page).pathname) })],
  vite: {
    plugins: [tailwindcss()],
    // The Typesense client's only dependency of weight: a fetch-based stand-in (src/search/axios-lite.ts).
    resolve: { alias: [{ find: /^axios$/, replacement: fileURLToPath(new URL('./src/search/axios-lite.ts', import.meta.url)) }] },
    ssr: { noExternal: ['typesense-instantsearch-adapter'] },
  },
});
