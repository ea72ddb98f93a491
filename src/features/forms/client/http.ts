/**
 * The browser's call to the lead API: same origin, cookies included, JSON in and out, every
 * failure turned into a result the forms can show (never a thrown error).
 */
import * as v from 'valibot';
import { ApiErrorSchema } from '../../../contracts/errors';
import { MESSAGES } from '../../../contracts/messages';

/** A call's outcome. `network` is true when no answer arrived at all (offline, DNS, reset). */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      status: number;
      network: boolean;
      message: string;
      fields: { path: string; message: string }[];
      retryAfterMs?: number;
    };

/** What the client needs from its surroundings (tests pass fakes). */
export interface HttpDeps {
  fetch: typeof fetch;
  /** '' for same origin. */
  baseUrl: string;
}

/** Options of one call. */
export interface CallOptions<S extends v.GenericSchema | undefined> {
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  /** Checks the success answer; a mismatch counts as a failed call. */
  schema?: S;
}

/** Makes one call. */
export async function apiCall<S extends v.GenericSchema | undefined = undefined>(
  deps: HttpDeps,
  path: string,
  options: CallOptions<S> = {},
): Promise<ApiResult<S extends v.GenericSchema ? v.InferOutput<S> : unknown>> {
  let response: Response;
  try {
    response = await deps.fetch(`${deps.baseUrl}${path}`, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
  } catch {
    return { ok: false, status: 0, network: true, message: MESSAGES.formFailed, fields: [] };
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const error = v.safeParse(ApiErrorSchema, json);
    const retryAfter = Number(response.headers.get('Retry-After') ?? NaN);
    return {
      ok: false,
      status: response.status,
      network: false,
      message: error.success ? error.output.error.message : MESSAGES.formFailed,
      fields: error.success ? (error.output.error.fields ?? []) : [],
      ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterMs: retryAfter * 1000 } : {}),
    };
  }
  if (options.schema) {
    const parsed = v.safeParse(options.schema, json);
    if (!parsed.success)
      return { ok: false, status: response.status, network: false, message: MESSAGES.formFailed, fields: [] };
    return { ok: true, status: response.status, data: parsed.output as never };
  }
  return { ok: true, status: response.status, data: json as never };
}
