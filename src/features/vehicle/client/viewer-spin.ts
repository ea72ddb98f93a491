/**
 * The 360 spin: preloads every frame, auto-rotates every interval once all are loaded (unless the
 * site turned it off or the shopper touched it), turns one frame per 20 px of drag and per arrow key.
 */
import { nextAutoRotateFrame, shouldAutoRotate, spinFrameFromDrag, stepFromKey } from '../../../domain/viewer';

/** A running spinner; stop() ends its timer. */
export interface Spinner {
  key(key: string): boolean;
  stop(): void;
}

/** Starts the spinner inside its panel. */
export function startSpinner(panel: HTMLElement, frames: readonly string[], autoRotate: boolean, intervalMs: number): Spinner {
  const img = panel.querySelector<HTMLImageElement>('[data-spin-img]');
  const hotspots = [...panel.querySelectorAll<HTMLElement>('[data-hotspot]')];
  let frame = 0;
  let loaded = 0;
  let touched = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const show = (next: number) => {
    frame = next;
    const src = frames[frame];
    if (img && src) img.src = src;
    panel.dataset.frame = String(frame);
    for (const h of hotspots) h.hidden = Number(h.dataset.frame ?? 0) !== frame;
  };
  const stopRotation = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const onLoaded = () => {
    loaded++;
    if (loaded < frames.length) return;
    panel.querySelector<HTMLElement>('[data-loading]')?.setAttribute('hidden', '');
    panel.querySelector<HTMLElement>('[data-drag]')?.removeAttribute('hidden');
    panel.dataset.ready = 'true';
    if (!touched && shouldAutoRotate(loaded, frames.length, !autoRotate || matchMedia('(prefers-reduced-motion: reduce)').matches)) {
      timer = setInterval(() => show(nextAutoRotateFrame(frame, frames.length)), intervalMs);
    }
  };
  for (const src of frames) {
    const pre = new Image();
    pre.onload = onLoaded;
    pre.onerror = (e) => {
      console.error('[viewer] spin frame failed to load', src, e);
      onLoaded();
    };
    pre.src = src;
  }

  let startX = 0;
  let startFrame = 0;
  let dragging = false;
  panel.addEventListener('pointerdown', (e) => {
    if ((e.target as HTMLElement).closest('[data-hotspot]')) return;
    dragging = true;
    touched = true;
    stopRotation();
    startX = e.clientX;
    startFrame = frame;
    panel.setPointerCapture(e.pointerId);
  });
  panel.addEventListener('pointermove', (e) => {
    if (dragging) show(spinFrameFromDrag(startFrame, e.clientX - startX, frames.length));
  });
  const end = () => (dragging = false);
  panel.addEventListener('pointerup', end);
  panel.addEventListener('pointercancel', end);

  return {
    key(key) {
      const next = stepFromKey(frame, key, frames.length);
      if (next === undefined) return false;
      touched = true;
      stopRotation();
      show(next);
      return true;
    },
    stop: stopRotation,
  };
}
