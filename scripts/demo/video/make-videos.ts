/**
 * Draws the demo sites' vehicle videos (a walkaround and a stock video) from the demo renderer and
 * records them as WebM in headless Chromium (canvas + MediaRecorder): no network, no ffmpeg. The
 * files are small and committed under sites/<slug>/public/videos/, so builds never need Chromium;
 * run this again only to change them: `tsx scripts/demo/video/make-videos.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { vehicleShotSvg } from '../render/shot';
import { DEMO_VIDEOS, type DemoVideo } from './videos';

const W = 640;
const H = 360;
const FPS = 12;

/** The frames of one video as SVG text: a full turn for a walkaround, a slow pan for a stock video. */
export function videoFrames(video: DemoVideo): string[] {
  const count = Math.round(video.seconds * FPS);
  return Array.from({ length: count }, (_, i) => {
    const t = i / count;
    const view =
      video.kind === 'walkaround' ? { yaw: 35 + t * 360, pitch: 12 } : { yaw: 20 + t * 40, pitch: 6 + t * 8 };
    return vehicleShotSvg(video.shape, video.paint, view, video.scene, video.accent, W, H);
  });
}

async function record(frames: string[]): Promise<Buffer> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const base64 = await page.evaluate(
      async ({ frames, w, h, fps }) => {
        const canvas = Object.assign(document.createElement('canvas'), { width: w, height: h });
        const ctx = canvas.getContext('2d')!;
        const images = await Promise.all(
          frames.map(
            (svg) =>
              new Promise<HTMLImageElement>((done) => {
                const img = new Image();
                img.onload = () => done(img);
                img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
              }),
          ),
        );
        ctx.drawImage(images[0]!, 0, 0);
        const recorder = new MediaRecorder(canvas.captureStream(fps), {
          mimeType: 'video/webm;codecs=vp8',
          videoBitsPerSecond: 350_000,
        });
        const chunks: Blob[] = [];
        recorder.ondataavailable = (e) => chunks.push(e.data);
        const stopped = new Promise((done) => (recorder.onstop = done));
        recorder.start();
        for (const img of images) {
          ctx.drawImage(img, 0, 0);
          await new Promise((done) => setTimeout(done, 1000 / fps));
        }
        recorder.stop();
        await stopped;
        const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
        let text = '';
        for (const b of bytes) text += String.fromCharCode(b);
        return btoa(text);
      },
      { frames, w: W, h: H, fps: FPS },
    );
    return Buffer.from(base64, 'base64');
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(import.meta.dirname, '../../..');
  for (const video of DEMO_VIDEOS) {
    const file = join(root, 'sites', video.site, 'public', video.path);
    mkdirSync(dirname(file), { recursive: true });
    const bytes = await record(videoFrames(video));
    writeFileSync(file, bytes);
    console.log(`${video.site}${video.path}: ${Math.round(bytes.length / 1024)} KB`);
  }
}
