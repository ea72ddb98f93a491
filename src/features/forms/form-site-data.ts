/**
 * The site's FormSite (form-site.ts) for its form islands: written once per build beside the
 * prepared data and bundled into the forms' code, so it travels once per site (in a cached file loaded
 * when a form hydrates) instead of in the island props of every page (about 1 KB brotli a vehicle page).
 */
import site from 'virtual:forecourt/form-site';
import type { FormSite } from './form-site';

export const FORM_SITE: FormSite = site;
