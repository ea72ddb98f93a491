/**
 * Fills `{name}` placeholders in a message, and picks a word by count with `{name|one|other}`
 * ("{years} {years|year|years}" → "1 year", "5 years"). Its own module, free of the message tables,
 * so browser code that formats wording it was handed does not pull every message into its bundle.
 */

/** Values for `{param}` placeholders. */
export type MessageParams = Record<string, string | number>;

/** Fills `{name}` placeholders and `{name|one|other}` plurals; a placeholder without a value stays visible so the gap is noticed. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template
    .replace(/\{(\w+)\|([^|{}]*)\|([^|{}]*)\}/g, (whole, name: string, one: string, other: string) =>
      Object.hasOwn(params, name) ? (Number(params[name]) === 1 ? one : other) : whole,
    )
    .replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}
