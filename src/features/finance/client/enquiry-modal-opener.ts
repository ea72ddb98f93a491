/**
 * The first-view part of the finance enquiry modal: a press on any [data-finance-enquiry] link
 * opens the modal instead of leaving for the per-car finance page. The modal's code and the form
 * engine load on that press (warmed up on hover or focus); if they cannot load, the link is followed.
 */

/** Id of the vehicle page's finance enquiry dialog. */
export const FINANCE_ENQUIRY_DIALOG_ID = 'finance-enquiry';

const TRIGGER = '[data-finance-enquiry]';

const triggerOf = (event: Event): HTMLAnchorElement | null =>
  event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(TRIGGER) : null;

/** Wires every trigger on the page to the dialog (once). */
export function watchFinanceEnquiry(): void {
  const dialog = document.getElementById(FINANCE_ENQUIRY_DIALOG_ID);
  if (!(dialog instanceof HTMLDialogElement) || dialog.dataset.watched) return;
  dialog.dataset.watched = 'true';
  let loading: Promise<typeof import('./enquiry-modal')> | undefined;
  const load = () => (loading ??= import('./enquiry-modal'));
  document.addEventListener('click', (event) => {
    const trigger = triggerOf(event);
    if (!trigger || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    load()
      .then((modal) => modal.openFinanceEnquiry(dialog, trigger))
      .catch((error: unknown) => {
        loading = undefined;
        console.error('[finance] enquiry modal failed to load', error);
        location.assign(trigger.href);
      });
  });
  for (const type of ['pointerover', 'focusin']) {
    document.addEventListener(type, (event) => {
      if (triggerOf(event)) void load().catch(() => (loading = undefined));
    });
  }
}
