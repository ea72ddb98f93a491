/**
 * Escaping of filter values. Typesense reads a backtick-quoted value verbatim up to the next
 * backtick and has no escape for a backtick inside one, so backticks are replaced by an
 * apostrophe both in documents (toSearchDocument) and in filter values: a make containing a
 * backtick still matches itself, and can never close the quote and inject filter syntax.
 */

/** Replaces the one character a backtick-quoted Typesense value cannot hold. */
export function normaliseFacetString(value: string): string {
  return value.replace(/`/g, "'");
}

/** A filter value as Typesense syntax: numbers and booleans bare, strings always backtick-quoted. */
export function escapeFilterValue(value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Filter value must be a finite number, got ${value}`);
    return String(value);
  }
  return `\`${normaliseFacetString(value)}\``;
}

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_.]*$/;

/** A field name checked against injection (names come from code and config, never from shoppers). */
export function checkFieldName(field: string): string {
  if (!FIELD_NAME.test(field)) throw new Error(`Invalid filter field name: ${JSON.stringify(field)}`);
  return field;
}
