import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  // The islands run on preact/compat in the site bundle (astro.config.mjs): tests render them the same way.
  resolve: {
    alias: [
      { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: local('./src/features/search/use-sync-external-store-shim.ts') },
    ],
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    // The Typesense client runs on the fetch-based axios stand-in, as in the site bundle.
    setupFiles: ['src/search/axios-lite.setup.ts'],
    server: { deps: { inline: ['typesense-instantsearch-adapter', 'react-instantsearch', 'react-instantsearch-core', '@nanostores/react'] } },
    testTimeout: 20_000,
  },
});
