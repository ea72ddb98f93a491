import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SiteConfigError } from './errors';
import { loadSiteConfig } from './load';

function sitesWith(slug: string, yaml: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'forecourt-sites-'));
  mkdirSync(join(dir, slug));
  writeFileSync(join(dir, slug, 'site.yaml'), yaml);
  return dir;
}

describe('loadSiteConfig', () => {
  it('reads sites/<slug>/site.yaml and takes the slug from the folder', () => {
    const sitesDir = sitesWith(
      'coast-cars',
      'name: Coast Cars\nfeed:\n  source: feed.json\nlabels:\n  carType.used: Pre-Owned\n',
    );
    const config = loadSiteConfig('coast-cars', { sitesDir });
    expect([config.slug, config.name, config.labels['carType.used']]).toEqual([
      'coast-cars',
      'Coast Cars',
      'Pre-Owned',
    ]);
  });

  it('parses once: a second call returns the same object', () => {
    const sitesDir = sitesWith('once', 'name: Once\nfeed: { source: feed.json }\n');
    expect(loadSiteConfig('once', { sitesDir })).toBe(loadSiteConfig('once', { sitesDir }));
  });

  it('names the file and its line when the config is wrong', () => {
    const sitesDir = sitesWith(
      'broken',
      'name: Broken\nfeed: { source: feed.json }\nsearch:\n  sort:\n    default: oldest\n',
    );
    const file = join(sitesDir, 'broken', 'site.yaml');
    expect(() => loadSiteConfig('broken', { sitesDir })).toThrow(
      new SiteConfigError(file, [
        {
          path: ['search', 'sort', 'default'],
          line: 5,
          message:
            'found "oldest", which is not an enabled sort option; use one of "relevant", "latest", "price-desc", "price-asc" or add "oldest" to search.sort.options',
        },
      ]),
    );
  });

  it('says how to fix a missing file', () => {
    const sitesDir = sitesWith('present', 'name: X\nfeed: { source: feed.json }\n');
    const file = join(sitesDir, 'absent', 'site.yaml');
    expect(() => loadSiteConfig('absent', { sitesDir })).toThrow(
      `${file} is not a valid site config (1 problem):\n${file}: cannot read the file; create ${file} with at least name and feed.source`,
    );
  });
});
