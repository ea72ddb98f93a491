/**
 * The built site's files as Netlify serves them: `_redirects` applied before the files (a file at the
 * path shadows a rule unless it is forced with `!`), `_headers` added to every file, redirect and
 * not-found answer, and the two rule files themselves never served. The lead API's answers get
 * none of this, as on Netlify (custom headers apply only to files it serves; functions with a path
 * run before redirects).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { staticFiles } from '../../src/api/static/static-files';
import {
  headersFor,
  parseHeaders,
  parseRedirects,
  redirectFor,
  type HeaderRule,
  type RedirectRule,
} from './netlify-rules';

/** Netlify's own rule files in a publish folder: read by Netlify, never served. */
export const RULE_FILES = ['_headers', '_redirects'] as const;

/** Headers Netlify sets itself and ignores in `_headers` (docs.netlify.com/routing/headers, Limitations). */
const NETLIFY_OWNED = new Set([
  'accept-ranges',
  'age',
  'allow',
  'alt-svc',
  'connection',
  'content-encoding',
  'content-length',
  'content-range',
  'date',
  'location',
  'server',
  'set-cookie',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** The rules of a built site, read once at start; a mistake in either file stops the server with its line. */
export function readNetlifyRules(dir: string): { headers: HeaderRule[]; redirects: RedirectRule[] } {
  const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
  const [headers, redirects] = RULE_FILES.map((name) => join(dir, name)) as [string, string];
  return { headers: parseHeaders(read(headers), headers), redirects: parseRedirects(read(redirects), redirects) };
}

/** A request handler for a built site under `dir`, with its `_headers` and `_redirects`. */
export function netlifyStatic(dir: string): (request: Request) => Promise<Response> {
  const ruleFile = new RegExp(`^/(${RULE_FILES.join('|')})/?$`);
  const files = staticFiles(dir, { hidden: (path) => ruleFile.test(path) });
  const rules = readNetlifyRules(dir);

  /** The file at a path, or the site's 404 page with status 404 (the two rule files are never found). */
  const serve = (request: Request, path: string) => {
    const url = new URL(request.url);
    url.pathname = path;
    return files(new Request(url, request));
  };

  const answer = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const action = redirectFor(rules.redirects, url);
    if (!action) return serve(request, url.pathname);
    if (!action.force) {
      const file = await serve(request, url.pathname);
      if (file.status !== 404) return file;
    }
    if (action.kind === 'redirect')
      return new Response(null, {
        status: action.status,
        headers: { Location: action.location, 'Cache-Control': 'no-cache' },
      });
    const target = await serve(request, action.path);
    // The target is served with the rule's status; a target that is missing is the site's not-found, and a 304 stays one.
    return target.status === 200 && action.status !== 200
      ? new Response(target.body, { status: action.status, headers: target.headers })
      : target;
  };

  return async (request) => {
    const response = await answer(request);
    const path = new URL(request.url).pathname;
    const headers = new Headers(response.headers);
    for (const [name, value] of headersFor(rules.headers, path))
      if (!NETLIFY_OWNED.has(name.toLowerCase())) headers.set(name, value);
    return new Response(response.body, { status: response.status, headers });
  };
}
