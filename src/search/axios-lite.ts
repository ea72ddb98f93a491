/**
 * A small fetch-based stand-in for axios, aliased in place of `axios` when the site is bundled
 * (astro.config.mjs) and in unit tests (vitest.config.ts). The Typesense client is the only user:
 * it calls `axios(config)` with the config its ApiCall builds, `axios.getAdapter` for a named
 * adapter, and `axios.CancelToken.source()` for an abort signal. axios itself is about 20 KB brotli
 * on the search page; this is about 1.3 KB.
 *
 * Supported, as axios does them: `method`, `url`, `params` (query string; arrays as `key[]=`),
 * `paramsSerializer` (a function), `headers`, `data` (objects as JSON), `timeout` (ms),
 * `validateStatus`, `transformResponse`, `adapter` (a function is called with the config and its
 * response used, as the embedded engine's local transport is), `cancelToken` and `signal`.
 * Anything else the Typesense client could ask for (streaming responses) is an error naming it.
 */

/** The request config the stand-in reads (a subset of axios's). */
export interface LiteRequestConfig {
  url?: string;
  method?: string;
  headers?: Record<string, string | number | boolean | undefined>;
  params?: Record<string, unknown>;
  paramsSerializer?:
    | ((params: Record<string, unknown>) => string)
    | { serialize?: (params: Record<string, unknown>) => string };
  data?: unknown;
  timeout?: number;
  validateStatus?: ((status: number) => boolean) | null;
  transformResponse?:
    | ((data: unknown, headers: Record<string, string>) => unknown)
    | Array<(data: unknown, headers: Record<string, string>) => unknown>;
  adapter?: LiteAdapter | string | string[];
  responseType?: string;
  cancelToken?: LiteCancelToken;
  signal?: AbortSignal;
  [other: string]: unknown;
}

/** The response shape the Typesense client reads. */
export interface LiteResponse {
  data: unknown;
  status: number;
  statusText: string;
  headers: Record<string, string>;
  config: LiteRequestConfig;
  request: unknown;
}

/** An adapter: takes the config, resolves to a response (axios's contract). */
export type LiteAdapter = (config: LiteRequestConfig) => Promise<LiteResponse>;

/** An axios-like error: `code`, `config`, and `response` when the server answered. */
export class LiteAxiosError extends Error {
  readonly isAxiosError = true;
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly config: LiteRequestConfig,
    readonly response?: LiteResponse,
  ) {
    super(message);
    this.name = 'AxiosError';
  }
}

/** The token a CancelToken source hands out. */
export interface LiteCancelToken {
  readonly signal: AbortSignal;
}

/** `a=1&b=x%20y&c[]=1&c[]=2`, skipping null and undefined (as axios does). */
export function serializeParams(params: Record<string, unknown>): string {
  const parts: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === null || value === undefined) return;
    const text =
      value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
  };
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const v of value) add(`${key}[]`, v);
    else add(key, value);
  }
  return parts.join('&');
}

