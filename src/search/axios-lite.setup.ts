/**
 * Vitest setup: the Typesense client (CommonJS, loaded by Node's require) gets the axios stand-in
 * in place of axios, as the site bundle does through the alias in astro.config.mjs, so unit tests
 * exercise the code that ships.
 */
import { createRequire } from 'node:module';
import axiosLite from './axios-lite';

const require = createRequire(import.meta.url);
const id = createRequire(require.resolve('typesense')).resolve('axios');
require.cache[id] = {
  id,
  filename: id,
  loaded: true,
  exports: { __esModule: true, default: axiosLite },
} as unknown as NodeJS.Module;
