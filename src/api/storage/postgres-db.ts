/** PostgreSQL through `pg`: a pool, BIGINT read as numbers, unique violations mapped. */
import pg from 'pg';
import { type SqlDb, type SqlExecutor, type SqlValue, storableParams, UniqueViolationError } from './sql-db';

const INT8_OID = 20;

function wrap(error: unknown): unknown {
  return (error as { code?: string }).code === '23505' ? new UniqueViolationError(error) : error;
}

function executor(client: pg.Pool | pg.PoolClient): SqlExecutor {
  return {
    async all<T>(sql: string, params: readonly SqlValue[] = []) {
      try {
        return (await client.query(sql, storableParams(params))).rows as T[];
      } catch (error) {
        throw wrap(error);
      }
    },
    async run(sql: string, params: readonly SqlValue[] = []) {
      try {
        return (await client.query(sql, storableParams(params))).rowCount ?? 0;
      } catch (error) {
        throw wrap(error);
      }
    },
  };
}

/** Connects a pool to `connectionString` (e.g. DATABASE_URL). */
export function openPostgresDb(connectionString: string, maxConnections = 10): SqlDb {
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    // Epoch-millisecond BIGINTs fit a JS number exactly (up to 2^53).
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const direct = executor(pool);
  return {
    dialect: 'postgres',
    all: direct.all,
    run: direct.run,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(executor(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
