import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStorage, siteSqliteFile } from '../src/api/storage/open-storage';
import type { OutboxChannel } from '../src/api/storage/types';
import { leadsCommand } from './leads';

const T = Date.parse('2026-11-23T02:00:00Z');
const MINUTE = 60_000;

describe('scripts/leads.ts undelivered', () => {
  let dir: string;
  let lines: string[];
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'forecourt-leads-cli-'));
    lines = [];
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A site folder with `leads` in its site.yaml, and `count` leads stored with the given outbox channels. */
  async function site(slug: string, leadsYaml: string, count: number, channels: OutboxChannel[]) {
    mkdirSync(join(dir, 'sites', slug), { recursive: true });
    writeFileSync(join(dir, 'sites', slug, 'site.yaml'), `name: Test Motors\nfeed:\n  source: feed.json\n${leadsYaml}`);
    const storage = await openStorage({ site: slug, sqliteFile: siteSqliteFile(slug, join(dir, 'data')) });
    for (let i = 0; i < count; i++) {
      await storage.insertLead({
        id: randomUUID(),
        idempotencyKey: randomUUID(),
        requestHash: 'h',
        kind: 'enquiry',
        parentLeadId: null,
        carId: null,
        eventId: 22,
        payload: { name: 'Ana' },
        createdAt: T,
        channels,
      });
    }
    await storage.close();
  }
  const run = (args: string[], now: number) =>
    leadsCommand(args, {
      env: { FORECOURT_DATA_DIR: join(dir, 'data') },
      sitesDir: join(dir, 'sites'),
      now,
      print: (l) => lines.push(l),
      printError: (l) => lines.push(l),
    });

  it('says a site without leads.email, leads.webhook or leads.adf forwards nowhere, counts its leads and exits 1', async () => {
    await site('nowhere', '', 2, []);
    expect(await run(['undelivered', '--site', 'nowhere'], T)).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(
        /^warning: leads\.email, leads\.webhook and leads\.adf are all unset: .*reach no one.*Add an email recipient/,
      ),
      'nowhere: 2 leads stored and forwarded to no CRM',
    ]);
  });

  it("counts an email recipient as forwarding, and lists an email row with its recipient and the SMTP server's reason", async () => {
    const channel = 'email:readable:sales@test.example' as const;
    await site('mailed', 'leads:\n  email:\n    - { to: sales@test.example, format: readable }\n', 1, [channel]);
    const storage = await openStorage({ site: 'mailed', sqliteFile: siteSqliteFile('mailed', join(dir, 'data')) });
    const [row] = await storage.claimDueOutbox(T, 10, 60_000);
    await storage.markAttemptFailed(row!.id, 'EENVELOPE: 550 5.1.1 <sales@test.example>: mailbox unavailable', null);
    await storage.close();
    expect(await run(['undelivered', '--site', 'mailed'], T)).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(
        / {2}email:readable:sales@test\.example {2}1 attempts {2}given up {2}EENVELOPE: 550 5\.1\.1 <sales@test\.example>: mailbox unavailable$/,
      ),
    ]);
  });

  it('lists rows never tried once they are more than 15 minutes past due (no worker running)', async () => {
    await site('hooked', 'leads:\n  webhook:\n    url: https://crm.test/hook\n', 1, ['webhook']);
    expect(await run(['undelivered', '--site', 'hooked'], T + 15 * MINUTE)).toBe(0);
    expect(lines).toEqual(['hooked: every lead has been delivered']);
    lines = [];
    expect(await run(['undelivered', '--site', 'hooked'], T + 15 * MINUTE + 1)).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(
        /^[0-9a-f-]{36} {2}lead [0-9a-f-]{36} {2}webhook {2}0 attempts {2}never tried, due 2026-11-23T02:00:00\.000Z \(is the outbox worker running\?\)$/,
      ),
    ]);
  });

  it('says when it could not check the site config, and explains its usage', async () => {
    expect(await run(['undelivered', '--site', 'elsewhere'], T)).toBe(0);
    expect(lines).toEqual([
      `(no ${join(dir, 'sites', 'elsewhere', 'site.yaml')} here: the site's forwarding settings were not checked)`,
      'elsewhere: every lead has been delivered',
    ]);
    expect(await run(['undelivered'], T)).toBe(2);
    expect(lines.at(-1)).toMatch(/^usage: /);
    expect(await run(['undelivered', '--stie', 'elsewhere'], T)).toBe(2);
    expect(lines.at(-1)).toMatch(/^Unknown option '--stie'\. usage: /);
    expect(await run(['--help'], T)).toBe(0);
    expect(lines.at(-1)).toMatch(/^usage: scripts\/leads\.ts undelivered/);
  });
});
