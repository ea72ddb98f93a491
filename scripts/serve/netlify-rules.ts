/**
 * Netlify's `_headers` and `_redirects` files, read and matched as Netlify documents them, so the local
 * server answers as production does (docs.netlify.com/routing/headers, /routing/redirects):
 * - a path pattern's `*` is a splat that matches the rest of the path, slashes included (`/a/*` also
 *   matches `/a`); `:name` matches one path segment; a trailing slash is optional on both sides;
 * - `_headers`: every rule whose path matches applies; a header named in several of them (or several
 *   times in one) is sent once with the values joined by ", ";
 * - `_redirects`: the first rule that matches decides; 301, 302 and 303 redirect, any other status
 *   serves the target with that status (200 rewrites, 404 a custom not-found); `!` forces the rule,
 *   otherwise a file at the path shadows it; `:splat` and placeholders fill the target; `key=:value`
 *   pairs after the target match query parameters.
 * No npm package for this was installed (netlify-redirect-parser and @netlify/headers-parser are parts
 * of Netlify's CLI and pull in its config loader), so this small reader is ours.
 */

/** A path pattern, compiled. */
export interface PathPattern {
  source: string;
  regex: RegExp;
  /** Placeholder names in the order of the regex's groups ('splat' for `*`). */
  names: string[];
}

/** One `_headers` rule. */
export interface HeaderRule {
  path: PathPattern;
  headers: [name: string, value: string][];
}

/** One `_redirects` rule. */
export interface RedirectRule {
  from: PathPattern;
  /** Query parameters the request must carry: parameter name → placeholder name. */
  query: [param: string, placeholder: string][];
  to: string;
  status: number;
  force: boolean;
}

/** What a redirect rule does to one request. */
export type RedirectAction =
  | { kind: 'redirect'; status: number; location: string; force: boolean }
  | { kind: 'rewrite'; status: number; path: string; force: boolean };

/** A line of `_headers` or `_redirects` that cannot be read; the message names the file and line. */
export class NetlifyRulesError extends Error {
  constructor(file: string, line: number, message: string) {
    super(`${file} line ${line}: ${message}`);
    this.name = 'NetlifyRulesError';
  }
}

const REDIRECT_STATUSES = new Set([301, 302, 303]);
/** Conditions Netlify matches on the visitor (country, language, role, cookie): nothing local can stand in for them. */
const CONDITION = /^(Country|Language|Role|Cookie)=/i;

const withoutTrailingSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

