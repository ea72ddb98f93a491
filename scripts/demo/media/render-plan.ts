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

// Effort 0 by default: encoding is most of the render time, and flat-shaded art compresses well anyway.
const QUALITY = 75;

/** Options of {@link renderMissing}. */
export interface RenderOptions {
  /** Output size as a share of the drawn size (fixtures use 0.5 to stay small). */
  scale?: number;
  /** WebP effort 0–6: higher is smaller and slower (the committed fixtures use 6). */
  effort?: number;
  onProgress?: (done: number, total: number) => void;
}

async function renderOne(
  publicDir: string,
  path: string,
  job: MediaJob,
  scale: number,
  effort: number,
): Promise<number> {
  const webp = { quality: QUALITY, effort };
  const file = join(publicDir, path);
  mkdirSync(dirname(file), { recursive: true });
  const drawn = drawJob(job);
  if ('pdf' in drawn) {
    const bytes = textPdf(drawn.pdf.title, drawn.pdf.lines);
    writeFileSync(file, bytes);
    return bytes.length;
  }
  const raster = await sharp(Buffer.from(drawn.svg))
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const input = {
    raw: { width: raster.info.width, height: raster.info.height, channels: raster.info.channels },
  } as const;
  const width = Math.round(raster.info.width * scale);
  const full = await (scale === 1 ? sharp(raster.data, input) : sharp(raster.data, input).resize(width))
    .webp(webp)
    .toBuffer();
  writeFileSync(file, full);
  let bytes = full.length;
  if (job.kind === 'photo') {
    const thumbW = Math.round(THUMB_W * scale);
    const thumb = await sharp(raster.data, input)
      .resize(thumbW, Math.round((thumbW * PHOTO_H) / PHOTO_W))
      .webp(webp)
      .toBuffer();
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
export async function renderMissing(
  plan: MediaPlan,
  publicDir: string,
  { scale = 1, effort = 0, onProgress }: RenderOptions = {},
): Promise<RenderStats> {
  const started = performance.now();
  const missing = [...plan].filter(([path, job]) => !present(publicDir, path, job));
  sharp.concurrency(1);
  let next = 0;
  let done = 0;
  let bytes = 0;
  const worker = async () => {
    while (next < missing.length) {
      const [path, job] = missing[next++]!;
      // Await first: `bytes += await …` would read bytes before the other worker adds to it.
      const written = await renderOne(publicDir, path, job, scale, effort);
      bytes += written;
      done++;
      if (onProgress && (done % 100 === 0 || done === missing.length)) onProgress(done, missing.length);
    }
  };
  await Promise.all([worker(), worker()]);
  return { planned: plan.size, rendered: missing.length, bytes, ms: Math.round(performance.now() - started) };
}
