/** The thumbnail strip (wide screens; an in-stock car with more than 3 photos): one button per gallery slide. */
import { isVideoSlide, slideCount, slidePhoto, thumbUrl, type ViewerData, type ViewerText } from './media-view';
import { ICON_PLAY } from './vehicle-icons';
import VehicleIcon from './VehicleIcon';

export interface VehicleThumbnailsProps {
  view: ViewerData;
  thumbs: readonly string[];
  text: ViewerText;
  /** The gallery slide shown. */
  index: number;
  /** Feed URL of the video's poster. */
  poster?: string | undefined;
  open: (slide: number) => void;
}

/** The strip. */
export default function VehicleThumbnails({ view, thumbs, text, index, poster, open }: VehicleThumbnailsProps) {
  return (
    <ul data-thumbs="" className="mt-3 hidden gap-2 overflow-x-auto pb-1 lg:flex" aria-label={text.modes.gallery}>
      {Array.from({ length: slideCount(view) }, (_, slide) => {
        const video = isVideoSlide(view, slide);
        const thumb = video ? poster : thumbs[slidePhoto(view, slide)];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a slide's number is its identity
          <li key={slide} className="shrink-0">
            <button
              type="button"
              data-thumb={slide}
              aria-current={slide === index ? 'true' : undefined}
              aria-label={video ? text.playVideo : text.showPhoto.replace('{n}', String(slide + 1))}
              onClick={() => open(slide)}
              className={
                'relative block h-16 w-24 overflow-hidden rounded-lg border-2 ' +
                'border-transparent aria-[current=true]:border-brand'
              }
            >
              {thumb && (
                <img
                  src={thumbUrl(thumb, view.images)}
                  alt=""
                  width="96"
                  height="64"
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              )}
              {video && (
                <span className="absolute inset-0 grid place-items-center bg-black/40 text-white">
                  <VehicleIcon path={ICON_PLAY} className="size-5" />
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
