/**
 * The gallery: one slide at a time (images and the stock video at its position), previous/next,
 * thumbnails, arrow keys; the video player is made only when its slide is opened.
 */
import { stepFromKey } from '../../../domain/viewer';
import type { MediaSlide } from '../media-view';

/** A running gallery. */
export interface Gallery {
  go(index: number): void;
  key(key: string): boolean;
  reset(): void;
}

/** Starts the gallery inside its panel; `thumbs` are the thumbnail buttons, if shown. */
export function startGallery(panel: HTMLElement, slides: readonly MediaSlide[], thumbs: readonly HTMLElement[], alt: (n: number) => string): Gallery {
  const img = panel.querySelector<HTMLImageElement>('[data-main]');
  const videoBox = panel.querySelector<HTMLElement>('[data-video]');
  const counter = panel.querySelector<HTMLElement>('[data-index]');
  let index = 0;

  const go = (next: number) => {
    const slide = slides[next];
    if (!slide || !img || !videoBox) return;
    index = next;
    videoBox.replaceChildren();
    if (slide.kind === 'image') {
      videoBox.hidden = true;
      img.hidden = false;
      if (slide.srcset) img.srcset = slide.srcset;
      img.src = slide.src;
      img.alt = alt(slides.slice(0, next + 1).filter((s) => s.kind === 'image').length);
    } else {
      img.hidden = true;
      videoBox.hidden = false;
      videoBox.append(playButton(slide, videoBox));
    }
    if (counter) counter.textContent = String(next + 1);
    thumbs.forEach((t, i) => (i === next ? t.setAttribute('aria-current', 'true') : t.removeAttribute('aria-current')));
  };

  panel.querySelector('[data-prev]')?.addEventListener('click', () => go(stepFromKey(index, 'ArrowLeft', slides.length) ?? 0));
  panel.querySelector('[data-next]')?.addEventListener('click', () => go(stepFromKey(index, 'ArrowRight', slides.length) ?? 0));
  thumbs.forEach((t, i) => t.addEventListener('click', () => go(i)));

  return {
    go,
    key(key) {
      const next = stepFromKey(index, key, slides.length);
      if (next === undefined) return false;
      go(next);
      return true;
    },
    // Leaving the gallery resets it to the first slide (spec 01 §4.4).
    reset: () => go(0),
  };
}

// The player (and any third-party request) is made only when the shopper presses play.
function playButton(slide: Extract<MediaSlide, { kind: 'video' }>, box: HTMLElement): HTMLElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'absolute inset-0 grid place-items-center bg-cover bg-center text-white';
  if (slide.thumb) button.style.backgroundImage = `url("${slide.thumb}")`;
  button.setAttribute('aria-label', box.dataset.playLabel ?? 'Play video');
  button.innerHTML = '<span class="grid size-16 place-items-center rounded-full bg-black/70 text-2xl">▶</span>';
  button.addEventListener('click', () => box.replaceChildren(videoElement(slide)));
  return button;
}

function videoElement(slide: Extract<MediaSlide, { kind: 'video' }>): HTMLElement {
  if (slide.embed) {
    const frame = document.createElement('iframe');
    frame.src = slide.embed;
    frame.title = 'Video';
    frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
    frame.className = 'size-full border-0';
    return frame;
  }
  const video = document.createElement('video');
  video.src = slide.url;
  video.controls = true;
  video.playsInline = true;
  video.autoplay = true;
  video.className = 'size-full';
  return video;
}
