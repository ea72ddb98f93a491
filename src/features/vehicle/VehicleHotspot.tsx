/** One hotspot on the spin or the interior view: a "+" button that opens its tip (spec 01 §3.1, hotspots). */
import { useState } from 'react';
import type { Hotspot } from '../../domain/car';

const percent = (n: number) => `${(n * 100).toFixed(2)}%`;

/** A hotspot; `id` names its tip for aria-controls; exterior ones carry their spin frame. */
export default function VehicleHotspot({ spot, id, hidden }: { spot: Hotspot; id: string; hidden?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <div
      className="fc-hotspot"
      data-hotspot=""
      data-frame={spot.kind === 'exterior' ? (spot.frame ?? 0) : undefined}
      hidden={hidden}
      style={{ left: percent(spot.x), top: percent(spot.y) }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={spot.title}
        onClick={() => setOpen(!open)}
      >
        +
      </button>
      <div id={id} role="tooltip" hidden={!open}>
        <strong>{spot.title}</strong>
        {spot.description && <span>{spot.description}</span>}
      </div>
    </div>
  );
}
