/**
 * Fills `{name}` placeholders in a message. Its own module, free of the message tables, so browser
 * code that formats wording it was handed does not pull every message into its bundle.
 */

/** Values for `{param}` placeholders. */
export type MessageParams = Record<string, string | number>;

/** Fills `{name}` placeholders; a placeholder without a value stays visible so the gap is noticed. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
