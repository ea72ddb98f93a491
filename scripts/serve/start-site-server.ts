/**
 * Starts the local server of one built site: its static pages from dist/<slug>/ and the lead API
 * (storage, the site's cars for lookups, settings mapped from its config), as production would.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadSiteConfig } from '../../src/config/load';
import type { Car } from '../../src/domain/car';
import { apiCars } from '../../src/api/bundle';
import type { LocalServer } from '../../src/api/local-server';
import { startLocalSite } from '../../src/api/runtime';
import { PREPARED_FILES } from '../../src/site/data';
import { apiSettingsFor } from '../../src/features/forms/api-settings';

export interface SiteServerOptions {
  slug: string;
  sitesDir: string;
  port: number;
  /** Use a new, empty SQLite database (tests), instead of .data/<slug>.sqlite or DATABASE_URL. */
  freshData?: boolean;
}

const root = resolve(import.meta.dirname, '../..');

/** The server secret: FORECOURT_SECRET, else one generated once and kept in .data/secret so sign-ins survive restarts. */
export function serverSecret(): string {
  if (process.env.FORECOURT_SECRET) return process.env.FORECOURT_SECRET;
  const file = join(root, '.data', 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(join(root, '.data'), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export async function startSiteServer(options: SiteServerOptions): Promise<LocalServer> {
  const staticDir = join(root, 'dist', options.slug);
  const carsFile = join(root, '.cache', 'sites', options.slug, PREPARED_FILES.cars);
  if (!existsSync(join(staticDir, 'index.html')) || !existsSync(carsFile)) {
    throw new Error(`dist/${options.slug} is not built yet: run npm run build -- --site ${options.slug} first (or add --build).`);
  }
  const config = loadSiteConfig(options.slug, { sitesDir: options.sitesDir });
  const cars = JSON.parse(readFileSync(carsFile, 'utf8')) as Car[];
  const origins = [`http://localhost:${options.port}`, `http://127.0.0.1:${options.port}`];
  const env = options.freshData
    ? { ...process.env, DATABASE_URL: undefined, FORECOURT_DATA_DIR: mkdtempSync(join(tmpdir(), `forecourt-${options.slug}-`)) }
    : { FORECOURT_DATA_DIR: join(root, '.data'), ...process.env };
  return startLocalSite({
    settings: apiSettingsFor(config, process.env, origins),
    cars: apiCars(cars),
    staticDir,
    port: options.port,
    env: { ...env, FORECOURT_SECRET: serverSecret() },
  });
}
