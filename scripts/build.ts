/**
 * `npm run build -- --site <slug> [--feed <file-or-url>] [--sites-dir <dir>] [--out <dir>]`
 * Builds one dealer site into dist/<slug>/ and prints its summary line.
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
    feed: typeof args.feed === 'string' ? args.feed : undefined,
    sitesDir: typeof args['sites-dir'] === 'string' ? args['sites-dir'] : undefined,
    outDir: typeof args.out === 'string' ? args.out : undefined,
  });
  console.log(formatSummary(summary));
} catch (error) {
  reportBuildError(slug, error);
  process.exit(1);
}
