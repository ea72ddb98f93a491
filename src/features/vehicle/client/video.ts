/** The external video: the player (and its third-party request) is made only when the shopper presses play. */

/** Wires every video facade. */
export function initVideoFacades(root: ParentNode = document): void {
  for (const box of root.querySelectorAll<HTMLElement>('[data-video-facade]')) {
    box.querySelector('button')?.addEventListener('click', () => {
      const frame = document.createElement('iframe');
      frame.src = box.dataset.videoFacade ?? '';
      frame.title = box.querySelector('button')?.getAttribute('aria-label') ?? 'Video';
      frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
      frame.className = 'absolute inset-0 size-full border-0';
      box.replaceChildren(frame);
    });
  }
}
