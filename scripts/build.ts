/**
 * `npm run build -- --site <slug> [--feed <file-or-url>] [--sites-dir <dir>] [--out <dir>] [--production] [--force]`
 * Builds one dealer site into dist/<slug>/ and prints its summary line. Without --feed, the
 * FORECOURT_FEED environment variable (when set) overrides the config's feed.source. Paths given
 * here are relative to the folder the command was typed in (a config's feed.source is relative to
 * the site folder). `--production` (or CONTEXT=production, as Netlify sets for the live site) stops a
 * build whose leads would reach no one, or with a site.yaml or content link that goes to no page;
 * other builds only warn. Pages whose inputs did not change since the last build are reused from the
 * site's build cache (.cache/astro/<slug>/); `--force` renders every page.
 */
import { cliFlags, requireFlag } from './build/args';
import { fromInvocationDir } from './build/cli-paths';
import { buildSite } from './build/site-build';
import { formatPhases, formatSummary, reportBuildError } from './build/summary';

const USAGE =
  'npm run build -- --site <slug> [--feed <file-or-url>] [--sites-dir <dir>] [--out <dir>] [--production] [--force]';
const args = cliFlags(USAGE, {
  site: { type: 'string' },
  feed: { type: 'string' },
  'sites-dir': { type: 'string' },
  out: { type: 'string' },
  production: { type: 'boolean' },
  force: { type: 'boolean' },
});
const slug = requireFlag(args.site, 'site', USAGE);
// FORECOURT_FEED lets a Netlify site keep its feed URL (and any token in it) out of git.
const feed = args.feed ?? (process.env.FORECOURT_FEED || undefined);
const path = (value: string | undefined) => (value === undefined ? undefined : fromInvocationDir(value));
try {
  const summary = await buildSite({
    slug,
    feed: path(feed),
    sitesDir: path(args['sites-dir']),
    outDir: path(args.out),
    ...(args.production ? { production: true } : {}),
    ...(args.force ? { force: true } : {}),
  });
  console.log(formatSummary(summary));
  console.log(formatPhases(summary));
} catch (error) {
  reportBuildError(slug, error);
  process.exit(1);
}
