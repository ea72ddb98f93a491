/**
 * The small SQL surface both databases offer the storage: queries written once with `$1`
 * placeholders, rows as plain objects, transactions, and unique violations as one error type.
 */

/** A value bound to a placeholder. */
export type SqlValue = string | number | null;

/**
 * Parameters as both databases store them alike: a string loses U+0000 (PostgreSQL refuses it in
 * TEXT, SQLite would keep it) and has lone surrogates as U+FFFD (what both drivers would write), so
 * no value can fail on one database and not the other. Request text is cleaned before this
 * (src/contracts/fields.ts); this is the last defence for anything else (a CRM's error text…).
 */
export function storableParams(params: readonly SqlValue[]): SqlValue[] {
  return params.map((p) => (typeof p === 'string' ? p.toWellFormed().replaceAll('\u0000', '') : p));
}

/** Runs statements; inside a transaction, on the transaction's connection. */
export interface SqlExecutor {
  /** Rows of a query. */
  all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** Runs a statement and returns how many rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
}

/** A database connection (SQLite file or PostgreSQL pool). */
export interface SqlDb extends SqlExecutor {
  readonly dialect: 'sqlite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A UNIQUE constraint refused a row (duplicate idempotency key, second active reservation, …). */
export class UniqueViolationError extends Error {
  constructor(cause: unknown) {
    super('unique constraint violated', { cause });
    this.name = 'UniqueViolationError';
  }
}
