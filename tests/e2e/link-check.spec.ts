/** Every internal link on every built page of each fixture site resolves (tests/e2e/link-check.ts walks dist/<slug>). */
import { expect, test } from './fixtures';
import { fixtureSites } from '../../playwright.config';
import { checkSite } from './link-check';

for (const site of Object.keys(fixtureSites)) {
  test(`${site}: every internal link resolves`, () => {
    const report = checkSite(`dist/${site}`);
    expect(report.pages).toBeGreaterThan(0);
    expect(report.broken.map((b) => `${b.href} (on ${b.pages[0]})`)).toEqual([]);
  });
}
