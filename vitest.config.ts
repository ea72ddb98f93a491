import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    server: { deps: { inline: ['typesense-instantsearch-adapter'] } },
    testTimeout: 20_000,
  },
});
