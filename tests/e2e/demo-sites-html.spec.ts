/**
 * Valid HTML (issue 21): every page template of every demo site (the same pages the axe sweep of
 * demo-sites.spec.ts visits, demo-templates.ts) passes the W3C Nu HTML Checker with no errors. The
 * built files are checked, in one Java start for all four sites (a start costs seconds; a page
 * costs milliseconds). Its name matches `demo-sites`, so runs that include it build the demo sites.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { demoSites } from '../../playwright.config';
import { type DemoSite, demoDist, demoTemplates } from './demo-templates';
import { builtFile, checkerMissing, htmlErrors } from './html-check';

// One check over every site, in the desktop project only (untagged: the built HTML is the same for a phone).
test('every page template of every demo site passes the W3C HTML checker', async () => {
  test.setTimeout(240_000);
  const missing = checkerMissing();
  expect(missing, missing).toBeUndefined();

  const files: string[] = [];
  for (const site of Object.keys(demoSites) as DemoSite[]) {
    const templates = demoTemplates(site);
    expect(templates.length, `dist/${site} is not built`).toBeGreaterThan(20);
    for (const entry of templates) {
      const file = builtFile(demoDist(site), entry.path, entry.status);
      expect(existsSync(file), `${entry.template}: ${file} is built`).toBe(true);
      files.push(file);
    }
  }
  const errors = htmlErrors(files, join(demoDist('harbour-toyota'), '..'));
  expect(
    errors.map((e) => `${e.file}:${e.line ?? '?'} ${e.message}${e.extract ? ` — ${e.extract.slice(0, 120)}` : ''}`),
  ).toEqual([]);
});
