/** Runs `run` once, the first time `el` comes within the viewport grown by `margin` (an IntersectionObserver rootMargin). */
export function whenNear(el: Element, margin: string, run: () => void): void {
  if (typeof IntersectionObserver === 'undefined') {
    run();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: margin },
  );
  observer.observe(el);
}
