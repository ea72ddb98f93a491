/** A problem found in a site file: where it is and what to change. */

/** One problem: the path inside the file (keys and list indexes) and a message that says the fix. */
export interface ConfigIssue {
  path: ReadonlyArray<string | number>;
  message: string;
  /** Line in the file when known without a path (YAML syntax errors). */
  line?: number;
}

/** Renders a path the way editors read it: `locations[0].dealership_id` ('' for the whole file). */
export function formatPath(path: ReadonlyArray<string | number>): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? key : `.${key}`;
  }
  return out;
}

/** Shows a found value briefly: strings quoted, objects and lists summarised. */
export function showValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of settings';
  return String(value);
}

/** Quotes each option for a "use one of" list. */
export function listOptions(options: ReadonlyArray<unknown>): string {
  return options.map((o) => (typeof o === 'string' ? JSON.stringify(o) : String(o))).join(', ');
}
