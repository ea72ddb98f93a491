/**
 * `npm run serve -- --site <slug> [--port 4321] [--build] [--fresh-data] [--sites-dir <dir>]`
 * Serves dist/<slug>/ with the lead API on one origin, as production would: the build's `_headers`
 * (Content Security Policy, HSTS, frame and referrer policies) and `_redirects` applied as Netlify
 * applies them (serve/netlify-static.ts), the two files never served. `--build` builds the
 * site first, then runs the alert step (npm run alerts) with the log as sender; `--fresh-data` starts
 * from an empty database (the browser tests use it) and skips the alerts.
 */
import { join, resolve } from 'node:path';
import { cliFlags, requireFlag } from './build/args';
import { buildSite } from './build/site-build';
import { formatSummary, reportBuildError } from './build/summary';
import { startSiteServer } from './serve/start-site-server';
import { runAlertStep } from './alerts';

const USAGE = 'npm run serve -- --site <slug> [--port 4321] [--build] [--fresh-data] [--sites-dir <dir>]';
const args = cliFlags(USAGE, {
  site: { type: 'string' },
  port: { type: 'string' },
  build: { type: 'boolean' },
  'fresh-data': { type: 'boolean' },
  'sites-dir': { type: 'string' },
});
const slug = requireFlag(args.site, 'site', USAGE);
const sitesDir = resolve(args['sites-dir'] ?? join(import.meta.dirname, '..', 'sites'));
const port = Number(args.port ?? process.env.PORT ?? 4321);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port takes a port number, found ${args.port ?? process.env.PORT}. Usage: ${USAGE}`);
  process.exit(2);
}

if (args.build) {
  try {
    console.log(formatSummary(await buildSite({ slug, sitesDir })));
  } catch (error) {
    reportBuildError(slug, error);
    process.exit(1);
  }
  // The alert step after each build, as production runs it, into the database this server uses
  // (the log is the sender). A fresh-data server starts from an empty database: nobody to tell.
  if (!args['fresh-data']) {
    await runAlertStep(slug).catch((error: unknown) =>
      console.error(`[forecourt] alerts for ${slug} failed: ${error instanceof Error ? error.message : error}`),
    );
  }
}
try {
  const server = await startSiteServer({ slug, sitesDir, port, freshData: args['fresh-data'] === true });
  console.log(`\n${slug} is being served at ${server.url} (lead API at ${server.url}/api). Ctrl+C stops it.`);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
