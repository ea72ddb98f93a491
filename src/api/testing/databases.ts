/**
 * Test support: the storages every API suite runs against. PostgreSQL runs when
 * TEST_DATABASE_URL is set (CI sets it); otherwise its suites are skipped with a visible name.
 */
import { randomUUID } from 'node:crypto';
import { openStorage, siteSqliteFile } from '../storage/open-storage';
import type { Storage } from '../storage/types';

/** The PostgreSQL test database, when configured. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** One storage flavour for `describe.each`. */
export interface StorageVariant {
  name: string;
  skip: boolean;
  /** Opens an empty storage for a fresh site slug (sites isolate rows in a shared database). */
  open(site?: string): Promise<Storage>;
  /**
   * Opens storage that outlives its connection, to close and open again as a restart does: the
   * site's file in data directory `dir` for SQLite, the shared database for PostgreSQL.
   */
  openDurable(site: string, dir: string): Promise<Storage>;
  /** The environment a server (runtime.ts depsFromEnv) reads to open that same durable storage. */
  serverEnv(dir: string): { DATABASE_URL?: string; FORECOURT_DATA_DIR?: string };
}

/** SQLite in memory, and PostgreSQL (skipped without TEST_DATABASE_URL). */
export const STORAGE_VARIANTS: StorageVariant[] = [
  {
    name: 'SQLite',
    skip: false,
    open: (site) => openStorage({ site: site ?? `t-${randomUUID()}`, sqliteFile: ':memory:' }),
    // The file the servers use for a data directory (FORECOURT_DATA_DIR).
    openDurable: (site, dir) => openStorage({ site, sqliteFile: siteSqliteFile(site, dir) }),
    serverEnv: (dir) => ({ FORECOURT_DATA_DIR: dir }),
  },
  {
    name: TEST_DATABASE_URL ? 'PostgreSQL' : 'PostgreSQL (skipped: set TEST_DATABASE_URL to run)',
    skip: !TEST_DATABASE_URL,
    open: (site) => openStorage({ site: site ?? `t-${randomUUID()}`, databaseUrl: TEST_DATABASE_URL }),
    openDurable: (site) => openStorage({ site, databaseUrl: TEST_DATABASE_URL }),
    serverEnv: () => ({ DATABASE_URL: TEST_DATABASE_URL }),
  },
];
