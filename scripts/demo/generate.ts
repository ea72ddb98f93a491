/**
 * `npm run demo:generate [-- --site <slug>] [--now <iso date>]`: writes each demo site's
 * feed.generated.json and renders its missing pictures, then prints counts and timings.
 */
import { pathToFileURL } from 'node:url';
import { cliFlags } from '../build/args';
import { demoSlugs, ensureDemoSite } from './ensure';

export { ensureDemoSite, demoNow, demoSlugs } from './ensure';

const USAGE = 'npm run demo:generate [-- --site <slug>] [--now <iso date>]';

async function main(): Promise<void> {
  const { site, now } = cliFlags(USAGE, { site: { type: 'string' }, now: { type: 'string' } });
  const slugs = site ? [site] : demoSlugs();
  for (const slug of slugs) {
    const r = await ensureDemoSite(slug, {
      ...(now ? { now } : {}),
      onProgress: (done, total) => process.stdout.write(`\r  ${slug}: ${done}/${total} pictures`),
    });
    if (r.media.rendered > 0) process.stdout.write('\n');
    console.log(
      `${slug}: ${r.cars} cars (${r.feedWritten ? 'feed written' : 'feed unchanged'}), ` +
        `${r.media.rendered} of ${r.media.planned} media files rendered (${(r.media.bytes / 1e6).toFixed(1)} MB) in ${(r.ms / 1000).toFixed(1)} s`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
