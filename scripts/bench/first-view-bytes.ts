/**
 * `npm run bench:bytes -- --site <slug> [--out dist/<slug>] [--sites-dir sites] [--templates search,…] [--verbose]`
 * (after `npm run build -- --site <slug>`).
 * A quick check of the byte budgets without Lighthouse: serves an already built site as production
 * would (brotli, the lead API), loads each template's page once in Chromium (mobile viewport), waits
 * until the network is quiet and the browser idle (so idle-time loads count, as under Lighthouse),
 * and prints brotli bytes by kind with the JS budget met or missed, plus every script's size.
 */
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { cliFlags } from '../build/args';
import { ROOT, type BenchSite } from './bench-site';
import { benchCars, serveBenchSite } from './serve-bench';
import { pageBytes } from './page-bytes';
import { pageBudget } from './budgets';
import { pickTemplateUrls, TEMPLATES } from './templates';
import { chromePath } from './lighthouse-run';
import type { PageRequest } from './lighthouse-run';

const USAGE =
  'npm run bench:bytes -- --site <slug> [--out dist/<slug>] [--sites-dir sites] [--templates search,…] [--verbose]';
const args = cliFlags(USAGE, {
  site: { type: 'string' },
  out: { type: 'string' },
  'sites-dir': { type: 'string' },
  templates: { type: 'string' },
  verbose: { type: 'boolean' },
});
const slug = args.site ?? 'harbour-toyota';
const only = args.templates?.split(',');
const site: BenchSite = {
  slug,
  sitesDir: args['sites-dir'] ?? join(ROOT, 'sites'),
  outDir: args.out ?? join(ROOT, 'dist', slug),
  dataDir: join(ROOT, '.cache', 'sites', slug),
};

const urls = pickTemplateUrls(site.outDir, benchCars(site));
const server = await serveBenchSite(site);
const browser = await chromium.launch({ executablePath: chromePath(), args: ['--no-sandbox', '--disable-gpu'] });
const kb = (n: number) => (n / 1024).toFixed(1);
try {
  for (const template of TEMPLATES.filter((t) => !only || only.includes(t))) {
    const path = urls[template];
    if (!path) {
      console.log(`${template.padEnd(13)} not built`);
      continue;
    }
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const requests: PageRequest[] = [];
    page.on('request', (r) => {
      const type = r.resourceType();
      const resourceType =
        type === 'document'
          ? 'Document'
          : type === 'stylesheet'
            ? 'Stylesheet'
            : type === 'script'
              ? 'Script'
              : type === 'image'
                ? 'Image'
                : type === 'font'
                  ? 'Font'
                  : 'Other';
      requests.push({ url: r.url(), resourceType, transferSize: 0 });
    });
    await page.goto(server.url + path, { waitUntil: 'networkidle' });
    // Idle-time loads (requestIdleCallback) and a second quiet network.
    await page.evaluate(
      () =>
        new Promise((done) =>
          'requestIdleCallback' in window ? requestIdleCallback(() => setTimeout(done, 500)) : setTimeout(done, 1500),
        ),
    );
    await page.waitForLoadState('networkidle');
    await context.close();
    const { bytes, byUrl } = await pageBytes(requests, server.url);
    const budget = pageBudget(template, 'JS');
    const jsKb = bytes.js / 1024;
    const verdict = budget ? `${jsKb <= budget.limit ? 'met' : 'MISSED'} (≤ ${budget.limit})` : '';
    console.log(
      `${template.padEnd(13)} JS ${kb(bytes.js).padStart(6)} KB ${verdict.padEnd(14)} HTML ${kb(bytes.html)} CSS ${kb(bytes.css)} other ${kb(bytes.other)}  ${path}`,
    );
    if (args.verbose) {
      const scripts = requests.filter((r) => r.resourceType === 'Script' && byUrl.has(r.url));
      for (const url of [...new Set(scripts.map((r) => r.url))].sort(
        (a, b) => (byUrl.get(b) ?? 0) - (byUrl.get(a) ?? 0),
      )) {
        console.log(`    ${kb(byUrl.get(url) ?? 0).padStart(6)} KB  ${new URL(url).pathname}`);
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
