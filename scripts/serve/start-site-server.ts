/**
 * Starts the local server of one built site: its static pages from dist/<slug>/ with its _headers and
 * _redirects (netlify-static.ts) and the lead API
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
import { PREPARED_FILES } from '../../src/site/data.server';
import { apiSettingsFor } from '../../src/site/api-settings';
import { DEV_INBOX_PATH, devInbox } from './dev-inbox';
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher';
import { netlifyStatic } from './netlify-static';

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
    throw new Error(
      `dist/${options.slug} is not built yet: run npm run build -- --site ${options.slug} first (or add --build).`,
    );
  }
  const config = loadSiteConfig(options.slug, { sitesDir: options.sitesDir });
  // The site's _headers and _redirects as Netlify applies them (read now: a mistake in them stops the server).
  const files = netlifyStatic(staticDir);
  const cars = JSON.parse(readFileSync(carsFile, 'utf8')) as Car[];
  const origins = [`http://localhost:${options.port}`, `http://127.0.0.1:${options.port}`];
  const env = options.freshData
    ? {
        ...process.env,
        DATABASE_URL: undefined,
        FORECOURT_DATA_DIR: mkdtempSync(join(tmpdir(), `forecourt-${options.slug}-`)),
      }
    : { FORECOURT_DATA_DIR: join(root, '.data'), ...process.env };
  // Without SMTP_URL the lead emails go to an SMTP catcher in this process (loopback only), shown at /_dev/inbox.
  const catcher: SmtpCatcher | undefined = process.env.SMTP_URL ? undefined : await startSmtpCatcher();
  const smtpUrl = process.env.SMTP_URL ?? catcher!.url;
  const inbox = devInbox({ messages: catcher?.messages ?? [], ...(catcher ? {} : { elsewhere: smtpHost(smtpUrl) }) });
  try {
    const server = await startLocalSite({
      // Links and photos in the emails point at this local server, where they open.
      settings: { ...apiSettingsFor(config, process.env, origins), publicUrl: `http://localhost:${options.port}` },
      cars: apiCars(cars),
      staticDir,
      files,
      port: options.port,
      env: { ...env, SMTP_URL: smtpUrl, FORECOURT_SECRET: serverSecret() },
      devFetch: (request) => inbox.fetch(request),
    });
    const where = catcher ? `caught at ${server.url}${DEV_INBOX_PATH}` : `sent to ${smtpHost(smtpUrl)} (SMTP_URL)`;
    const count = config.leads.email.length;
    console.log(
      count > 0
        ? `[forecourt] lead emails (${count} recipients in leads.email) are ${where}`
        : `[forecourt] leads.email lists no recipient: no lead emails are sent (${DEV_INBOX_PATH} stays empty)`,
    );
    return {
      ...server,
      async close() {
        await server.close();
        await catcher?.close();
      },
    };
  } catch (error) {
    await catcher?.close();
    throw error;
  }
}

/** The host of an SMTP URL, never its credentials. */
function smtpHost(url: string): string {
  const parsed = URL.parse(url);
  return parsed ? `${parsed.protocol}//${parsed.host}` : 'the SMTP server in SMTP_URL';
}
