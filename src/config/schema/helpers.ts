/**
 * Small building blocks shared by the per-area schemas: every field carries a one-line
 * description (so `sites/site.schema.json` can show it in editors) and feature flags accept
 * `true | { …options }` the way Starlight's config does.
 */
import * as v from 'valibot';

/** Attaches a one-line description that the generated JSON schema carries. */
export function described<T extends v.GenericSchema>(schema: T, text: string) {
  return v.pipe(schema, v.description(text));
}

/** An optional field with its default applied when the site file leaves it out. */
export function withDefault<T extends v.GenericSchema>(schema: T, fallback: v.InferInput<T>, text: string) {
  return v.optional(v.pipe(schema, v.description(text)), fallback as never) as unknown as v.OptionalSchema<
    v.SchemaWithPipe<readonly [T, v.DescriptionAction<v.InferOutput<T>, string>]>,
    v.InferInput<T>
  >;
}

/** An optional field with no default (absent stays absent). */
export function maybe<T extends v.GenericSchema>(schema: T, text: string) {
  return v.optional(v.pipe(schema, v.description(text)));
}

/** A plain on/off switch with its default. */
export function toggle(fallback: boolean, text: string) {
  return withDefault(v.boolean(), fallback, text);
}

/**
 * A feature flag: `false`, `true` (the options' defaults) or an options object. After parsing
 * it is always `false` or the full options object, so components never handle `true`.
 */
export function feature<TEntries extends v.ObjectEntries>(entries: TEntries, enabled: boolean, text: string) {
  const options = v.strictObject(entries);
  type Options = v.InferOutput<typeof options>;
  return v.optional(
    v.pipe(
      v.union([v.boolean(), options]),
      v.description(text),
      v.transform((value): Options | false =>
        value === true ? v.parse(options, {}) : value === false ? false : (value as Options),
      ),
    ),
    enabled,
  );
}

/** A whole number within bounds. */
export function integer(min: number, max = Number.MAX_SAFE_INTEGER) {
  return v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
}

/** A number within bounds. */
export function between(min: number, max: number) {
  return v.pipe(v.number(), v.minValue(min), v.maxValue(max));
}

/** A non-empty, trimmed line of text. */
export const text = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));

/** A site-relative path such as `/special-offers`. */
export const sitePath = v.pipe(
  v.string(),
  v.regex(/^\/[^\s]*$/, 'must be a site path starting with "/" (for example /special-offers)'),
);

/** An absolute http(s) URL. */
export const httpUrl = v.pipe(
  v.string(),
  v.regex(/^https?:\/\/[^\s]+$/, 'must be a full URL starting with https:// (or http://)'),
);

/** An origin a browser may talk to: scheme and host (and port), no path, e.g. https://api.chat.example or wss://ws.chat.example. */
export const origin = v.pipe(
  v.string(),
  v.regex(
    /^(?:https|wss):\/\/[A-Za-z0-9.-]+(?::\d+)?$/,
    'must be an origin such as https://api.chat.example or wss://ws.chat.example (no path)',
  ),
);

/** A link target: a site path or a full URL. */
export const href = v.union([sitePath, httpUrl]);

/** A CSS hex colour such as #0b5cad. */
export const hexColour = v.pipe(
  v.string(),
  v.regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a hex colour such as #0b5cad'),
);

/** An ISO 8601 date-time with an explicit offset, e.g. 2025-07-01T00:00:00+10:00. */
export const zonedDateTime = v.pipe(
  v.string(),
  v.regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/,
    'must be a date-time with its time zone offset, such as 2025-07-01T00:00:00+10:00',
  ),
  v.check((value) => !Number.isNaN(Date.parse(value)), 'is not a real date-time'),
);

/** The name of an environment variable (secrets never live in the YAML). */
export const envVarName = v.pipe(
  v.string(),
  v.regex(
    /^[A-Z][A-Z0-9_]*$/,
    'must be an environment variable NAME in CAPITALS (the secret itself goes in the environment, never in site.yaml)',
  ),
);

/** A 24-hour clock time HH:MM. */
export const clockTime = v.pipe(
  v.string(),
  v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time such as 08:30'),
);

/** A plain ISO calendar date YYYY-MM-DD. */
export const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2025-12-25'));

/** A phone number as written by people; YAML numbers are accepted and kept as text. */
export const phoneNumber = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform(String),
  v.regex(/^\+?[\d ()-]{6,20}$/, 'must be a phone number such as 07 3000 0000 or +61730000000'),
);

/**
 * A feature that needs settings of its own (a token, a text): `false` or the options object.
 * There is no `true` shorthand because there are no sensible defaults to turn on.
 */
export function configured<TEntries extends v.ObjectEntries>(entries: TEntries, text: string) {
  return v.optional(v.pipe(v.union([v.literal(false), v.strictObject(entries)]), v.description(text)), false);
}
