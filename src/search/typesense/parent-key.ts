/**
 * The check of a site's search-only parent key, made with the admin key (only `GET /keys` can see
 * a key's rights; the search key itself cannot). The browser holds a scoped key minted from this
 * parent, so the parent's rights bound what any visitor can search: it must allow `documents:search`
 * only, on the site's alias and the `<alias>_<time>` collections behind it only, and live longer
 * than the scoped key minted now.
 */
import { SCOPED_KEY_LIFETIME_DAYS } from './scoped-key';
import { typesenseRequest, type TypesenseHttp } from './http';

/** A key as `GET /keys` lists it (the secret shown only as its first 4 characters). */
interface ListedKey {
  id?: number;
  value_prefix?: string;
  actions?: string[];
  collections?: string[];
  expires_at?: number;
  description?: string;
}

/** The `collections` a site's parent key must list: its alias, and the collections reindexing puts behind it. */
export function parentKeyCollections(alias: string): string[] {
  return [alias, `${alias}_.*`];
}

/** What the check found, for the build's log. */
export interface ParentKeyReport {
  /** One line saying what was checked. */
  summary: string;
}

function problemsOf(key: ListedKey, alias: string, nowS: number, keyEnv: string): string[] {
  const problems: string[] = [];
  const actions = key.actions ?? [];
  if (actions.length !== 1 || actions[0] !== 'documents:search') {
    problems.push(`its actions are ${JSON.stringify(actions)}; a search-only key has exactly ["documents:search"]`);
  }
  const allowed = new Set(parentKeyCollections(alias));
  const collections = key.collections ?? [];
  const foreign = collections.filter((c) => !allowed.has(c));
  if (collections.length === 0 || foreign.length) {
    problems.push(
      `its collections are ${JSON.stringify(collections)}; it may list only ${JSON.stringify([...allowed])}, or a browser could search other dealers' collections`,
    );
  }
  if (!collections.includes(alias) && foreign.length === 0 && collections.length) {
    problems.push(
      `its collections leave out the alias \`${alias}\` the site searches, so every search would be refused`,
    );
  }
  const mintedUntil = nowS + SCOPED_KEY_LIFETIME_DAYS * 86_400;
  if (key.expires_at !== undefined && key.expires_at < mintedUntil) {
    const when = new Date(key.expires_at * 1000).toISOString().slice(0, 10);
    problems.push(
      key.expires_at <= nowS
        ? `it expired on ${when}`
        : `it expires on ${when}, before the scoped key minted now (${SCOPED_KEY_LIFETIME_DAYS} days), and search stops when it does; create ${keyEnv} with a later expires_at`,
    );
  }
  return problems;
}

/**
 * Checks `parentKey` on the cluster (through `http`, which carries the admin key) against the
 * rules above. Throws naming every problem; returns what was checked.
 */
export async function checkParentSearchKey(
  http: TypesenseHttp,
  parentKey: string,
  input: { alias: string; nowMs: number; keyEnv: string },
): Promise<ParentKeyReport> {
  const { text } = await typesenseRequest(http, 'GET', '/keys');
  const listed = (JSON.parse(text) as { keys?: ListedKey[] }).keys ?? [];
  const prefix = parentKey.slice(0, 4);
  const candidates = listed.filter((k) => k.value_prefix === prefix);
  if (candidates.length === 0) {
    throw new Error(
      `${input.keyEnv} is not a key of this Typesense cluster (no key starts with "${prefix}"); create the site's search-only key there`,
    );
  }
  const nowS = Math.floor(input.nowMs / 1000);
  // Typesense lists only the first 4 characters: when several keys share them, every one must pass.
  const failing = candidates
    .map((k) => ({ k, problems: problemsOf(k, input.alias, nowS, input.keyEnv) }))
    .filter((x) => x.problems.length);
  if (failing.length) {
    const which =
      candidates.length > 1
        ? ` (${candidates.length} keys of the cluster start with "${prefix}"; key ${failing[0]?.k.id ?? '?'} fails)`
        : '';
    throw new Error(
      `${input.keyEnv} cannot be the site's search-only parent key${which}:\n  - ${failing[0]?.problems.join('\n  - ')}`,
    );
  }
  return {
    summary: `${input.keyEnv} checked on the cluster with the admin key: search-only (documents:search), limited to ${parentKeyCollections(input.alias).join(' and ')}, valid past the scoped key's ${SCOPED_KEY_LIFETIME_DAYS} days`,
  };
}
