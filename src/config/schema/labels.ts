/** Wording overrides: message key → text, layered over the built-in English messages. */
import * as v from 'valibot';

/** The `labels` block; unknown keys are reported by the cross-field checks with a suggestion. */
export const labelsSchema = v.pipe(
  v.record(v.string(), v.string()),
  v.description(
    'Wording overrides by message key, e.g. carType.used: Pre-Owned. {name}-style parameters are filled in.',
  ),
);
