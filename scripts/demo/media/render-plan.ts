/**
 * Writes the missing files of a media plan: SVG → WebP (quality 75) with sharp, thumbnails for
 * photos, PDFs as text. Two jobs at a time, as the machine has two cores shared with others.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { PHOTO_H, PHOTO_W, THUMB_W, drawJob } from './draw';
import type { MediaJob, MediaPlan } from './jobs';
import { textPdf } from './pdf';

/** Counts from one run. */
export interface RenderStats {
  planned: number;
  rendered: number;
  bytes: number;
  ms: number;
}

// effort 0: flat-shaded art compresses well anyway, and encoding is most of the render time.
const WEBP = { quality: 75, effort: 0 } as const;

async function renderOne(publicDir: string, path: string, job: MediaJob): Promise<number> {
  const file = join(publicDir, path);
  mkdirSync(dirname(file), { recursive: true });
  const drawn = drawJob(job);
  if ('pdf' in drawn) {
    const bytes = textPdf(drawn.pdf.title, drawn.pdf.lines);
    writeFileSync(file, bytes);
    return bytes.length;
  }
  const raster = await sharp(Buffer.from(drawn.svg)).flatten({ background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
  const input = { raw: { width: raster.info.width, height: raster.info.height, channels: raster.info.channels } } as const;
  const full = await sharp(raster.data, input).webp(WEBP).toBuffer();
  writeFileSync(file, full);
  let bytes = full.length;
  if (job.kind === 'photo') {
    const thumb = await sharp(raster.data, input).resize(THUMB_W, Math.round((THUMB_W * PHOTO_H) / PHOTO_W)).webp(WEBP).toBuffer();
    writeFileSync(join(publicDir, job.thumb), thumb);
    bytes += thumb.length;
  }
  return bytes;
}

/** A photo counts as present only when its thumbnail is too. */
function present(publicDir: string, path: string, job: MediaJob): boolean {
  return existsSync(join(publicDir, path)) && (job.kind !== 'photo' || existsSync(join(publicDir, job.thumb)));
}

/** Renders every planned file that does not exist yet under publicDir. */
export async function renderMissing(plan: MediaPlan, publicDir: string, onProgress?: (done: number, total: number) => void): Promise<RenderStats> {
  const started = performance.now();
  const todo = [...plan].filter(([path, job]) => !present(publicDir, path, job));
  sharp.concurrency(1);
  let next = 0;
  let done = 0;
  let bytes = 0;
  const worker = async () => {
    while (next < todo.length) {
      const [path, job] = todo[next++]!;
      bytes += await renderOne(publicDir, path, job);
      done++;
      if (onProgress && (done % 100 === 0 || done === todo.length)) onProgress(done, todo.length);
    }
  };
  await Promise.all([worker(), worker()]);
  return { planned: plan.size, rendered: todo.length, bytes, ms: Math.round(performance.now() - started) };
}
