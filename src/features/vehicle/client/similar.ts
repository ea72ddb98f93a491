/**
 * Similar cars: the cards go on the page once the section is within 500 px of the viewport
 * (spec 01 §2.3, §9); the carousel scrolls by a card with previous/next (disabled at the ends) and arrow keys,
 * gliding unless the shopper asks for reduced motion, when it jumps.
 */

/** Distance from the viewport at which the similar cars load. */
export const LAZY_MARGIN_PX = 500;

/** Wires the similar cars section. */
export function initSimilar(root: ParentNode = document): void {
  const section = root.querySelector<HTMLElement>('[data-similar]');
  const track = section?.querySelector<HTMLElement>('[data-similar-track]');
  const template = section?.querySelector<HTMLTemplateElement>('[data-similar-template]');
  if (!section || !track || !template) return;
  const prev = section.querySelector<HTMLButtonElement>('[data-similar-prev]');
  const next = section.querySelector<HTMLButtonElement>('[data-similar-next]');
  const sync = () => {
    const max = track.scrollWidth - track.clientWidth - 2;
    if (prev) prev.disabled = track.scrollLeft <= 2;
    if (next) next.disabled = track.scrollLeft >= max;
  };
  const reduceMotion = matchMedia('(prefers-reduced-motion: reduce)');
  const step = (dir: 1 | -1) => {
    const card = track.firstElementChild as HTMLElement | null;
    track.scrollBy({
      left: dir * ((card?.offsetWidth ?? 300) + 16),
      behavior: reduceMotion.matches ? 'instant' : 'smooth',
    });
  };
  const load = () => {
    if (track.dataset.loaded) return;
    track.append(template.content.cloneNode(true));
    track.dataset.loaded = 'true';
    sync();
  };
  prev?.addEventListener('click', () => step(-1));
  next?.addEventListener('click', () => step(1));
  track.addEventListener('scroll', sync, { passive: true });
  track.addEventListener('keydown', (e) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    step(e.key === 'ArrowRight' ? 1 : -1);
  });
  if (!('IntersectionObserver' in window)) {
    load();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        load();
      }
    },
    { rootMargin: `${LAZY_MARGIN_PX}px 0px` },
  );
  observer.observe(section);
}
