import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    // The Typesense client runs on the fetch-based axios stand-in, as in the site bundle.
    setupFiles: ['src/search/axios-lite.setup.ts'],
    server: { deps: { inline: ['typesense-instantsearch-adapter'] } },
    testTimeout: 20_000,
  },
});
