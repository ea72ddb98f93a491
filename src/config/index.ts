/**
 * The site config: schema, parsed type and wording, safe to import in the browser. Node-only parts
 * live in `./load` (loadSiteConfig reads files) and `./jsonSchema` (the editor schema).
 */
export { siteConfigSchema } from './schema/index';
export type { ParsedSiteConfig, SiteConfigInput } from './schema/index';
export type { PromoTile, SearchBackend, SiteConfig, SiteLocation } from './normalise';
export type { SpecialHours } from './schema/hours';
export type { SortOption } from './schema/search';
export type { ConfigIssue } from './issues';
export { SiteConfigError } from './errors';
export { parseSiteConfig } from './parse';
export { createTranslator, DEFAULT_MESSAGES, interpolate, isMessageKey, MESSAGE_KEYS, siteTranslator } from './messages';
export type { MessageKey, MessageParams, Translate } from './messages';
export { SORT_OPTIONS, SEARCH_ROUTES } from './schema/search';
export { ITEM_TYPES } from './schema/stock';
export { STATES } from './schema/identity';
export { FONT_FAMILIES, DARK_MODES, RADII } from './schema/theme';
export { PLUGINS, WATCHLIST_WORDINGS } from './schema/features';
export { ESTIMATE_RULES, FREQUENCIES, ROUNDING_RULES } from './schema/finance';
export { DEFAULT_FEATURE_BANNER, DEFAULT_FOOTER, DEFAULT_HEADER } from './schema/menuDefaults';
export { LINK_REQUIREMENTS, MENU_SOURCES } from './schema/menuItems';
export { PAYMENT_METHODS } from './schema/menus';
