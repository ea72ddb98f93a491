/**
 * The "Our Locations" carousel: previous / next scroll one card and are disabled at the ends;
 * arrow keys scroll it while it has focus (spec 02 §4); smoothly, unless the shopper prefers
 * reduced motion. A control outside a carousel is a
 * developer error (spec 02 §8), reported in the console.
 */
export function wireCarousels(root: ParentNode = document): void {
  for (const carousel of root.querySelectorAll<HTMLElement>('[data-carousel]')) {
    if (carousel.dataset.wired) continue;
    carousel.dataset.wired = '1';
    const track = carousel.querySelector<HTMLElement>('[data-carousel-track]');
    const prev = carousel.querySelector<HTMLButtonElement>('[data-carousel-prev]');
    const next = carousel.querySelector<HTMLButtonElement>('[data-carousel-next]');
    if (!track || !prev || !next) {
      console.error('Carousel control used outside a carousel: a [data-carousel] needs a track and both buttons.');
      continue;
    }
    const step = () =>
      (track.firstElementChild as HTMLElement | null)?.getBoundingClientRect().width ?? track.clientWidth;
    const gap = () => parseFloat(getComputedStyle(track).columnGap) || 0;
    // Shoppers who ask for less motion get an instant jump, as everywhere else on the site.
    const behavior = (): ScrollBehavior =>
      matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth';
    const scrollBy = (dir: number) => track.scrollBy({ left: dir * (step() + gap()), behavior: behavior() });
    // A few pixels of slack: snapping can leave the track just off 0 or the end (its inline padding).
    const SLACK = 8;
    const update = () => {
      const max = track.scrollWidth - track.clientWidth;
      prev.disabled = track.scrollLeft <= SLACK;
      next.disabled = track.scrollLeft >= max - SLACK;
    };
    prev.addEventListener('click', () => scrollBy(-1));
    next.addEventListener('click', () => scrollBy(1));
    track.addEventListener('scroll', update, { passive: true });
    track.addEventListener('keydown', (event) => {
      if (event.target !== track) return;
      if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
        event.preventDefault();
        scrollBy(event.key === 'ArrowRight' ? 1 : -1);
      }
    });
    new ResizeObserver(update).observe(track);
    update();
  }
}
