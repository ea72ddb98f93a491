/**
 * Stands in for `use-sync-external-store/shim` (aliased in astro.config.mjs). react-instantsearch
 * imports the shim, which is CommonJS and would `require('react')`: under preact/compat that loads
 * the CommonJS copy of preact beside the ES module copy the islands use, and hooks then break.
 * React 18+ and preact/compat have the hook built in.
 */
export { useSyncExternalStore } from 'react';
