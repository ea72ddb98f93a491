import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests run against fixture sites built from tests/fixtures/sites with a pinned clock
 * (FORECOURT_NOW), each served with the lead API as production would. Debian's Chromium is used
 * because Playwright's own browser download does not work on our machines.
 */
const portBase = Number(process.env.FORECOURT_E2E_PORT_BASE || 4401);
/** Fixture sites and their ports (FORECOURT_E2E_PORT_BASE moves them, for a second checkout on one machine). */
export const fixtureSites = {
  'fixture-franchise': portBase,
  'fixture-group': portBase + 1,
  'fixture-forms': portBase + 2,
} as const;

/** Demo sites (sites/<slug>) and their ports, swept by tests/e2e/demo-sites.spec.ts. */
export const demoSites = {
  'harbour-toyota': portBase + 10,
  'southern-cross-motor-group': portBase + 11,
  'prestige-pre-owned': portBase + 12,
  'outback-caravans-and-motorcycles': portBase + 13,
} as const;

/** Options of `playwright test` that take a value (so the value is not read as a file filter). */
const VALUE_OPTIONS = new Set([
  '-c',
  '--config',
  '-g',
  '--grep',
  '-gv',
  '--grep-invert',
  '--project',
  '--reporter',
  '-j',
  '--workers',
  '--timeout',
  '--retries',
  '--repeat-each',
  '--max-failures',
  '--shard',
  '--output',
  '--trace',
  '--global-timeout',
  '--tsconfig',
  '--tag',
]);

/**
 * Whether this run needs the demo sites, so they are built and served: a run with no file filters,
 * or one naming demo-sites, keyboard (whose walks include a light and a dark demo site) or a search
 * spec (the search specs run on the group demo). Building four
 * demo sites costs a minute or two, which a targeted run of another spec should not pay.
 * FORECOURT_E2E_DEMO=1 or 0 decides it outright.
 */
function runIncludesDemoSweep(argv = process.argv): boolean {
  if (process.env.FORECOURT_E2E_DEMO) return process.env.FORECOURT_E2E_DEMO === '1';
  const at = argv.indexOf('test');
  if (at < 0) return false; // not `playwright test` (e.g. a test worker or `playwright show-report`)
  const filters: string[] = [];
  for (let i = at + 1; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('-')) {
      if (VALUE_OPTIONS.has(arg)) i++;
      continue;
    }
    filters.push(arg);
  }
  return filters.length === 0 || filters.some((f) => /demo-sites|keyboard|search-/.test(f));
}

const env = { FORECOURT_NOW: '2026-11-20T00:00:00+10:00', FORECOURT_LOCAL_CODES: '1' };

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  // Guards against hangs, not speed checks (npm run bench is that): on two cores shared by three to
  // seven servers and two browsers (load 8–10 through a full run), a page test's own waits reach
  // 20–30 s, and an island's hydration or an API answer more than 7 s.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    // @phone-only tests are about the phone layout (the filter drawer): they run in the phone project alone.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      grepInvert: /@phone-only/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, grep: /@phone/ },
  ],
  webServer: [
    ...Object.entries(fixtureSites).map(([site, port]) => ({
      command: `tsx scripts/serve.ts --site ${site} --sites-dir tests/fixtures/sites --port ${port} --build --fresh-data`,
      url: `http://127.0.0.1:${port}/`,
      timeout: 300_000,
      reuseExistingServer: !process.env.CI,
      env,
      stdout: 'pipe' as const,
    })),
    ...(runIncludesDemoSweep() ? Object.entries(demoSites) : []).map(([site, port]) => ({
      command: `tsx scripts/serve.ts --site ${site} --sites-dir sites --port ${port} --build --fresh-data`,
      url: `http://127.0.0.1:${port}/`,
      timeout: 600_000,
      reuseExistingServer: !process.env.CI,
      env,
      stdout: 'pipe' as const,
    })),
  ],
});
