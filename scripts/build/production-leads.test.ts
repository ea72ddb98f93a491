/**
 * No silent black hole: a production build (`--production`, or CONTEXT=production as Netlify sets)
 * of a site with no lead channel stops with what to set; a site with one passes the check.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseSiteYaml } from '../../src/config/load';
import { forwardingWarnings } from '../../src/site/api-settings';
import { checkProductionLeads } from './site-build';

const root = resolve(import.meta.dirname, '../..');
const sitesDir = mkdtempSync(join(tmpdir(), 'forecourt-production-leads-'));
afterAll(() => rmSync(sitesDir, { recursive: true, force: true }));
mkdirSync(join(sitesDir, 'silent-motors'), { recursive: true });
writeFileSync(join(sitesDir, 'silent-motors', 'site.yaml'), 'name: Silent Motors\nfeed:\n  source: feed.json\n');

function build(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      join(root, 'scripts', 'build.ts'),
      '--site',
      'silent-motors',
      '--sites-dir',
      sitesDir,
      ...args,
    ],
    {
      cwd: root,
      env: { ...process.env, INIT_CWD: root, FORECOURT_FEED: '', CONTEXT: '', ...env },
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

const SAYS_WHAT_TO_SET =
  /✗ silent-motors: build stopped\n[\s\S]*silent-motors\/site\.yaml leads: a production build stops here \(CONTEXT=production or --production\): leads\.email, leads\.webhook and leads\.adf are all unset: .*Add an email recipient \(leads\.email: \[\{ to: sales@your-dealership\.com\.au, format: readable \}\], sent over SMTP_URL\), or set leads\.webhook or leads\.adf/;

describe('a production build of a site whose leads reach no one', () => {
  it.each([
    ['--production', ['--production'], {}],
    ['CONTEXT=production (Netlify)', [], { CONTEXT: 'production' }],
  ])(
    'stops with what to set (%s)',
    (_name, args, env) => {
      const { code, out } = build(args, env);
      expect(code).toBe(1);
      expect(out).toMatch(SAYS_WHAT_TO_SET);
    },
    120_000,
  );

  it('only warns outside production, and passes once any channel is set', () => {
    const silent = parseSiteYaml(
      'name: Silent Motors\nfeed:\n  source: feed.json\n',
      'sites/silent-motors/site.yaml',
      'silent-motors',
    );
    expect(forwardingWarnings(silent)).toEqual([
      expect.stringMatching(/^leads\.email, leads\.webhook and leads\.adf are all unset/),
    ]);
    for (const leads of [
      '  email:\n    - { to: sales@silent.example, format: readable }\n',
      '  webhook:\n    url: https://crm.example/hook\n',
      '  adf:\n    url: https://crm.example/adf\n',
    ]) {
      const config = parseSiteYaml(
        `name: Silent Motors\nfeed:\n  source: feed.json\nleads:\n${leads}`,
        'sites/silent-motors/site.yaml',
        'silent-motors',
      );
      expect(() => checkProductionLeads(config, 'sites/silent-motors/site.yaml')).not.toThrow();
      expect(forwardingWarnings(config)).toEqual([]);
    }
  });
});
