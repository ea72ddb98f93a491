/**
 * Test support, run as its own process (`node --import tsx`): the real local lead server
 * (runtime.ts startLocalSite: storage from the environment, the outbox worker on its timer) for
 * the test site, so a crash test can SIGKILL it. FORECOURT_TEST_SERVER holds the JSON of
 * {@link TestServerSpec}; the storage comes from DATABASE_URL or FORECOURT_DATA_DIR as in
 * production. Prints `listening <port>` once it listens; SIGTERM closes it as `npm run serve` does.
 */
import { startLocalSite } from '../runtime';
import type { CrmSettings } from '../../site/api-site-settings';
import { testSettings, TEST_CARS } from './harness';

/** What the parent test tells the server: its site, where it forwards leads, its static files. */
export interface TestServerSpec {
  site: string;
  crm: CrmSettings;
  staticDir: string;
}

const spec = JSON.parse(process.env.FORECOURT_TEST_SERVER ?? '') as TestServerSpec;
const server = await startLocalSite({
  settings: testSettings(spec.site, { crm: spec.crm }),
  cars: TEST_CARS,
  staticDir: spec.staticDir,
  port: 0,
  log: (line) => process.stderr.write(`${line}\n`),
});
process.stdout.write(`listening ${server.port}\n`);
process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
