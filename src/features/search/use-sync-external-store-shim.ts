/**
 * Stands in for `use-sync-external-store/shim` (aliased in astro.config.mjs and vitest.config.ts).
 * react-instantsearch imports the shim, a CommonJS fallback for React before 18; React 19 has the
 * hook built in, so the shim's own code need not ship in the island's bundle.
 */
export { useSyncExternalStore } from 'react';
