/**
 * Reads one feed row field by field. Every reader returns a clean value or undefined; a value
 * that cannot be read either rejects the row (key fields) or is dropped with a warning.
 */
import { describeFound, INVALID, isBlank, toBoolean, toIdText, toNumber } from './coerce';
import { parseFeedDate, toIsoDate, toIsoDateTime } from './dates';
import type { FeedWarning } from './reject';
import { plainParagraphs, plainText } from './text';
import { safeUrl } from './url';
import type { TextPool } from './text-pool';

/** Whether a bad value rejects the row (`key`) or is dropped with a warning (`optional`). */
export type Severity = 'key' | 'optional';

/** Bounds a number must respect; `min` defaults to 0 (no negative prices, sizes or counts). */
export interface NumberLimits {
  min?: number;
  max?: number;
  integer?: boolean;
}

// Shared default, so the common call allocates nothing.
const NO_LIMITS: NumberLimits = Object.freeze({});

/** Collects the reject reasons and warnings of one row while its fields are read. */
export class RowReader {
  readonly reasons: string[] = [];
  /** Set as soon as the row's id is known, so warnings can name the car. */
  id: string | undefined;

  constructor(
    readonly index: number,
    private readonly warnings: FeedWarning[],
    /** The feed's shared copies of short texts (normaliseFeed gives every row the same pool). */
    private readonly pool?: TextPool,
  ) {}

  /** Records a reason to leave the whole row out. */
  reject(field: string, problem: string): void {
    this.reasons.push(`${field}: ${problem}`);
  }

  /** Records a dropped or replaced value; the car is kept. */
  warn(field: string, problem: string): void {
    const message = `${field}: ${problem}`;
    const { index, id } = this;
    this.warnings.push(id === undefined ? { index, field, message } : { index, id, field, message });
  }

  /** Plain single-line text (numbers are accepted as their text); `paragraphs` keeps `|` breaks. */
  text(field: string, raw: unknown, severity: Severity = 'optional', paragraphs = false): string | undefined {
    if (isBlank(raw)) return undefined;
    if ((typeof raw === 'number' && Number.isFinite(raw)) || typeof raw === 'boolean') return String(raw);
    if (typeof raw !== 'string') return this.bad(field, severity, `expected text, found ${describeFound(raw)}`);
    const text = paragraphs ? plainParagraphs(raw) : plainText(raw);
    if (isBlank(text)) return undefined;
    return this.pool ? this.pool.text(text) : text;
  }

  /** Text that must be present: missing or unreadable rejects the row. */
  requiredText(field: string, raw: unknown): string | undefined {
    const before = this.reasons.length;
    const text = this.text(field, raw, 'key');
    if (text === undefined && this.reasons.length === before) this.reject(field, 'missing');
    return text;
  }

  /** An identifier (string or whole number) as text. */
  idText(field: string, raw: unknown, severity: Severity = 'optional'): string | undefined {
    const id = toIdText(raw);
    if (id === INVALID) return this.bad(field, severity, `expected text or a number, found ${describeFound(raw)}`);
    return id === undefined ? undefined : plainText(id) || undefined;
  }

  /** A number; below `min` (default 0) counts as bad, whole numbers only when `integer`. */
  number(
    field: string,
    raw: unknown,
    severity: Severity = 'optional',
    limits: NumberLimits = NO_LIMITS,
  ): number | undefined {
    const n = toNumber(raw);
    if (n === undefined) return undefined;
    if (n === INVALID) return this.bad(field, severity, `expected a number, found ${describeFound(raw)}`);
    const { min = 0, max, integer = false } = limits;
    if (n < min || (max !== undefined && n > max)) {
      const problem =
        max !== undefined
          ? `expected ${min} to ${max}`
          : min === 0
            ? 'must not be negative'
            : `must be at least ${min}`;
      return this.bad(field, severity, `${problem}, found ${describeFound(raw)}`);
    }
    if (integer && !Number.isInteger(n)) {
      return this.bad(field, severity, `expected a whole number, found ${describeFound(raw)}`);
    }
    return n;
  }

  /** A yes/no value, or `fallback` when absent or unreadable. */
  boolean(field: string, raw: unknown, fallback: boolean): boolean {
    const b = toBoolean(raw);
    if (b === INVALID) {
      this.warn(field, `expected true or false, found ${describeFound(raw)} (used ${fallback})`);
      return fallback;
    }
    return b ?? fallback;
  }

  /** An ISO date-time (`datetime`) or calendar date as precise as the feed gave it (`date`). */
  date(field: string, raw: unknown, kind: 'date' | 'datetime'): string | undefined {
    const parsed = parseFeedDate(raw);
    if (parsed === undefined) return undefined;
    const iso = parsed === INVALID ? INVALID : kind === 'date' ? toIsoDate(parsed) : toIsoDateTime(parsed);
    if (iso !== INVALID) return iso;
    const expected = kind === 'date' ? 'a date' : 'a date with a day';
    return this.bad(field, 'optional', `expected ${expected}, found ${describeFound(raw)}`);
  }

  /** An http(s) or site-relative URL; anything else (javascript:, data:, junk) is dropped. */
  url(field: string, raw: unknown): string | undefined {
    if (isBlank(raw)) return undefined;
    const url = safeUrl(raw);
    if (url === undefined)
      this.warn(field, `expected an http(s) or /relative URL, found ${describeFound(raw)} (ignored)`);
    return url;
  }

  /** A list; anything else but blank is dropped with a warning. */
  list(field: string, raw: unknown): unknown[] {
    if (isBlank(raw)) return [];
    if (Array.isArray(raw)) return raw;
    this.warn(field, `expected a list, found ${describeFound(raw)} (ignored)`);
    return [];
  }

  private bad(field: string, severity: Severity, problem: string): undefined {
    if (severity === 'key') this.reject(field, problem);
    else this.warn(field, `${problem} (ignored)`);
    return undefined;
  }
}
