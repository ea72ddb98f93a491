/**
 * The site config: schema, parsed type and wording, safe to import in the browser. Node-only parts
 * live in `./load` (loadSiteConfig reads files) and `./json-schema` (the editor schema).
 */
export type { SiteConfig, SiteLocation } from './normalise';
export { SiteConfigError } from './errors';
export { parseSiteConfig } from './parse';
export { createTranslator, siteTranslator } from './messages';
export type { Translate } from './messages';
