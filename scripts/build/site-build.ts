/**
 * Builds one dealer site: config → (demo data) → feed → report → prepared data → Astro pages →
 * site assets → search index. Returns the numbers of the one-line summary. A bad config or an
 * unusable feed throws with a message that says what to fix; bad cars are reported and skipped.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { loadSiteConfig } from '../../src/config/load';
import type { SiteConfig } from '../../src/config';
import { buildFeedReport, checkRejectShare, loadFeed, printableUrl, writeFeedReport } from '../../src/feed';
import type { Car } from '../../src/domain/car';
import { handOverCars, PREPARED_FILES, type PreparedSite } from '../../src/site/data.server';
import { pagePaths } from './page-paths';
import { removeAside } from './remove-aside';
import { closePageCache, openPageCache, pageCacheDir, pagesBuilt } from './page-cache';
import { pageCacheSalt } from './page-salt';
import { codeHash } from './inputs-hash';
import { buildRecordsDir } from './build-records';
import { buildClock } from './clock';
import { startBuildClock, takePreviousPageClocks } from '../../src/site/build-clock';
import { writeSearchAssets } from './search-assets';
import { updateLedger, writeRedirects } from './delivery';
import { writeHeaders } from './security-headers';
import { writeJsonListFile } from './json-list-file';
import { startRecordingPages, takeRecordedPages } from '../../src/site/inline-scripts.server';
import { ensureFavicon } from './favicon';
import { writeApiBundle } from '../../src/api/bundle';
import { feedWatchBundle, writeFeedWatchBundle } from '../../src/feed/watch/bundle';
import { apiSettingsFor, forwardingWarnings, hasLeadChannel, noLeadChannelMessage } from '../../src/site/api-settings';
import { SiteConfigError } from '../../src/config/errors';
import { siteTranslator } from '../../src/config/messages';
import { formSite } from '../../src/features/forms/form-site';
import { siteVehicleForms } from '../../src/features/forms/vehicle-forms-view';
import { calculatorLabels } from '../../src/features/finance/calculator-props';
import { checkContentFiles } from '../../src/config/content';
import {
  brokenLinkLines,
  brokenLinks,
  BrokenLinksError,
  surveySiteLinks,
} from '../../src/features/links/site-links.server';

export interface SiteBuildOptions {
  slug: string;
  sitesDir?: string;
  /** Feed file or URL overriding the config's feed.source. */
  feed?: string;
  /** Output folder; default dist/<slug>. */
  outDir?: string;
  /** Public origin for canonical URLs; default the config's url. */
  siteUrl?: string;
  /** Write the lead API bundle beside the Netlify Function (on by default on Netlify). */
  apiBundle?: boolean;
  /** A production build: a site whose leads would reach no one, or with a link to no page, stops it (default: CONTEXT=production, as Netlify sets). */
  production?: boolean;
  /** Render every page, ignoring the site's build cache (`--force`); the cache is written afresh. */
  force?: boolean;
  log?: (line: string) => void;
}

export interface SiteBuildSummary {
  slug: string;
  pages: number;
  carsIn: number;
  carsRejected: number;
  seconds: number;
  outDir: string;
  warnings: string[];
  /** HTML pages Astro rendered in this build, and pages it reused from the site's build cache (issue 22). */
  rendered: number;
  reused: number;
  /** Where the time went, step by step (the bench names the slow step of a missed build budget). */
  phases: BuildPhase[];
}

/** One step of a build and its wall time. */
export interface BuildPhase {
  name: string;
  seconds: number;
}

const root = resolve(import.meta.dirname, '../..');

