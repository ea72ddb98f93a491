/**
 * The gallery panel: one slide at a time (the photos, and the stock video at its position), previous
 * and next, a swipe; the video's player (and any third-party request) is made only when the shopper
 * presses play.
 */
import { useState, type Dispatch, type SetStateAction } from 'react';
import { slideFromSwipe, stepFromKey } from '../../domain/viewer';
import {
  galleryPicture,
  GALLERY_SIZES,
  isVideoSlide,
  slideCount,
  slidePhoto,
  type ViewerData,
  type ViewerText,
} from './media-view';
import { useDrag } from './use-drag';
import { ICON_LEFT, ICON_RIGHT } from './vehicle-icons';
import VehicleIcon from './VehicleIcon';

export interface VehicleGalleryProps {
  view: ViewerData;
  text: ViewerText;
  index: number;
  /** Sets the slide (a function of the slide shown, so replayed inputs add up). */
  go: Dispatch<SetStateAction<number>>;
  hidden: boolean;
  /** The opening view: its first photo is the page's largest paint. */
  opening: boolean;
  /** The video's poster (sized URL). */
  poster?: string | undefined;
}

/** The gallery panel. */
export default function VehicleGallery({ view, text, index, go, hidden, opening, poster }: VehicleGalleryProps) {
  const [playing, setPlaying] = useState<number>();
  const count = slideCount(view);
  const photo = slidePhoto(view, index);
  const picture = galleryPicture(view.photos[photo] ?? '', view.images);
  const video = isVideoSlide(view, index) ? view.video : undefined;
  const swipe = useDrag({
    onEnd: (dx) => go((shown) => slideFromSwipe(shown, dx, count) ?? shown),
  });
  return (
    <div data-panel="gallery" hidden={hidden} className="absolute inset-0" {...swipe}>
      <img
        data-main=""
        src={picture.src}
        srcSet={picture.srcset}
        sizes={picture.srcset ? GALLERY_SIZES : undefined}
        alt={text.photoAlt.replace('{n}', String(photo + 1))}
        width="1200"
        height="800"
        fetchPriority={opening ? 'high' : undefined}
        loading={opening ? 'eager' : 'lazy'}
        decoding="async"
        draggable={false}
        hidden={video !== undefined}
        className="size-full object-cover"
      />
      <div data-video="" hidden={!video} className="absolute inset-0 bg-black">
        {video && playing === index ? (
          video.embed ? (
            <iframe
              src={video.src}
              title="Video"
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              className="size-full border-0"
            />
          ) : (
            <video src={video.src} controls playsInline autoPlay className="size-full" />
          )
        ) : video ? (
          <button
            type="button"
            aria-label={text.playVideo}
            className="absolute inset-0 grid place-items-center bg-cover bg-center text-white"
            style={poster ? { backgroundImage: `url("${poster}")` } : undefined}
            onClick={() => setPlaying(index)}
          >
            <span className="grid size-16 place-items-center rounded-full bg-black/70 text-2xl">▶</span>
          </button>
        ) : null}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            data-prev=""
            aria-label={text.previous}
            className="fc-viewer-nav left-3"
            onClick={() => go((shown) => stepFromKey(shown, 'ArrowLeft', count) ?? 0)}
          >
            <VehicleIcon path={ICON_LEFT} className="size-6" />
          </button>
          <button
            type="button"
            data-next=""
            aria-label={text.next}
            className="fc-viewer-nav right-3"
            onClick={() => go((shown) => stepFromKey(shown, 'ArrowRight', count) ?? 0)}
          >
            <VehicleIcon path={ICON_RIGHT} className="size-6" />
          </button>
          <p
            className="absolute bottom-3 left-3 rounded-full bg-black/60 px-3 py-1 text-xs font-semibold text-white"
            aria-live="polite"
          >
            <span data-index="">{index + 1}</span>
            {` / ${count}`}
          </p>
        </>
      )}
    </div>
  );
}
