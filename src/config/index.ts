/** The site config: schema, parsed type and loading. Components read the parsed result, never the YAML. */
export { siteConfigSchema } from './schema/index';
export type { ParsedSiteConfig, SiteConfigInput } from './schema/index';
