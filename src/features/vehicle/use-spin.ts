/**
 * The 360 spin's state (spec 01 §4.4): the frame shown, whether every frame has loaded, and the
 * auto-rotation. Frames are fetched only once the spinner is shown (never before hydration, so they
 * do not compete with the page's first picture); rotation starts when all have loaded, unless the
 * site turned it off or the shopper prefers reduced motion, and stops for good at the first turn.
 * The frame is also kept in a ref, so inputs replayed one after another in one task (client:late)
 * each start from where the one before left it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { nextAutoRotateFrame, shouldAutoRotate } from '../../domain/viewer';

/** The spin's frame, readiness and `turn`, which moves it from the frame shown now as the shopper asks. */
export function useSpin(frames: readonly string[], showing: boolean, autoRotate: boolean, intervalMs: number) {
  const [frame, setFrame] = useState(0);
  const [loaded, setLoaded] = useState(0);
  const [touched, setTouched] = useState(false);
  const current = useRef(0);
  const started = useRef(false);
  const show = useCallback((next: number) => {
    current.current = next;
    setFrame(next);
  }, []);

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
    const timer = setInterval(() => show(nextAutoRotateFrame(current.current, frames.length)), intervalMs);
    return () => clearInterval(timer);
  }, [rotate, frames.length, intervalMs, show]);

  const turn = useCallback(
    (to: (frame: number) => number) => {
      setTouched(true);
      show(to(current.current));
    },
    [show],
  );
  return { frame, ready: frames.length > 0 && loaded >= frames.length, turn };
}
