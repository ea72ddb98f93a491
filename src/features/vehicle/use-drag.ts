/**
 * A horizontal pointer drag on a surface, as React handlers: the distance from the press while the
 * pointer moves and when it is let go. A drag made before the island hydrated arrives replayed by
 * client:late as synthetic pointer events, which cannot be captured; so capture is tried, never relied on.
 */
import { useRef, type PointerEvent } from 'react';

/** What a drag reports; `onStart` returning false ignores the press (a hotspot's button, say). */
export interface DragHandlers {
  onStart?: (target: Element) => boolean;
  onMove?: (dx: number) => void;
  onEnd?: (dx: number) => void;
  /** Keep the pointer's events while it leaves the surface (a spin); not where the surface holds buttons, whose clicks capture would take. */
  capture?: boolean;
}

/** The pointer handlers to spread on the surface. */
export function useDrag({ onStart, onMove, onEnd, capture }: DragHandlers) {
  const from = useRef<number | undefined>(undefined);
  return {
    onPointerDown(e: PointerEvent<HTMLElement>) {
      if (!e.isPrimary || e.button !== 0 || (onStart && !onStart(e.target as Element))) return;
      from.current = e.clientX;
      if (capture) {
        try {
          e.currentTarget.setPointerCapture(e.pointerId);
        } catch {
          // A replayed pointer has no capture; its moves come to this surface anyway.
        }
      }
    },
    onPointerMove(e: PointerEvent<HTMLElement>) {
      if (from.current !== undefined && e.isPrimary) onMove?.(e.clientX - from.current);
    },
    onPointerUp(e: PointerEvent<HTMLElement>) {
      if (from.current === undefined || !e.isPrimary) return;
      const dx = e.clientX - from.current;
      from.current = undefined;
      onEnd?.(dx);
    },
    onPointerCancel() {
      from.current = undefined;
    },
  };
}
