/**
 * The build entry on content and links (issue 21 points 16 and 17): an offer with a misspelt key stops
 * the build before anything is built, naming file, line and key; a production build of a site with a
 * link to no page stops with the list, while a local build of it warns and goes on. Uses the smallest
 * fixture site (tests/fixtures/sites/fixture-forms, four cars).
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const FIXTURE = join(root, 'tests', 'fixtures', 'sites', 'fixture-forms');
const slug = `fixture-links-${process.pid}`;
const temp: string[] = [];
afterAll(async () => {
  await Promise.all(
    [...temp, join(root, '.cache', 'sites', slug), join(root, '.cache', 'astro', slug)].map((dir) =>
      rm(dir, { recursive: true, force: true }),
    ),
  );
});

/** A copy of fixture-forms under a temp sites folder, with `edit` applied to its site.yaml. */
async function site(edit: (yaml: string) => string, files: Record<string, string> = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'forecourt-links-'));
  temp.push(dir);
  await cp(FIXTURE, join(dir, slug), { recursive: true });
  await writeFile(join(dir, slug, 'site.yaml'), edit(await readFile(join(dir, slug, 'site.yaml'), 'utf8')));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, slug, path, '..'), { recursive: true });
    await writeFile(join(dir, slug, path), text);
  }
  return dir;
}

function build(sitesDir: string, args: string[] = []) {
  const result = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      join(root, 'scripts', 'build.ts'),
      '--site',
      slug,
      '--sites-dir',
      sitesDir,
      '--out',
      join(sitesDir, 'out'),
      ...args,
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        INIT_CWD: root,
        FORECOURT_NOW: '2026-11-20T00:00:00+10:00',
        FORECOURT_FEED: '',
        CONTEXT: '',
      },
      encoding: 'utf8',
      timeout: 300_000,
    },
  );
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

const BROKEN = `menus:\n  header:\n    - { label: Home, href: / }\n    - { label: Lost, href: /pages/nowhere }\n`;
const WITH_LEADS = (yaml: string) =>
  `${yaml}\nleads:\n  email:\n    - { to: sales@fixture-forms.example, format: readable }\n`;

describe('the build entry: content and links', () => {
  it('stops on an offer with a misspelt key, naming file, line and key, before building anything', {
    timeout: 120_000,
  }, async () => {
    const dir = await site((y) => y, {
      'content/offers/deal.md': '---\nid: d1\nname: Deal\nexpires: "2026-12-31T00:00:00+10:00"\n---\nText.\n',
    });
    const { code, out } = build(dir);
    expect(code).toBe(1);
    expect(out).toContain(`✗ ${slug}: build stopped`);
    expect(out).toMatch(
      /content\/offers\/deal\.md:4 expires: "expires" is not a setting here; did you mean "expiresAt"\?/,
    );
    expect(out).not.toContain('reading feed');
  });

  it('stops a production build on a link to no page, listing it; a local build warns and finishes', {
    timeout: 600_000,
  }, async () => {
    const dir = await site((y) => WITH_LEADS(`${y}\n${BROKEN}`));
    const production = build(dir, ['--production']);
    expect(production.out).toContain(
      `${slug}/site.yaml menus.header[1].href: /pages/nowhere goes to no page; point it at a page the site has, or remove it`,
    );
    expect(production.out).toContain('1 link goes to no page (a production build stops here)');
    expect(production.code).toBe(1);
    const local = build(dir);
    expect(local.out).toMatch(/warning: .*menus\.header\[1\]\.href: \/pages\/nowhere goes to no page/);
    expect(local.code).toBe(0);
  });
});
