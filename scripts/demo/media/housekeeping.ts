/**
 * Keeps a site's generated media folder in step with the generator: wipes it when the drawing
 * code's version changes, and removes files no listing or page points at any more.
 */
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { MediaPlan } from './jobs';

/** Bump when the drawing code changes, so existing pictures are redrawn. */
export const RENDER_VERSION = '3';
const STAMP = '.render-version';

/** Deletes the media folder when it was drawn by another renderer version; returns whether it did. */
export function resetIfStale(mediaDir: string): boolean {
  const stamp = join(mediaDir, STAMP);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === RENDER_VERSION) return false;
  const had = existsSync(mediaDir);
  rmSync(mediaDir, { recursive: true, force: true });
  return had;
}

/** Records the renderer version once a run has completed. */
export function stampVersion(mediaDir: string): void {
  if (existsSync(mediaDir)) writeFileSync(join(mediaDir, STAMP), `${RENDER_VERSION}\n`);
}

/** Removes files under publicDir/media that the plan no longer lists; returns how many. */
export function pruneUnplanned(plan: MediaPlan, publicDir: string): number {
  const mediaDir = join(publicDir, 'media');
  if (!existsSync(mediaDir)) return 0;
  const keep = new Set<string>([STAMP]);
  for (const [path, job] of plan) {
    keep.add(relative('media', path).split(sep).join('/'));
    if (job.kind === 'photo') keep.add(relative('media', job.thumb).split(sep).join('/'));
  }
  let removed = 0;
  for (const file of readdirSync(mediaDir, { recursive: true, encoding: 'utf8' })) {
    const rel = file.split(sep).join('/');
    if (keep.has(rel) || statSync(join(mediaDir, file)).isDirectory()) continue;
    rmSync(join(mediaDir, file));
    removed++;
  }
  return removed;
}
