/**
 * Friendly errors for content editors (after Starlight's `utils/error-map.ts`): every valibot
 * issue becomes one line naming the file, the path inside it, what was found and what to change.
 */
import * as v from 'valibot';
import { type ConfigIssue, formatPath, showValue } from './issues';
import { descriptionAt, keysAt, objectOptionsAt } from './schema-walk';
import { closest } from './suggest';

/** Thrown when a site file cannot be used; `message` has one line per problem. */
export class SiteConfigError extends Error {
  override readonly name = 'SiteConfigError';
  /** The problems in file order, each with its line when known. */
  readonly issues: readonly ConfigIssue[];

  constructor(
    /** The site file as the editor knows it, e.g. sites/demo/site.yaml. */
    readonly file: string,
    issues: readonly ConfigIssue[],
    /** Finds the line of a path in the file, when the file text is known. */
    locate: (path: ReadonlyArray<string | number>) => number | undefined = () => undefined,
    /** What the file should have been, for the heading. */
    what = 'a valid site config',
  ) {
    // In file order, so an editor can work down the file; problems without a line keep their order.
    const located = issues.map((issue, order) => {
      const line = issue.line ?? locate(issue.path);
      return { issue: line === undefined ? issue : { ...issue, line }, order };
    });
    located.sort((a, b) => (a.issue.line ?? 0) - (b.issue.line ?? 0) || a.order - b.order);
    const sorted = located.map(({ issue }) => issue);
    const count = sorted.length === 1 ? '1 problem' : `${sorted.length} problems`;
    super(`${file} is not ${what} (${count}):\n${sorted.map((issue) => formatIssue(file, issue)).join('\n')}`);
    this.issues = sorted;
  }
}

/** One error line: `file:line path: message`. */
export function formatIssue(file: string, issue: ConfigIssue): string {
  const where = `${file}${issue.line === undefined ? '' : `:${issue.line}`}`;
  return issue.path.length === 0
    ? `${where}: ${issue.message}`
    : `${where} ${formatPath(issue.path)}: ${issue.message}`;
}

type Issue = v.BaseIssue<unknown>;

const IN_YOUR_WORDS =
  "the box no longer makes up a promise from numbers: write the program's promise in your own words in features.certifiedPreOwned.text";
/** Settings that moved or were retired, by dotted path, with what to write instead. */
const MOVED: Record<string, string> = {
  warranty:
    'moved to claims.usedWarranty (years: instead of usedYears:, byMake: as before); no warranty is shown unless you set it',
  'features.certifiedPreOwned.extraWarrantyYears': IN_YOUR_WORDS,
  'features.certifiedPreOwned.inspectionPoints': IN_YOUR_WORDS,
  'features.certifiedPreOwned.roadsideMonths': IN_YOUR_WORDS,
};

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of settings',
  strict_object: 'a group of settings',
  record: 'a group of key: value lines',
  null: 'null',
};

/** Turns valibot issues into editor-facing issues, resolving unions to the shape the editor meant. */
export function toConfigIssues(
  issues: readonly Issue[],
  schema: unknown,
  prefix: ReadonlyArray<string | number> = [],
): ConfigIssue[] {
  return issues.flatMap((issue) => toConfigIssue(issue, schema, prefix));
}

