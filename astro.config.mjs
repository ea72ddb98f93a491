// Astro config shared by every dealer site. scripts/build.ts supplies the per-site parts
// (site URL, output folder, prepared data) through environment variables, so one config
// serves all sites and `astro check` still works on its own.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import sitemap from '@astrojs/sitemap';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PREPARED_MODULES } from './src/site/prepared-files.ts';

/**
 * Pages the build rendered noindex (a sold car past the sold window…), recorded by src/middleware.ts
 * on the global record of src/site/inline-scripts.server.ts (the same process renders the pages, before the
 * sitemap is written); keys have no trailing slash.
 */
const noindexPaths = () => globalThis[Symbol.for('forecourt.renderedPages')]?.noindexPaths ?? new Set();

/** Pages that must not be in the sitemap: utility pages, per-shopper flows and /cars/ (a redirect to the main search). */
const NOT_IN_SITEMAP =
  /\/(404|print|success|sign-in|checkout-journey|my-garage|compare|pages\/unsubscribe)(\/|$)|\/cars\/[^/]+\/(checkout|buy-online)(\/|$)|^\/cars\/?$/;

/**
 * Packages bundled (not loaded by Node) when pages are pre-rendered: the adapter, whose `lib/` does
 * not load in plain Node (extensionless ESM imports, upstream issue #273).
 */
const SSR_BUNDLED = ['typesense-instantsearch-adapter'];

/** Applies `noExternal` to the server environments (ssr and prerender). */
function bundleForPrerender(noExternal) {
  return {
    name: 'forecourt:bundle-for-prerender',
    configEnvironment(name) {
      if (name === 'ssr' || name === 'prerender') return { resolve: { noExternal } };
    },
  };
}

/**
 * React's runtime (react, react-dom, the scheduler, the JSX runtime) as one chunk of its own in the
 * browser build: every island of a page shares it, and its hashed name stays the same across pages
 * and across builds whose islands changed, so a shopper's browser keeps it (immutable in _headers).
 */
const REACT_RUNTIME = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** Groups React's runtime into one browser chunk (REACT_RUNTIME). */
function reactRuntimeChunk() {
  return {
    name: 'forecourt:react-runtime-chunk',
    configEnvironment(name) {
      if (name === 'client')
        return {
          build: { rollupOptions: { output: { codeSplitting: { groups: [{ name: 'react', test: REACT_RUNTIME }] } } } },
        };
    },
  };
}

/**
 * Resolves the modules made from the site's prepared data (PREPARED_MODULES, src/site/prepared-files.ts)
 * from FORECOURT_DATA_DIR: the same on every page, bundled into the code that imports them (loaded
 * when a form hydrates, cached across pages) rather than carried in every page's island props.
 */
function preparedModules() {
  return {
    name: 'forecourt:prepared-modules',
    resolveId(id) {
      if (Object.hasOwn(PREPARED_MODULES, id)) return `\0${id}`;
    },
    load(id) {
      const name = id.startsWith('\0') ? id.slice(1) : undefined;
      if (!name || !Object.hasOwn(PREPARED_MODULES, name)) return;
      const dir = process.env.FORECOURT_DATA_DIR;
      if (!dir)
        throw new Error(`${name} is made from a site's prepared data: build with \`npm run build -- --site <slug>\`.`);
      return `export default JSON.parse(${JSON.stringify(readFileSync(join(dir, PREPARED_MODULES[name]), 'utf8'))});`;
    },
  };
}

/**
 * Astro loads `@astrojs/react`'s server renderer from `@astrojs/react/server.js`; the server builds get
 * ours instead (src/site/react-server-renderer.ts: the same renderer, islands rendered synchronously,
 * the same HTML). The browser build never imports it.
 */
const REACT_SERVER_RENDERER = fileURLToPath(new URL('./src/site/react-server-renderer.ts', import.meta.url));
function syncReactServerRenderer() {
  return {
    name: 'forecourt:sync-react-server-renderer',
    enforce: 'pre',
    resolveId(id) {
      if (id === '@astrojs/react/server.js' && this.environment?.name !== 'client') return REACT_SERVER_RENDERER;
    },
  };
}

/**
 * The project's client directives: `client:split` (src/islands/split-directive.ts) loads at once
 * and hydrates in a task of its own; `client:late="idle" | "visible"` (late-directive.ts) hydrates in
 * idle time or near the viewport, and at once on the shopper's first input, which it holds and replays.
 */
const clientDirectives = {
  name: 'forecourt:client-directives',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({
        name: 'split',
        entrypoint: fileURLToPath(new URL('./src/islands/split-directive.ts', import.meta.url)),
      });
      addClientDirective({
        name: 'late',
        entrypoint: fileURLToPath(new URL('./src/islands/late-directive.ts', import.meta.url)),
      });
    },
  },
};

export default defineConfig({
  site: process.env.FORECOURT_SITE_URL || 'http://localhost:4321',
  outDir: process.env.FORECOURT_OUT_DIR || './dist/_astro-default',
  publicDir: './public',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'never', concurrency: 4 },
  devToolbar: { enabled: false },
  telemetry: false,
  // Pages with a `cacheKey` (src/features/page-cache/page-keys.server.ts) are reused from the site's cache when unchanged (issue 22).
  experimental: { incrementalBuild: true },
  // React islands (React 19), hydrated late: see docs/decisions.md, Islands.
  integrations: [
    react(),
    clientDirectives,
    sitemap({
      filter: (page) =>
        !NOT_IN_SITEMAP.test(new URL(page).pathname) &&
        !noindexPaths().has(new URL(page).pathname.replace(/\/+$/, '') || '/'),
    }),
  ],
  vite: {
    plugins: [
      tailwindcss(),
      bundleForPrerender(SSR_BUNDLED),
      reactRuntimeChunk(),
      preparedModules(),
      syncReactServerRenderer(),
    ],
    // The Typesense client's only dependency of weight: a fetch-based stand-in (src/search/axios-lite.ts).
    resolve: {
      alias: [
        { find: /^axios$/, replacement: fileURLToPath(new URL('./src/search/axios-lite.ts', import.meta.url)) },
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: fileURLToPath(new URL('./src/features/search/use-sync-external-store-shim.ts', import.meta.url)),
        },
      ],
    },
  },
});
