/** The build's one-line summary per site, and how a failed build is reported. */
import { SiteConfigError } from '../../src/config';
import { ContentError } from '../../src/config/content';
import { BrokenLinksError } from '../../src/features/links/site-links.server';
import { FeedError } from '../../src/feed';
import type { SiteBuildSummary } from './site-build';

/** `harbour-toyota: 412 pages (40 rendered, 372 reused), 150 cars in, 0 rejected, 12.3 s` */
export function formatSummary(
  s: Pick<SiteBuildSummary, 'slug' | 'pages' | 'rendered' | 'reused' | 'carsIn' | 'carsRejected' | 'seconds'>,
): string {
  return `${s.slug}: ${s.pages} pages (${s.rendered} rendered, ${s.reused} reused), ${s.carsIn} cars in, ${s.carsRejected} rejected, ${s.seconds.toFixed(1)} s`;
}

/** `  phases: feed 1.2 s, search index 0.8 s, Astro pages 9.6 s (27 ms a page), …`: the time a page rendered (pages reused cost none). */
export function formatPhases(s: Pick<SiteBuildSummary, 'phases' | 'rendered'>): string {
  const parts = s.phases.map(
    (p) =>
      `${p.name} ${p.seconds.toFixed(1)} s${p.name === 'Astro pages' && s.rendered > 0 ? ` (${Math.round((p.seconds * 1000) / s.rendered)} ms a page)` : ''}`,
  );
  return `  ${PHASES_LABEL} ${parts.join(', ')}`;
}

/** The label the phases line starts with (the bench reads the line back from a build's output). */
export const PHASES_LABEL = 'phases:';

/** Prints a build failure: config and feed errors as their own clear message, anything else with its stack. */
export function reportBuildError(slug: string, error: unknown): void {
  if (
    error instanceof SiteConfigError ||
    error instanceof ContentError ||
    error instanceof BrokenLinksError ||
    error instanceof FeedError
  ) {
    console.error(`\n✗ ${slug}: build stopped\n${error.message}`);
    return;
  }
  console.error(`\n✗ ${slug}: build failed`);
  console.error(error);
}
