/**
 * SQLite through Node 24's built-in `node:sqlite` (no native build step). DatabaseSync is
 * synchronous, but a transaction's callback awaits between statements, so every use of the
 * connection goes through one queue: nothing from another request runs inside an open transaction.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { type SqlDb, type SqlExecutor, type SqlValue, storableParams, UniqueViolationError } from './sql-db';

/** `$1` → `?1`: SQLite numbers its own parameters, so repeats and order both keep working. */
function translate(sql: string): string {
  return sql.replace(/\$(\d+)/g, '?$1');
}

function wrap(error: unknown): unknown {
  const code = (error as { errcode?: number }).errcode;
  // 2067 SQLITE_CONSTRAINT_UNIQUE, 1555 SQLITE_CONSTRAINT_PRIMARYKEY
  if (code === 2067 || code === 1555) return new UniqueViolationError(error);
  return error;
}

/** Opens (creating if needed) a SQLite database file, or `:memory:`. */
export function openSqliteDb(file: string): SqlDb {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;',
  );
  const statements = new Map<string, ReturnType<DatabaseSync['prepare']>>();
  const prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(translate(sql));
      statements.set(sql, statement);
    }
    return statement;
  };
  const direct: SqlExecutor = {
    async all<T>(sql: string, params: readonly SqlValue[] = []) {
      try {
        return prepare(sql).all(...(storableParams(params) as SQLInputValue[])) as T[];
      } catch (error) {
        throw wrap(error);
      }
    },
    async run(sql: string, params: readonly SqlValue[] = []) {
      try {
        return Number(prepare(sql).run(...(storableParams(params) as SQLInputValue[])).changes);
      } catch (error) {
        throw wrap(error);
      }
    },
  };

  let queue: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const result = queue.then(fn, fn);
    queue = result.catch(() => undefined);
    return result;
  };

  // Group commit: writes that arrive while the connection is busy share one COMMIT (one fsync),
  // each in its own savepoint so one failing write never undoes another. A caller's promise
  // settles only after the COMMIT, so an answered write is on disk.
  interface WriteJob {
    fn: (tx: SqlExecutor) => Promise<unknown>;
    resolve: (value: unknown) => void;
    reject: (error: unknown) => void;
  }
  let pending: WriteJob[] = [];
  const flushWrites = async () => {
    const batch = pending;
    pending = [];
    const outcomes: (() => void)[] = [];
    db.exec('BEGIN IMMEDIATE');
    try {
      for (const job of batch) {
        db.exec('SAVEPOINT write_job');
        try {
          const value = await job.fn(direct);
          db.exec('RELEASE write_job');
          outcomes.push(() => job.resolve(value));
        } catch (error) {
          db.exec('ROLLBACK TO write_job');
          db.exec('RELEASE write_job');
          outcomes.push(() => job.reject(error));
        }
      }
      db.exec('COMMIT');
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      for (const job of batch) job.reject(error);
      return;
    }
    for (const settle of outcomes) settle();
  };
  const write = <T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      pending.push({ fn, resolve: resolve as (value: unknown) => void, reject });
      // setImmediate lets requests already received reach this queue and join the same commit.
      if (pending.length === 1) setImmediate(() => void exclusive(flushWrites));
    });

  return {
    dialect: 'sqlite',
    // Statements that change rows and return them (… RETURNING) commit with the other writes.
    all: (sql, params) =>
      /^\s*(INSERT|UPDATE|DELETE)\b/i.test(sql)
        ? write((tx) => tx.all(sql, params))
        : exclusive(() => direct.all(sql, params)),
    run: (sql, params) => write((tx) => tx.run(sql, params)),
    transaction: (fn) => write(fn),
    close: () => exclusive(async () => db.close()),
  };
}
