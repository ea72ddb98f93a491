import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: local('./src/features/search/use-sync-external-store-shim.ts'),
      },
    ],
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    // The Typesense client runs on the fetch-based axios stand-in, as in the site bundle.
    setupFiles: ['src/search/axios-lite.setup.ts'],
    server: {
      deps: {
        inline: [
          'typesense-instantsearch-adapter',
          'react-instantsearch',
          'react-instantsearch-core',
          '@nanostores/react',
        ],
      },
    },
    testTimeout: 20_000,
  },
});
