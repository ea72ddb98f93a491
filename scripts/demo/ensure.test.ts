import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GENERATED_FEED, demoNow, ensureDemoSite } from './ensure';
import { generateDemoFeed } from './feed/generate-feed';
import { RENDER_VERSION, pruneUnplanned, resetIfStale } from './media/housekeeping';
import type { MediaPlan } from './media/jobs';
import { renderMissing } from './media/render-plan';
import { DEMO_PROFILES } from './profiles/index';

const NOW = '2026-11-20T00:00:00+10:00';
const SLUG = 'outback-caravans-and-motorcycles';
const root = mkdtempSync(join(tmpdir(), 'forecourt-demo-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Puts a placeholder at every planned path, as if a previous run had rendered them. */
function touchPlan(plan: MediaPlan, publicDir: string): void {
  mkdirSync(join(publicDir, 'media'), { recursive: true });
  writeFileSync(join(publicDir, 'media/.render-version'), `${RENDER_VERSION}\n`);
  for (const [path, job] of plan) {
    for (const p of job.kind === 'photo' ? [path, job.thumb] : [path]) {
      mkdirSync(dirname(join(publicDir, p)), { recursive: true });
      writeFileSync(join(publicDir, p), 'placeholder');
    }
  }
}

describe('ensureDemoSite', () => {
  it('writes the feed once and is a no-op when the feed and every picture exist', async () => {
    const sitesDir = join(root, 'sites');
    const { plan } = generateDemoFeed(DEMO_PROFILES[SLUG]!, new Date(NOW));
    touchPlan(plan, join(sitesDir, SLUG, 'public'));

    const first = await ensureDemoSite(SLUG, { sitesDir, now: NOW });
    expect(first).toMatchObject({ cars: 120, feedWritten: true, media: { rendered: 0, planned: plan.size } });
    const feedFile = join(sitesDir, SLUG, GENERATED_FEED);
    const written = readFileSync(feedFile, 'utf8');
    const mtime = statSync(feedFile).mtimeMs;

    const second = await ensureDemoSite(SLUG, { sitesDir, now: NOW });
    expect(second).toMatchObject({ feedWritten: false, pruned: 0, media: { rendered: 0 } });
    expect(readFileSync(feedFile, 'utf8')).toBe(written);
    expect(statSync(feedFile).mtimeMs).toBe(mtime);
    expect(second.ms).toBeLessThan(1000);
    expect(existsSync(join(sitesDir, SLUG, 'public/brand/logo.svg'))).toBe(true);
  });

  it('rewrites the feed when now moves to another day', async () => {
    const sitesDir = join(root, 'sites');
    const moved = await ensureDemoSite(SLUG, { sitesDir, now: '2026-11-21T00:00:00+10:00' });
    expect(moved.feedWritten).toBe(true);
    expect(moved.media.rendered).toBe(0);
  });

  it('names a slug that is not a demo site', async () => {
    await expect(ensureDemoSite('fixture-franchise', { sitesDir: root })).rejects.toThrow(
      '"fixture-franchise" is not a demo site; the demo sites are harbour-toyota, southern-cross-motor-group, prestige-pre-owned, outback-caravans-and-motorcycles',
    );
  });
});

describe('media housekeeping', () => {
  it('removes pictures nothing points at and keeps planned ones', () => {
    const publicDir = join(root, 'prune');
    const plan: MediaPlan = new Map([['media/promo/keep.webp', { kind: 'pdf', title: 't', lines: [] }]]);
    for (const f of ['media/promo/keep.webp', 'media/promo/old.webp', 'media/photos/gone-1.webp']) {
      mkdirSync(dirname(join(publicDir, f)), { recursive: true });
      writeFileSync(join(publicDir, f), 'x');
    }
    expect(pruneUnplanned(plan, publicDir)).toBe(2);
    expect(existsSync(join(publicDir, 'media/promo/keep.webp'))).toBe(true);
    expect(existsSync(join(publicDir, 'media/promo/old.webp'))).toBe(false);
  });

  it('wipes a media folder drawn by another renderer version, and keeps a current one', () => {
    const mediaDir = join(root, 'stale/media');
    mkdirSync(mediaDir, { recursive: true });
    writeFileSync(join(mediaDir, '.render-version'), 'old\n');
    writeFileSync(join(mediaDir, 'a.webp'), 'x');
    expect(resetIfStale(mediaDir)).toBe(true);
    expect(existsSync(mediaDir)).toBe(false);
    mkdirSync(mediaDir, { recursive: true });
    writeFileSync(join(mediaDir, '.render-version'), `${RENDER_VERSION}\n`);
    writeFileSync(join(mediaDir, 'a.webp'), 'x');
    expect(resetIfStale(mediaDir)).toBe(false);
    expect(existsSync(join(mediaDir, 'a.webp'))).toBe(true);
  });
});

describe('renderMissing', () => {
  const plan: MediaPlan = new Map([
    [
      'media/photos/t-1.webp',
      {
        kind: 'photo',
        shape: 'ute',
        paint: '#a3161d',
        scene: 'showroom',
        accent: '#0b2545',
        view: 0,
        trim: '#232428',
        thumb: 'media/photos/t-1-thumb.webp',
      },
    ],
    ['media/reports/t.pdf', { kind: 'pdf', title: 'Vehicle history report', lines: ['VIN JTM0000000000000'] }],
  ]);

  it('renders WebP pictures with thumbnails and PDFs, the same bytes every time, and skips what exists', async () => {
    const a = join(root, 'a');
    const b = join(root, 'b');
    const first = await renderMissing(plan, a);
    await renderMissing(plan, b);
    expect(first).toMatchObject({ planned: 2, rendered: 2 });
    const photo = readFileSync(join(a, 'media/photos/t-1.webp'));
    expect(photo.subarray(0, 4).toString()).toBe('RIFF');
    expect(photo.subarray(8, 12).toString()).toBe('WEBP');
    expect(readFileSync(join(b, 'media/photos/t-1.webp')).equals(photo)).toBe(true);
    expect(existsSync(join(a, 'media/photos/t-1-thumb.webp'))).toBe(true);
    expect(readFileSync(join(a, 'media/reports/t.pdf'), 'latin1')).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
    expect((await renderMissing(plan, a)).rendered).toBe(0);
  });
});

describe('demoNow', () => {
  it.each([
    [{ FORECOURT_NOW: '2026-11-20' }, '2026-11-19T14:00:00.000Z'],
    [{ FORECOURT_NOW: '2026-11-20T00:00:00+10:00' }, '2026-11-19T14:00:00.000Z'],
    [{}, '2026-05-02T14:00:00.000Z'],
  ])('%j → %s', (env, iso) => {
    expect(demoNow(env, new Date('2026-05-02T20:30:00Z')).toISOString()).toBe(iso);
  });

  it('explains a FORECOURT_NOW that is not a date', () => {
    expect(() => demoNow({ FORECOURT_NOW: 'tomorrow' })).toThrow(
      'FORECOURT_NOW="tomorrow" is not a date; use an ISO date such as 2026-11-20 or 2026-11-20T00:00:00+10:00',
    );
  });
});

describe('two runs at once', () => {
  it('take turns on the same site: the second finds everything done', async () => {
    const sitesDir = join(root, 'concurrent');
    const { plan } = generateDemoFeed(DEMO_PROFILES[SLUG]!, new Date(NOW));
    touchPlan(plan, join(sitesDir, SLUG, 'public'));
    const [a, b] = await Promise.all([
      ensureDemoSite(SLUG, { sitesDir, now: NOW }),
      ensureDemoSite(SLUG, { sitesDir, now: NOW }),
    ]);
    expect([a.feedWritten, b.feedWritten].sort()).toEqual([false, true]);
    expect(existsSync(join(sitesDir, SLUG, '.demo.lock'))).toBe(false);
  });
});
