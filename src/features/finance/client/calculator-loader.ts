/**
 * Loads the calculator's code only when it is needed: when a calculator comes within 500 px of the
 * viewport, or on the first focus, press or input inside one (on a vehicle page it sits far below the
 * fold). Custom elements upgrade when defined, so the static HTML stays as it is until then; an input
 * made before the code arrived is replayed so the figures follow it, and a submit (Enter) is held.
 */
const TAG = 'fc-finance-calculator';

export function loadCalculatorsWhenNeeded(): void {
  const elements = [...document.querySelectorAll<HTMLElement>(TAG)];
  if (elements.length === 0) return;
  const touched = new Map<HTMLElement, EventTarget | null>();
  let loading: Promise<void> | undefined;
  const load = () =>
    (loading ??= import('./calculator')
      .then(({ defineFinanceCalculator }) => {
        defineFinanceCalculator();
        for (const [el, target] of touched) {
          el.querySelector('[data-form]')?.dispatchEvent(new Event('input', { bubbles: true }));
          target?.dispatchEvent(new Event('change', { bubbles: true }));
        }
      })
      .catch((error: unknown) => {
        loading = undefined;
        console.error('[finance] calculator failed to load', error);
      }));
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      void load();
    },
    { rootMargin: '500px 0px' },
  );
  for (const el of elements) {
    observer.observe(el);
    for (const type of ['focusin', 'pointerdown']) el.addEventListener(type, () => void load(), { once: true });
    el.addEventListener('input', (event) => {
      if (customElements.get(TAG)) return;
      touched.set(el, event.target);
      void load();
    });
    el.querySelector('[data-form]')?.addEventListener('submit', (event) => {
      if (!customElements.get(TAG)) event.preventDefault();
    });
  }
}
