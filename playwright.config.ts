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
} as const;

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
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, grep: /@phone/ },
  ],
  webServer: Object.entries(fixtureSites).map(([site, port]) => ({
    command: `tsx scripts/serve.ts --site ${site} --sites-dir tests/fixtures/sites --port ${port} --build --fresh-data`,
    url: `http://127.0.0.1:${port}/`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    env: { FORECOURT_NOW: '2026-11-20T00:00:00+10:00', FORECOURT_LOCAL_CODES: '1' },
    stdout: 'pipe',
  })),
});
