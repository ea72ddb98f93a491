/**
 * The finance enquiry modal of a vehicle page (spec 02 §2: a finance enquiry can open in a modal
 * titled 'Finance Enquiry' with the car; event 9): a native modal <dialog> (the page behind is
 * inert, Escape closes it, focus goes back to what opened it). This part is small and hydrates
 * early, so an "apply" link can ask for it (enquiry-request.ts) as soon as the page is up; its
 * form loads on the first opening (warmed on a trigger's hover or focus). The sidebar's
 * [data-finance-enquiry] link opens it too, and goes to the per-car finance page without JavaScript.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { useStore } from '@nanostores/react';
import Icon from '../../components/ui/Icon';
import { CLOSE_ICON } from '../../components/ui/icon-paths';
import type { FinanceEnquiryModalBodyProps } from './FinanceEnquiryModalBody';
import { $financeEnquiryRequest, requestFinanceEnquiry } from './enquiry-request';

export interface FinanceEnquiryModalProps extends Omit<FinanceEnquiryModalBodyProps, 'opening'> {
  /** The dialog's id; its title is `${id}-title`. */
  id: string;
  title: string;
  carName: string;
  priceText: string;
  stockText?: string | undefined;
  closeLabel: string;
}

type Body = ComponentType<FinanceEnquiryModalBodyProps>;
let loading: Promise<Body> | undefined;
/** The form's code, loaded once (again after a failure). */
function loadBody(): Promise<Body> {
  loading ??= import('./FinanceEnquiryModalBody').then(
    (module) => module.default,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** What the page's inline script and this island share: whether the island listens, and a press held until it does. */
type EarlyPress = Window & { fcFinanceListening?: boolean; fcFinancePress?: HTMLElement | undefined };

const triggerOf = (event: Event): HTMLAnchorElement | null =>
  event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('[data-finance-enquiry]') : null;

export default function FinanceEnquiryModal({
  id,
  title,
  carName,
  priceText,
  stockText,
  closeLabel,
  form,
  price,
}: FinanceEnquiryModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const [ModalBody, setBody] = useState<Body>();
  const [opening, setOpening] = useState(0);
  // Listening is what lets requestFinanceEnquiry() answer true.
  const request = useStore($financeEnquiryRequest);

  useEffect(() => {
    if (!request) return;
    trigger.current = request.trigger;
    loadBody().then(
      (body) => {
        setBody(() => body);
        setOpening(request.seq);
      },
      (error: unknown) => {
        console.error('[finance] enquiry form failed to load', error);
        if (request.trigger instanceof HTMLAnchorElement) location.assign(request.trigger.href);
      },
    );
  }, [request]);

  // Open before the form's effects run, so it can put the keyboard in its first field.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && ModalBody && opening > 0 && !dialog.open) dialog.showModal();
  }, [opening, ModalBody]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = triggerOf(event);
      if (
        !link ||
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      if (requestFinanceEnquiry(link)) event.preventDefault();
    };
    const warm = (event: Event) => {
      if (triggerOf(event)) loadBody().catch(() => undefined);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', warm);
    document.addEventListener('focusin', warm);
    // A press the page's inline script held before this listened (FinanceEnquiryModal.astro).
    const early = window as EarlyPress;
    early.fcFinanceListening = true;
    const press = early.fcFinancePress;
    early.fcFinancePress = undefined;
    if (press) requestFinanceEnquiry(press);
    return () => {
      early.fcFinanceListening = false;
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', warm);
      document.removeEventListener('focusin', warm);
    };
  }, []);

  const close = () => dialogRef.current?.close();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which the native dialog already handles
    <dialog
      ref={dialogRef}
      id={id}
      aria-labelledby={`${id}-title`}
      className={
        'fc-enquiry-dialog m-0 h-dvh max-h-dvh w-full max-w-full ' +
        'bg-page p-0 text-ink shadow-2xl sm:m-auto sm:h-auto ' +
        'sm:max-h-[calc(100dvh-3rem)] ' +
        'sm:w-[min(44rem,calc(100vw-3rem))] sm:rounded-brand'
      }
      onClose={() => trigger.current?.focus()}
      // A press on the backdrop (the dialog element itself, outside its content) closes it too.
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="flex h-full flex-col sm:max-h-[calc(100dvh-3rem)]">
        <header className="flex items-start gap-4 border-b border-line px-5 py-4 sm:px-6">
          <div className="min-w-0 flex-1">
            <h2 id={`${id}-title`} className="font-display text-xl font-extrabold text-ink sm:text-2xl">
              {title}
            </h2>
            <p className="mt-1 truncate text-sm font-semibold text-ink" data-enquiry-car>
              {carName}
            </p>
            <p className="text-sm text-muted">
              {priceText}
              {stockText && <span>{` · ${stockText}`}</span>}
            </p>
          </div>
          <button
            type="button"
            data-close
            className="grid size-11 shrink-0 place-items-center rounded-full border border-line hover:bg-panel"
            aria-label={closeLabel}
            onClick={close}
          >
            <Icon path={CLOSE_ICON} className="size-5" />
          </button>
        </header>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6" data-body>
          {ModalBody && <ModalBody form={form} price={price} opening={opening} />}
        </div>
      </div>
    </dialog>
  );
}
