/** One toast at a time (spec 01 §9), announced politely, removed after its time. */
let current: { el: HTMLElement; timer: ReturnType<typeof setTimeout> } | undefined;

/** Shows `text` for `ms` milliseconds, replacing any toast already shown. */
export function showToast(text: string, ms: number): HTMLElement {
  if (current) {
    clearTimeout(current.timer);
    current.el.remove();
  }
  const el = document.createElement('div');
  el.setAttribute('role', 'status');
  el.dataset.toast = '';
  el.className =
    'fixed bottom-24 left-1/2 z-[60] w-max max-w-[90vw] -translate-x-1/2 rounded-brand bg-ink px-4 py-3 text-sm font-semibold text-page shadow-lg lg:bottom-8';
  el.textContent = text;
  document.body.append(el);
  const timer = setTimeout(() => {
    el.remove();
    if (current?.el === el) current = undefined;
  }, ms);
  current = { el, timer };
  return el;
}