function toConfigIssue(issue: Issue, schema: unknown, prefix: ReadonlyArray<string | number>): ConfigIssue[] {
  const path = [...prefix, ...(issue.path ?? []).map((item) => item.key as string | number)];
  const found = issue.input;
  if (issue.type === 'strict_object' && issue.expected === 'never') {
    const key = String(path[path.length - 1]);
    const moved = MOVED[path.join('.')];
    if (moved !== undefined) return [{ path, message: `${JSON.stringify(key)} is not a setting any more; ${moved}` }];
    const known = keysAt(schema, path.slice(0, -1));
    const guess = closest(key, known);
    const hint =
      guess !== undefined
        ? `did you mean ${JSON.stringify(guess)}?`
        : `remove it (known settings here: ${known.join(', ')})`;
    return [{ path, message: `${JSON.stringify(key)} is not a setting here; ${hint}` }];
  }
  if (found === undefined && issue.kind === 'schema') {
    const about = descriptionAt(schema, path);
    return [{ path, message: `is missing; add it${about === undefined ? '' : ` (${about.replace(/\.$/, '')})`}` }];
  }
  if (issue.type === 'union') return unionIssue(issue, schema, path);
  if (issue.type === 'picklist' || (issue.type === 'literal' && issue.kind === 'schema')) {
    return [{ path, message: `found ${showValue(found)}; use ${oneOf(issue.expected)}` }];
  }
  if (issue.kind === 'schema') {
    return [
      {
        path,
        message: `found ${showValue(found)}; use ${TYPE_WORDS[issue.type] ?? issue.expected ?? issue.type} here`,
      },
    ];
  }
  // A cross-field check forwarded to one key (v.forward) sees the whole object, not that key's value: its own message says it all.
  const key = issue.path?.at(-1)?.key;
  if (issue.type === 'check' && found !== null && typeof found === 'object' && typeof key === 'string' && key in found)
    return [{ path, message: requirement(issue) }];
  return [{ path, message: `found ${showValue(found)}; ${requirement(issue)}` }];
}

function unionIssue(issue: Issue, schema: unknown, path: Array<string | number>): ConfigIssue[] {
  const found = issue.input;
  if (found !== null && typeof found === 'object' && !Array.isArray(found)) {
    // Re-check the object against each object shape and report the closest one's problems.
    let best: Issue[] | undefined;
    for (const option of objectOptionsAt(schema, path)) {
      const result = v.safeParse(option as v.GenericSchema, found);
      if (result.success) continue;
      if (best === undefined || result.issues.length < best.length) best = result.issues;
    }
    if (best !== undefined) return toConfigIssues(best, schema, path);
  }
  // Alternatives of one type that failed their rules (a path or a URL): quote each rule.
  const rules = (issue.issues ?? []).filter((sub) => sub.kind === 'validation' && !sub.message.startsWith('Invalid '));
  if (rules.length > 0 && rules.length === (issue.issues ?? []).length) {
    return [{ path, message: `found ${showValue(found)}; ${[...new Set(rules.map((r) => r.message))].join(', or ')}` }];
  }
  return [{ path, message: `found ${showValue(found)}; use ${describeUnion(issue.expected)}` }];
}

function describeUnion(expected: string | null): string {
  // Nested unions read "(("a" | "b") | Object)"; flatten them into one list of choices.
  const parts = (expected ?? '')
    .replace(/[()]/g, '')
    .split(' | ')
    .flatMap((part) => {
      if (part === 'Object') return ['a group of settings'];
      if (part === 'boolean') return ['true', 'false'];
      return [TYPE_WORDS[part] ?? part];
    });
  const unique = [...new Set(parts)];
  return unique.length <= 1
    ? (unique[0] ?? 'another value')
    : `${unique.slice(0, -1).join(', ')} or ${unique[unique.length - 1]}`;
}

function oneOf(expected: string | null): string {
  const options = (expected ?? '').replace(/^\(|\)$/g, '').split(' | ');
  return options.length === 1 ? options[0]! : `one of ${options.join(', ')}`;
}

function requirement(issue: Issue): string {
  const req = (issue as Issue & { requirement?: unknown }).requirement;
  // Our own messages already say what to change; valibot's generic ones start with "Invalid".
  if (!issue.message.startsWith('Invalid ')) return issue.message;
  switch (issue.type) {
    case 'min_value':
      return `must be at least ${String(req)}`;
    case 'max_value':
      return `must be at most ${String(req)}`;
    case 'gt_value':
      return `must be more than ${String(req)}`;
    case 'integer':
      return 'must be a whole number';
    case 'min_length':
      return `needs at least ${String(req)} ${Array.isArray(issue.input) ? 'entries' : 'characters'}`;
    case 'non_empty':
      return 'must not be empty';
    default:
      return `expected ${issue.expected ?? issue.type}`;
  }
}