/** Compiles a Netlify path pattern. */
export function compilePattern(source: string): PathPattern {
  const names: string[] = [];
  const trimmed = withoutTrailingSlash(source);
  let regex = '';
  // Tokens: a `/*` at the end (matches the folder itself too), a lone `*`, a `:name`, or one literal character.
  for (const token of trimmed.match(/\/\*$|\*|:[A-Za-z_][A-Za-z0-9_]*|[^*:]|:/g) ?? []) {
    if (token === '/*') {
      names.push('splat');
      regex += '(?:/(.*))?';
    } else if (token === '*') {
      names.push('splat');
      regex += '(.*)';
    } else if (token.length > 1 && token.startsWith(':')) {
      names.push(token.slice(1));
      regex += '([^/]+)';
    } else {
      regex += token.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  return { source, regex: new RegExp(`^${regex}/?$`), names };
}

/** The placeholders a path fills in a pattern, or undefined when it does not match. */
export function matchPattern(pattern: PathPattern, path: string): Record<string, string> | undefined {
  const found = pattern.regex.exec(path);
  if (!found) return undefined;
  const values: Record<string, string> = {};
  pattern.names.forEach((name, i) => (values[name] = found[i + 1] ?? ''));
  return values;
}

const contentLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((raw, i) => ({ raw, number: i + 1 }))
    .filter(({ raw }) => raw.trim() !== '' && !raw.trim().startsWith('#'));

const checkPath = (file: string, line: number, path: string) => {
  if (!path.startsWith('/'))
    throw new NetlifyRulesError(file, line, `"${path}" is not a site path; paths start with "/".`);
};

/** Reads a `_headers` file. */
export function parseHeaders(text: string, file = '_headers'): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const { raw, number } of contentLines(text)) {
    if (!/^\s/.test(raw)) {
      const path = raw.trim();
      checkPath(file, number, path);
      rules.push({ path: compilePattern(path), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule)
      throw new NetlifyRulesError(
        file,
        number,
        'a header comes before any path; put the path it is for on the line above, unindented.',
      );
    const colon = raw.indexOf(':');
    const name = colon > 0 ? raw.slice(0, colon).trim() : '';
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
      throw new NetlifyRulesError(file, number, `"${raw.trim()}" is not a header; write it as "Name: value".`);
    rule.headers.push([name, raw.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers `_headers` gives a path: every matching rule, values of one name joined by ", ". */
export function headersFor(rules: readonly HeaderRule[], path: string): Map<string, string> {
  const values = new Map<string, { name: string; values: string[] }>();
  for (const rule of rules) {
    if (!matchPattern(rule.path, path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const entry = values.get(key) ?? { name, values: [] };
      entry.values.push(value);
      values.set(key, entry);
    }
  }
  return new Map([...values.values()].map((e) => [e.name, e.values.join(', ')]));
}

/** Reads a `_redirects` file. */
export function parseRedirects(text: string, file = '_redirects'): RedirectRule[] {
  return contentLines(text).map(({ raw, number }) => {
    const fields = raw
      .replace(/\s#.*$/, '')
      .trim()
      .split(/\s+/);
    const [from = '', ...rest] = fields;
    checkPath(file, number, from);
    const query: [string, string][] = [];
    while (rest.length > 0 && rest[0]!.includes('=') && !CONDITION.test(rest[0]!)) {
      const [param = '', value = ''] = rest.shift()!.split('=', 2);
      if (!value.startsWith(':'))
        throw new NetlifyRulesError(
          file,
          number,
          `the query match "${param}=${value}" needs a placeholder, as in "${param}=:${param}".`,
        );
      query.push([param, value.slice(1)]);
    }
    const to = rest.shift();
    if (!to) throw new NetlifyRulesError(file, number, `"${raw.trim()}" has no target; write "from to [status]".`);
    const statusField = rest.shift() ?? '301';
    const status = /^\d{3}!?$/.test(statusField) ? Number(statusField.slice(0, 3)) : NaN;
    if (!(status >= 200 && status < 600) || (status >= 300 && status < 400 && !REDIRECT_STATUSES.has(status))) {
      throw new NetlifyRulesError(
        file,
        number,
        `"${statusField}" is not a status Netlify serves; use 301, 302 or 303 to redirect, or 200, 404 (or another 2xx, 4xx, 5xx) to serve the target.`,
      );
    }
    if (rest.length > 0) {
      const what = CONDITION.test(rest[0]!)
        ? `the condition "${rest[0]}" (country, language, role or cookie) cannot be checked locally`
        : `"${rest.join(' ')}" after the status is not understood`;
      throw new NetlifyRulesError(file, number, `${what}; the local server only serves plain path rules.`);
    }
    if (!REDIRECT_STATUSES.has(status) && !to.startsWith('/')) {
      throw new NetlifyRulesError(
        file,
        number,
        `serving ${to} with status ${status} proxies another host, which the local server does not do; redirect to it with 301 or 302 instead.`,
      );
    }
    return { from: compilePattern(from), query, to, status, force: statusField.endsWith('!') };
  });
}

/** Fills `:splat` and the placeholders of a target. */
function fill(target: string, values: Record<string, string>): string {
  return target.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) => values[name] ?? whole);
}

/** What the first matching rule does to a request for `url` (path and query), or undefined when none matches. */
export function redirectFor(rules: readonly RedirectRule[], url: URL): RedirectAction | undefined {
  for (const rule of rules) {
    const values = matchPattern(rule.from, url.pathname);
    if (!values) continue;
    if (!rule.query.every(([param]) => url.searchParams.has(param))) continue;
    for (const [param, name] of rule.query) values[name] = url.searchParams.get(param) ?? '';
    const target = fill(rule.to, values);
    if (REDIRECT_STATUSES.has(rule.status)) {
      // The request's query goes along unless the rule matched on it or its target names its own.
      const keepQuery = rule.query.length === 0 && !target.includes('?') && url.search;
      return {
        kind: 'redirect',
        status: rule.status,
        location: keepQuery ? `${target}${url.search}` : target,
        force: rule.force,
      };
    }
    return { kind: 'rewrite', status: rule.status, path: target, force: rule.force };
  }
  return undefined;
}
