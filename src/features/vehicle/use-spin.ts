/**
 * The 360 spin's state (spec 01 §4.4): the frame shown, whether every frame has loaded, and the
 * auto-rotation. Frames are fetched only once the spinner is shown (never before hydration, so they
 * do not compete with the page's first picture); rotation starts when all have loaded, unless the
 * site turned it off or the shopper prefers reduced motion, and stops for good at the first turn.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { nextAutoRotateFrame, shouldAutoRotate } from '../../domain/viewer';

/** The spin's frame, readiness and `turn`, which shows a frame the shopper chose. */
export function useSpin(frames: readonly string[], showing: boolean, autoRotate: boolean, intervalMs: number) {
  const [frame, setFrame] = useState(0);
  const [loaded, setLoaded] = useState(0);
  const [touched, setTouched] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (!showing || started.current) return;
    started.current = true;
    const done = () => setLoaded((n) => n + 1);
    for (const src of frames) {
      const img = new Image();
      img.onload = done;
      img.onerror = (e) => {
        console.error('[viewer] spin frame failed to load', src, e);
        done();
      };
      img.src = src;
    }
  }, [showing, frames]);

  const rotate = showing && !touched && shouldAutoRotate(loaded, frames.length, !autoRotate);
  useEffect(() => {
    if (!rotate || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setFrame((f) => nextAutoRotateFrame(f, frames.length)), intervalMs);
    return () => clearInterval(timer);
  }, [rotate, frames.length, intervalMs]);

  const turn = useCallback((next: number) => {
    setTouched(true);
    setFrame(next);
  }, []);
  return { frame, ready: loaded >= frames.length && frames.length > 0, turn };
}
