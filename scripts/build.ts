/**
 * `npm run build -- --site <slug> [--feed <file-or-url>] [--sites-dir <dir>] [--out <dir>]`
 * Builds one dealer site into dist/<slug>/ and prints its summary line. Without --feed, the
 * FORECOURT_FEED environment variable (when set) overrides the config's feed.source.
 */
import { parseArgs, requireFlag } from './build/args';
import { buildSite } from './build/site-build';
import { formatSummary, reportBuildError } from './build/summary';

const USAGE = 'npm run build -- --site <slug> [--feed <file-or-url>]';
const args = parseArgs(process.argv.slice(2));
const slug = requireFlag(args, 'site', USAGE);
try {
  const summary = await buildSite({
    slug,
    // FORECOURT_FEED lets a Netlify site keep its feed URL (and any token in it) out of git.
    feed: typeof args.feed === 'string' ? args.feed : process.env.FORECOURT_FEED || undefined,
    sitesDir: typeof args['sites-dir'] === 'string' ? args['sites-dir'] : undefined,
    outDir: typeof args.out === 'string' ? args.out : undefined,
  });
  console.log(formatSummary(summary));
} catch (error) {
  reportBuildError(slug, error);
  process.exit(1);
}