/** The config's URL with its params appended. */
export function buildUrl(config: LiteRequestConfig): string {
  const url = config.url ?? '';
  if (!config.params || Object.keys(config.params).length === 0) return url;
  const serializer = config.paramsSerializer;
  const query =
    typeof serializer === 'function'
      ? serializer(config.params)
      : serializer?.serialize
        ? serializer.serialize(config.params)
        : serializeParams(config.params);
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** Real HTTP through the global fetch. */
export const fetchAdapter: LiteAdapter = async (config) => {
  if (config.responseType && config.responseType !== 'json' && config.responseType !== 'text') {
    throw new LiteAxiosError(
      `axios-lite: responseType "${config.responseType}" is not supported`,
      'ERR_NOT_SUPPORT',
      config,
    );
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(config.headers ?? {}))
    if (value !== undefined) headers.set(name, String(value));
  let body: string | undefined;
  if (config.data !== undefined && config.data !== null) {
    if (typeof config.data === 'string') body = config.data;
    else {
      body = JSON.stringify(config.data);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
  }
  const signals: AbortSignal[] = [];
  if (config.timeout && config.timeout > 0) signals.push(AbortSignal.timeout(config.timeout));
  if (config.signal) signals.push(config.signal);
  if (config.cancelToken) signals.push(config.cancelToken.signal);
  const signal = signals.length === 0 ? undefined : signals.length === 1 ? signals[0] : AbortSignal.any(signals);
  let res: Response;
  try {
    res = await fetch(buildUrl(config), {
      method: (config.method ?? 'get').toUpperCase(),
      headers,
      ...(body !== undefined ? { body } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const cancelled = !timedOut && error instanceof DOMException && error.name === 'AbortError';
    const message = timedOut
      ? `timeout of ${config.timeout}ms exceeded`
      : cancelled
        ? 'canceled'
        : error instanceof Error
          ? error.message
          : String(error);
    throw new LiteAxiosError(message, timedOut ? 'ECONNABORTED' : cancelled ? 'ERR_CANCELED' : 'ERR_NETWORK', config);
  }
  const responseHeaders: Record<string, string> = {};
  res.headers.forEach((value, name) => (responseHeaders[name.toLowerCase()] = value));
  return {
    data: await res.text(),
    status: res.status,
    statusText: res.statusText,
    headers: responseHeaders,
    config,
    request: {},
  };
};

/** The adapter a config asks for: its function, a named one, or fetch. */
function resolveAdapter(adapter: LiteRequestConfig['adapter']): LiteAdapter {
  if (typeof adapter === 'function') return adapter;
  if (adapter === undefined) return fetchAdapter;
  return getAdapter(adapter);
}

/** `axios.getAdapter`: only 'fetch' (and 'xhr'/'http', answered by fetch) exist here. */
export function getAdapter(names: string | string[] | LiteAdapter): LiteAdapter {
  if (typeof names === 'function') return names;
  for (const name of Array.isArray(names) ? names : [names])
    if (name === 'fetch' || name === 'xhr' || name === 'http') return fetchAdapter;
  throw new LiteAxiosError(
    `axios-lite: adapter ${JSON.stringify(names)} is not available (only fetch)`,
    'ERR_NOT_SUPPORT',
    {},
  );
}

/** Performs one request as axios would: adapter, response transforms, then validateStatus. */
export async function request(config: LiteRequestConfig): Promise<LiteResponse> {
  const response = await resolveAdapter(config.adapter)(config);
  const transforms =
    config.transformResponse === undefined
      ? [defaultTransform]
      : Array.isArray(config.transformResponse)
        ? config.transformResponse
        : [config.transformResponse];
  let data = response.data;
  for (const transform of transforms) data = transform(data, response.headers);
  const result = { ...response, data, config };
  const valid =
    config.validateStatus === null || (config.validateStatus ?? ((s: number) => s >= 200 && s < 300))(result.status);
  if (!valid)
    throw new LiteAxiosError(
      `Request failed with status code ${result.status}`,
      result.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
      config,
      result,
    );
  return result;
}

/** axios's default: JSON text is parsed. */
function defaultTransform(data: unknown): unknown {
  if (typeof data !== 'string' || data === '') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

/** `axios.CancelToken.source()`. */
export const CancelToken = {
  source(): { token: LiteCancelToken; cancel: (reason?: string) => void } {
    const controller = new AbortController();
    return { token: { signal: controller.signal }, cancel: (reason) => controller.abort(reason) };
  },
};

/** `axios.isAxiosError`. */
export const isAxiosError = (value: unknown): value is LiteAxiosError => value instanceof LiteAxiosError;

/** The default export: callable like axios, with the statics the Typesense client touches. */
const axios = Object.assign((config: LiteRequestConfig) => request(config), {
  request,
  getAdapter,
  CancelToken,
  isAxiosError,
  AxiosError: LiteAxiosError,
  create: () => axios,
  defaults: {} as Record<string, unknown>,
});

export default axios;
