/** The build's one-line summary per site, and how a failed build is reported. */
import { SiteConfigError } from '../../src/config';
import { FeedError } from '../../src/feed';
import type { SiteBuildSummary } from './site-build';

/** `harbour-toyota: 412 pages, 150 cars in, 0 rejected, 12.3 s` */
export function formatSummary(s: Pick<SiteBuildSummary, 'slug' | 'pages' | 'carsIn' | 'carsRejected' | 'seconds'>): string {
  return `${s.slug}: ${s.pages} pages, ${s.carsIn} cars in, ${s.carsRejected} rejected, ${s.seconds.toFixed(1)} s`;
}

/** Prints a build failure: config and feed errors as their own clear message, anything else with its stack. */
export function reportBuildError(slug: string, error: unknown): void {
  if (error instanceof SiteConfigError || error instanceof FeedError) {
    console.error(`\n✗ ${slug}: build stopped\n${error.message}`);
    return;
  }
  console.error(`\n✗ ${slug}: build failed`);
  console.error(error);
}
