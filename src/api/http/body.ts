/** Reading and validating request bodies and queries at the boundary. */
import type { Context } from 'hono';
import * as v from 'valibot';
import { issuesToFields, PARSE_CONFIG } from '../../contracts/errors';
import { MESSAGES } from '../../contracts/messages';
import { ApiError } from './errors';

/**
 * Validates `input` against `schema`, or throws a 400 naming each field and its reason. A value
 * that is not a body (a path parameter, a header) is named by `at`, so no error has an empty path.
 */
export function parseWith<S extends v.GenericSchema>(schema: S, input: unknown, at?: string): v.InferOutput<S> {
  const result = v.safeParse(schema, input, PARSE_CONFIG);
  if (result.success) return result.output;
  const fields = issuesToFields(result.issues, at);
  // A single problem reads best as the message itself.
  throw new ApiError(400, fields.length === 1 && fields[0] ? fields[0].message : MESSAGES.invalidBody, fields);
}

/** The JSON body of a request, or a 400 when it is not JSON. */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new ApiError(400, MESSAGES.notJson);
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, MESSAGES.notJson);
  }
}

/** Reads and validates a JSON body in one step. */
export async function jsonBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  return parseWith(schema, await readJson(c));
}