/** Runs the whole build of one site. */
export async function buildSite(options: SiteBuildOptions): Promise<SiteBuildSummary> {
  const started = performance.now();
  const log = options.log ?? ((line: string) => console.log(line));
  const sitesDir = resolve(options.sitesDir ?? join(root, 'sites'));
  const siteDir = join(sitesDir, options.slug);
  const outDir = resolve(options.outDir ?? join(root, 'dist', options.slug));
  const dataDir = join(root, '.cache', 'sites', options.slug);
  const now = buildClock();
  // Pages read the time only through the build's recording clock (src/site/build-clock.ts); the steps
  // here read `now` itself for data (the feed, the search index, links), which page keys cover.
  startBuildClock(now);
  const phases: BuildPhase[] = [];
  let lapStart = started;
  const lap = (name: string) => {
    const at = performance.now();
    phases.push({ name, seconds: (at - lapStart) / 1000 });
    lapStart = at;
  };

  const config = loadSiteConfig(options.slug, { sitesDir });
  checkContentFiles(siteDir);
  const production = options.production ?? process.env.CONTEXT === 'production';
  if (production) checkProductionLeads(config, join(sitesDir, options.slug, 'site.yaml'));
  const links = surveySiteLinks(config, siteDir, now);
  const configWarnings = forwardingWarnings(config);
  for (const warning of configWarnings) log(`  warning: ${warning}`);
  await prepareDemoData(options.slug, sitesDir, log);
  lap('config and demo data');

  const source = options.feed ?? config.feed.source;
  const parsed = URL.parse(source);
  log(`${options.slug}: reading feed ${parsed && /^https?:$/.test(parsed.protocol) ? printableUrl(parsed) : source}`);
  const { source: printable, result } = await loadFeed(source, { baseDir: siteDir, now });
  const report = buildFeedReport(result, { site: options.slug, source: printable, generatedAt: now.toISOString() });
  for (const reject of report.rejects.slice(0, 5)) {
    log(
      `  rejected car ${reject.id ?? `#${reject.index}`}${reject.stocknum ? ` (stock ${reject.stocknum})` : ''}: ${reject.reasons.join('; ')}`,
    );
  }
  if (report.rejects.length > 5) log(`  … and ${report.rejects.length - 5} more`);
  // Written before the reject-share check: a build stopped by too many rejects is when the reasons matter most.
  if (report.rejects.length > 0)
    log(`  reasons for every rejected car: ${await writeFeedReport(buildRecordsDir(outDir), report)}`);
  checkRejectShare(report, config.feed.maxRejectShare);
  lap('feed');

  // Files made before Astro runs are staged and copied in afterwards: Astro empties its outDir.
  const staged = join(dataDir, 'out');
  await rm(staged, { recursive: true, force: true });
  // Created even when nothing is staged (a Typesense site writes no embedded index), so the copy below finds it.
  await mkdir(staged, { recursive: true });
  const search = await writeSearchAssets({ config, cars: result.cars, outDir: staged, now, log });
  const prepared: PreparedSite = {
    slug: options.slug,
    siteDir,
    config,
    now: now.toISOString(),
    linkedSearches: links.searches,
    ...search.prepared,
  };
  const feedFile = /^https?:\/\//i.test(source) ? undefined : resolve(siteDir, source);
  await writePrepared(dataDir, { ...prepared, pageCacheSalt: await pageCacheSalt(prepared, feedFile) }, result.cars);
  lap('search index');
  // Pages Astro reuses are copied back from the cache (`<cacheDir>/dist/`), so the output starts empty;
  // the last output is deleted while Astro runs.
  const lastOutput = await removeAside(outDir);
  const cacheDir = pageCacheDir(root, options.slug);
  const code = await codeHash(root);
  const start = await openPageCache(cacheDir, code, options.force ?? false);
  if (start.cold) log(`  every page is rendered: ${start.reason}`);
  startRecordingPages(start.cold ? [] : start.records);
  takePreviousPageClocks(start.cold ? [] : start.records.map(([path, record]) => [path, record.clock] as const));
  handOverCars({ dataDir, cars: result.cars });
  try {
    await runAstro({
      slug: options.slug,
      dataDir,
      siteDir,
      outDir,
      cacheDir,
      force: start.cold,
      siteUrl: options.siteUrl ?? config.url,
    });
  } finally {
    handOverCars(undefined);
  }
  const rendered = takeRecordedPages();
  if (!rendered) throw new Error('The build recorded no pages: src/middleware.ts did not run.');
  const built = await pagesBuilt(outDir, rendered);
  await closePageCache(cacheDir, code, built.records);
  lap('Astro pages');
  await cp(staged, outDir, { recursive: true });
  await writeFeedReport(buildRecordsDir(outDir), report);
  const publicDir = join(siteDir, 'public');
  if (existsSync(publicDir)) await cp(publicDir, outDir, { recursive: true });
  await ensureFavicon(outDir, config);
  const broken = brokenLinks(links.links, outDir);
  if (broken.length > 0 && production) throw new BrokenLinksError(broken);
  const linkWarnings = brokenLinkLines(broken);
  for (const warning of linkWarnings) log(`  warning: ${warning}`);
  const shown = result.cars.filter((c) => c.show_on_dealer_website);
  const ledger = await updateLedger(join(dataDir, 'car-ledger.json'), shown, now);
  const gone = await writeRedirects(outDir, ledger, new Set(shown.map((c) => c.slug)), config.search.defaultRoute);
  if (gone) log(`  ${gone} car pages that left the feed redirect to their make and model search`);
  // The pages' inline scripts were recorded as they were rendered: no need to read 20,000 pages back.
  await writeHeaders(outDir, config, shown, { scriptSources: built.scriptSources, publicDir });
  if (options.apiBundle ?? process.env.NETLIFY === 'true') {
    writeApiBundle(
      join(root, 'netlify', 'functions', 'api-site.json'),
      apiSettingsFor(config, process.env),
      result.cars,
    );
    // The feed the build really read (--feed or FORECOURT_FEED override feed.source), and the stock it published.
    const watch = feedWatchBundle(options.slug, source, config.feed.watchMinutes, result.cars);
    writeFeedWatchBundle(join(root, 'netlify', 'functions', 'feed-watch.json'), watch);
  }

  const pages = (await pagePaths(outDir)).length;
  await lastOutput.gone;
  lap('assets, redirects and headers');
  return {
    slug: options.slug,
    pages,
    carsIn: report.counts.in,
    carsRejected: report.counts.rejected,
    seconds: (performance.now() - started) / 1000,
    outDir,
    warnings: [...configWarnings, ...search.warnings, ...linkWarnings],
    rendered: rendered.pages,
    reused: built.reused,
    phases,
  };
}

