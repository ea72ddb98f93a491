/** Opens the site's storage: PostgreSQL when a URL is given (DATABASE_URL), else a SQLite file. */
import { join } from 'node:path';
import { alertOptOutQueries } from './alert-queries';
import { leadQueries } from './lead-queries';
import { migrate } from './migrations';
import { openPostgresDb } from './postgres-db';
import { reservationQueries } from './reservation-queries';
import { shopperQueries } from './shopper-queries';
import type { SqlDb } from './sql-db';
import { openSqliteDb } from './sqlite-db';
import type { Storage } from './types';

/** Where to keep the data. */
export interface StorageOptions {
  site: string;
  /** PostgreSQL connection string; when set, SQLite is not used. */
  databaseUrl?: string;
  /** SQLite file (default `.data/<site>.sqlite`), or `:memory:`. */
  sqliteFile?: string;
}

/** The Storage over an open database (migrated already). */
export function storageOver(db: SqlDb, site: string): Storage {
  return {
    dialect: db.dialect,
    ...leadQueries(db, site),
    ...shopperQueries(db, site),
    ...reservationQueries(db, site),
    ...alertOptOutQueries(db, site),
    close: () => db.close(),
  };
}

/** The site's SQLite file in a data directory (FORECOURT_DATA_DIR, default `.data`). */
export function siteSqliteFile(site: string, dataDir = '.data'): string {
  return join(dataDir, `${site}.sqlite`);
}

/** Opens and migrates the storage for one site. */
export async function openStorage(options: StorageOptions): Promise<Storage> {
  const db = options.databaseUrl
    ? openPostgresDb(options.databaseUrl)
    : openSqliteDb(options.sqliteFile ?? siteSqliteFile(options.site));
  await migrate(db);
  return storageOver(db, options.site);
}
