/**
 * Loads the form engine only when a form is about to be used: when it comes near the viewport,
 * gets focus, or is submitted (a submit made before the engine arrives is replayed). Pages whose
 * forms sit below the fold (the vehicle page) so pay nothing for them on first view.
 */
let loading: Promise<void> | undefined;

function loadEngine(): Promise<void> {
  loading ??= import('./lead-form').then((engine) => engine.defineLeadForm());
  return loading;
}

/** Watches every <fc-lead-form> on the page and defines the element on first need. */
export function watchLeadForms(): void {
  const forms = [...document.querySelectorAll<HTMLElement>('fc-lead-form')];
  if (forms.length === 0) return;
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) {
      observer.disconnect();
      void loadEngine();
    }
  }, { rootMargin: '400px 0px' });
  for (const element of forms) {
    observer.observe(element);
    element.addEventListener('focusin', () => void loadEngine(), { once: true });
    const form = element.querySelector('form');
    form?.addEventListener('submit', (event) => {
      if (customElements.get('fc-lead-form')) return;
      // With JavaScript the engine sends it (outbox, validation in place), not the plain form post.
      event.preventDefault();
      void loadEngine().then(() => form.requestSubmit());
    });
  }
}
