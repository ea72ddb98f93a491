/** The 360 spin panel: the frame shown, its hotspots, the loading/drag hint; a drag turns one frame per 20 px. */
import { useRef } from 'react';
import type { Hotspot } from '../../domain/car';
import { spinFrameFromDrag } from '../../domain/viewer';
import { useDrag } from './use-drag';
import VehicleHotspot from './VehicleHotspot';

export interface VehicleSpinProps {
  frames: readonly string[];
  frame: number;
  ready: boolean;
  /** Moves the spin from the frame shown now (useSpin). */
  turn: (to: (frame: number) => number) => void;
  /** Exterior hotspots with their index (their tip's id). */
  hotspots: ReadonlyArray<{ spot: Hotspot; i: number }>;
  hidden: boolean;
  /** The opening view: its first frame is the page's largest paint. */
  opening: boolean;
  alt: string;
  loading: string;
  dragHint: string;
}

/** The spin panel. */
export default function VehicleSpin({
  frames,
  frame,
  ready,
  turn,
  hotspots,
  hidden,
  opening,
  alt,
  loading,
  dragHint,
}: VehicleSpinProps) {
  const from = useRef(0);
  const drag = useDrag({
    capture: true,
    onStart: (target) => {
      if (target.closest('[data-hotspot]')) return false;
      turn((shown) => (from.current = shown));
      return true;
    },
    onMove: (dx) => turn(() => spinFrameFromDrag(from.current, dx, frames.length)),
  });
  return (
    <div
      data-panel="spinner"
      data-frame={frame}
      data-ready={ready ? 'true' : undefined}
      hidden={hidden}
      className="absolute inset-0 cursor-grab active:cursor-grabbing"
      {...drag}
    >
      <img
        data-spin-img=""
        src={frames[frame]}
        alt={alt}
        width="1200"
        height="800"
        draggable={false}
        fetchPriority={opening ? 'high' : undefined}
        loading={opening ? 'eager' : 'lazy'}
        className="pointer-events-none size-full object-cover"
      />
      {hotspots.map(({ spot, i }) => (
        <VehicleHotspot key={i} spot={spot} id={`hotspot-${i}`} hidden={(spot.frame ?? 0) !== frame} />
      ))}
      <p
        data-spin-hint=""
        className={
          'pointer-events-none absolute bottom-3 left-1/2 ' +
          '-translate-x-1/2 rounded-full bg-black/60 px-3 py-1 text-xs ' +
          'font-semibold text-white'
        }
      >
        <span data-loading="" hidden={ready}>
          {loading}
        </span>
        <span data-drag="" hidden={!ready}>
          {dragHint}
        </span>
      </p>
    </div>
  );
}
