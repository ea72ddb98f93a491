/**
 * The media viewer island (spec 01 §2.3, §4.4): spin (drag, keys, auto-rotate), gallery with the
 * stock video, walkaround, interior view, hotspots, thumbnails and fullscreen (the Fullscreen API,
 * or a fixed overlay where that is missing; there the arrow keys work wherever focus is). The
 * opening picture is in the built HTML with its size and high priority, the page's largest paint;
 * the island hydrates after it (client:late="idle"), and a drag, swipe, key or press made before
 * that is replayed.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { stepFromKey, type ViewerMode } from '../../domain/viewer';
import { panoramaUrl, slideCount, spinFrameUrl, thumbUrl, type ViewerData, type ViewerText } from './media-view';
import { useSpin } from './use-spin';
import { ICON_EXPAND, ICON_EYE, ICON_PLAY, ICON_SPIN } from './vehicle-icons';
import VehicleGallery from './VehicleGallery';
import VehicleHotspot from './VehicleHotspot';
import VehicleIcon from './VehicleIcon';
import VehicleSpin from './VehicleSpin';
import VehicleThumbnails from './VehicleThumbnails';

export interface VehicleMediaViewerProps {
  view: ViewerData;
  text: ViewerText;
}

const MODE_ICON: Record<ViewerMode, string> = {
  spinner: ICON_SPIN,
  walkaround: ICON_PLAY,
  interior: ICON_EYE,
  gallery: ICON_EXPAND,
};

/** The viewer. */
export default function VehicleMediaViewer({ view, text }: VehicleMediaViewerProps) {
  const opening = view.mode ?? view.modes[0];
  const [mode, setMode] = useState(opening);
  const [index, setIndex] = useState(0);
  const [panorama, setPanorama] = useState(opening === 'interior');
  const [apiFull, setApiFull] = useState(false);
  const [overlay, setOverlay] = useState(false);
  const root = useRef<HTMLElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const walkaround = useRef<HTMLVideoElement>(null);
  const frames = useMemo(() => view.spin.map((url) => spinFrameUrl(url, view.images)), [view]);
  const spin = useSpin(frames, mode === 'spinner', view.autoRotate, view.intervalMs);
  const hotspots = view.hotspots.map((spot, i) => ({ spot, i }));
  const full = apiFull || overlay;
  const count = slideCount(view);
  const poster = view.thumbs?.[0] ?? view.video?.poster;

  // The mode is also kept in a ref: inputs replayed in one task (client:late) each see the one before.
  const shown = useRef(opening);
  const changeMode = (next: ViewerMode) => {
    // Leaving the gallery resets it to the first slide (spec 01 §4.4).
    if (shown.current === 'gallery' && next !== 'gallery') setIndex(0);
    if (shown.current === 'walkaround') walkaround.current?.pause();
    if (next === 'interior') setPanorama(true);
    shown.current = next;
    setMode(next);
  };
  const openSlide = (slide: number) => {
    changeMode('gallery');
    setIndex(slide);
  };
  const toggleFull = async () => {
    const el = root.current;
    if (!el) return;
    if (full) {
      if (document.fullscreenElement) await document.exitFullscreen();
      setOverlay(false);
    } else if (el.requestFullscreen) {
      await el.requestFullscreen().catch(() => setOverlay(true));
    } else {
      setOverlay(true);
    }
    stage.current?.focus();
  };
  const onKey = (e: KeyboardEvent | ReactKeyboardEvent) => {
    if (e.key === 'Escape' && overlay) {
      setOverlay(false);
      return;
    }
    const spinning = shown.current === 'spinner';
    const total = spinning ? frames.length : count;
    if ((!spinning && shown.current !== 'gallery') || stepFromKey(0, e.key, total) === undefined) return;
    e.preventDefault();
    const step = (from: number) => stepFromKey(from, e.key, total) ?? from;
    if (spinning) spin.turn(step);
    else setIndex(step);
  };
  const keys = useRef(onKey);
  keys.current = onKey;

  useEffect(() => {
    const sync = () => setApiFull(document.fullscreenElement !== null && document.fullscreenElement === root.current);
    document.addEventListener('fullscreenchange', sync);
    if (root.current) root.current.dataset.ready = 'true';
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  // In fullscreen the arrow keys work wherever focus is (spec 01 §2.3).
  useEffect(() => {
    if (!full) return;
    const onDocumentKey = (e: KeyboardEvent) => {
      if (!stage.current?.contains(e.target as Node)) keys.current(e);
    };
    document.addEventListener('keydown', onDocumentKey);
    return () => document.removeEventListener('keydown', onDocumentKey);
  }, [full]);

  return (
    <section
      ref={root}
      aria-label={text.label}
      data-viewer=""
      data-mode={mode}
      data-fullscreen={String(full)}
      className={`fc-viewer group/viewer relative${overlay ? ' fc-fullscreen' : ''}`}
    >
      <div className="relative overflow-hidden rounded-brand bg-panel">
        <div
          ref={stage}
          data-stage=""
          tabIndex={0}
          role="group"
          aria-label={text.label}
          onKeyDown={onKey}
          className={
            'fc-stage relative aspect-[3/2] w-full touch-pan-y ' +
            'select-none overflow-hidden bg-line/30 outline-offset-[-3px]'
          }
        >
          {view.photos.length > 0 && (
            <VehicleGallery
              view={view}
              text={text}
              index={index}
              go={setIndex}
              hidden={mode !== 'gallery'}
              opening={opening === 'gallery'}
              poster={poster && thumbUrl(poster, view.images)}
            />
          )}
          {view.modes.includes('spinner') && (
            <VehicleSpin
              frames={frames}
              frame={spin.frame}
              ready={spin.ready}
              turn={spin.turn}
              hotspots={hotspots.filter((h) => h.spot.kind === 'exterior')}
              hidden={mode !== 'spinner'}
              opening={opening === 'spinner'}
              alt={text.spinAlt}
              loading={text.loading}
              dragHint={text.dragHint}
            />
          )}
          {view.walkaround && (
            <div data-panel="walkaround" hidden={mode !== 'walkaround'} className="absolute inset-0 bg-black">
              <video
                ref={walkaround}
                controls
                playsInline
                preload="none"
                src={view.walkaround}
                className="size-full"
                aria-label={text.modes.walkaround}
              />
            </div>
          )}
          {view.interior && (
            <div
              data-panel="interior"
              hidden={mode !== 'interior'}
              className="absolute inset-0 overflow-x-auto overflow-y-hidden"
            >
              <div data-pano="" className="relative h-full w-[300%]">
                <img
                  data-pano-img=""
                  src={panorama ? panoramaUrl(view.interior, view.images) : undefined}
                  alt={text.interiorAlt}
                  className="h-full w-full object-cover"
                  draggable={false}
                />
                {hotspots
                  .filter((h) => h.spot.kind === 'interior')
                  .map(({ spot, i }) => (
                    <VehicleHotspot key={i} spot={spot} id={`hotspot-${i}`} />
                  ))}
              </div>
            </div>
          )}
          <button
            type="button"
            data-fullscreen=""
            aria-label={full ? text.exitFullscreen : text.fullscreen}
            onClick={() => void toggleFull()}
            className={
              'absolute right-3 top-3 z-10 grid size-10 place-items-center ' +
              'rounded-full bg-black/60 text-white hover:bg-black/80'
            }
          >
            <VehicleIcon path={ICON_EXPAND} />
          </button>
        </div>
      </div>
      {view.modes.length > 1 && (
        <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={text.label}>
          {view.modes.map((m) => (
            <button
              key={m}
              type="button"
              data-mode-button={m}
              aria-pressed={m === mode}
              onClick={() => changeMode(m)}
              className="fc-mode-btn"
            >
              <VehicleIcon path={MODE_ICON[m]} className="size-4" />
              {text.modes[m]}
            </button>
          ))}
        </div>
      )}
      {view.thumbs && (
        <VehicleThumbnails
          view={view}
          thumbs={view.thumbs}
          text={text}
          index={index}
          poster={poster}
          open={openSlide}
        />
      )}
    </section>
  );
}