/** A production site must deliver its leads somewhere: email, webhook or ADF (locally this is only a warning). */
export function checkProductionLeads(config: SiteConfig, file: string): void {
  if (hasLeadChannel(config)) return;
  throw new SiteConfigError(file, [
    {
      path: ['leads'],
      message: `a production build stops here (CONTEXT=production or --production): ${noLeadChannelMessage(config.slug)}`,
    },
  ]);
}

/** Demo dealers generate their feed and pictures before the build (a no-op when up to date). */
async function prepareDemoData(slug: string, sitesDir: string, log: (l: string) => void): Promise<void> {
  if (!existsSync(join(root, 'scripts', 'demo', 'profiles', `${slug}.ts`))) return;
  const { ensureDemoSite } = await import('../demo/ensure');
  const done = await ensureDemoSite(slug, { sitesDir });
  if (done.feedWritten || done.media.rendered)
    log(`${slug}: demo data ready (${done.cars} cars, ${done.media.rendered} pictures drawn)`);
}

async function writePrepared(dir: string, prepared: PreparedSite, cars: readonly Car[]): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, PREPARED_FILES.site), JSON.stringify(prepared));
  const { config } = prepared;
  const words = { config, t: siteTranslator(config) };
  await writeFile(join(dir, PREPARED_FILES.formSite), JSON.stringify(formSite(words)));
  // The vehicle forms travel in a client chunk every page with them names, so they hold no time:
  // the test-drive date's first day is worked out in the browser.
  await writeFile(join(dir, PREPARED_FILES.vehicleForms), JSON.stringify(siteVehicleForms(words)));
  await writeFile(join(dir, PREPARED_FILES.calculatorLabels), JSON.stringify(calculatorLabels(words)));
  // A row at a time: 100,000 cars are past V8's string limit as one text.
  writeJsonListFile(join(dir, PREPARED_FILES.cars), cars);
}

/** Astro builds in this process, reading the prepared data through environment variables. */
async function runAstro(opts: {
  slug: string;
  dataDir: string;
  siteDir: string;
  outDir: string;
  cacheDir: string;
  force: boolean;
  siteUrl?: string;
}): Promise<void> {
  process.env.FORECOURT_DATA_DIR = opts.dataDir;
  process.env.FORECOURT_SITE_DIR = opts.siteDir;
  if (opts.siteUrl) process.env.FORECOURT_SITE_URL = opts.siteUrl;
  const { build } = await import('astro');
  await build({
    root,
    outDir: opts.outDir,
    cacheDir: opts.cacheDir,
    force: opts.force,
    site: opts.siteUrl ?? 'http://localhost:4321',
    logLevel: process.env.FORECOURT_ASTRO_LOG === 'info' ? 'info' : 'warn',
  });
}

/** The config type, re-exported for the scripts that print summaries. */
export type { SiteConfig };
