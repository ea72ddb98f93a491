/**
 * Typesense settings from the environment (Node only): where the cluster is and which keys
 * to use. Missing settings are reported together, each with what to set.
 */
import type { TypesenseNode } from '../client';

/** What the indexer and the key minting need. */
export interface TypesenseAdminSettings {
  nodes: TypesenseNode[];
  /** Admin key: indexer only, never shipped. */
  adminKey: string;
}

/** The variables read, with what each is for. */
export const TYPESENSE_ENV_HELP: Record<string, string> = {
  TYPESENSE_HOST: 'host name(s) of the cluster, comma-separated for a 3-node cluster (e.g. xyz-1.a1.typesense.net)',
  TYPESENSE_PORT: 'port (default 443)',
  TYPESENSE_PROTOCOL: 'http or https (default https)',
  TYPESENSE_ADMIN_KEY: 'admin API key, used by `npm run index` (and by the build to check the search key) only',
  TYPESENSE_SEARCH_KEY:
    "the site's own search-only parent key (actions: documents:search, collections: its alias and <alias>_.*) the build mints its scoped key from",
};

type Env = Record<string, string | undefined>;

/** Reads the nodes; throws naming every missing or invalid variable. */
export function typesenseNodesFromEnv(env: Env): TypesenseNode[] {
  const hosts = (env.TYPESENSE_HOST ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  const protocol = (env.TYPESENSE_PROTOCOL ?? 'https').trim();
  const port = Number(env.TYPESENSE_PORT ?? (protocol === 'http' ? 8108 : 443));
  const problems: string[] = [];
  if (!hosts.length) problems.push(`TYPESENSE_HOST is not set: ${TYPESENSE_ENV_HELP.TYPESENSE_HOST}`);
  if (protocol !== 'http' && protocol !== 'https')
    problems.push(`TYPESENSE_PROTOCOL must be http or https, got "${protocol}"`);
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    problems.push(`TYPESENSE_PORT must be a port number, got "${env.TYPESENSE_PORT}"`);
  if (problems.length) throw new Error(`Typesense is not configured:\n  - ${problems.join('\n  - ')}`);
  return hosts.map((host) => ({ host, port, protocol: protocol as 'http' | 'https' }));
}

/** Reads the admin settings for the indexer (the admin key from `adminKeyEnv`, the site's `searchBackend.adminKeyEnv`). */
export function typesenseAdminSettingsFromEnv(env: Env, adminKeyEnv = 'TYPESENSE_ADMIN_KEY'): TypesenseAdminSettings {
  const missing = env[adminKeyEnv] ? [] : [`${adminKeyEnv} is not set: ${TYPESENSE_ENV_HELP.TYPESENSE_ADMIN_KEY}`];
  let nodes: TypesenseNode[] = [];
  try {
    nodes = typesenseNodesFromEnv(env);
  } catch (error) {
    if (!missing.length) throw error;
    throw new Error(`${(error as Error).message}\n  - ${missing.join('\n  - ')}`);
  }
  if (missing.length) throw new Error(`Typesense is not configured:\n  - ${missing.join('\n  - ')}`);
  return { nodes, adminKey: env[adminKeyEnv] as string };
}

/** The search-only parent key for minting (from `keyEnv`, the site's `searchBackend.searchKeyEnv`), or an error saying what to set. */
export function typesenseParentSearchKeyFromEnv(env: Env, keyEnv = 'TYPESENSE_SEARCH_KEY'): string {
  const key = env[keyEnv];
  if (!key) throw new Error(`${keyEnv} is not set: ${TYPESENSE_ENV_HELP.TYPESENSE_SEARCH_KEY}`);
  return key;
}
