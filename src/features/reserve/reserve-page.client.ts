/**
 * The reserve page (spec 01 §2.1, spec 02 §4, §9): create the reservation through the API, then
 * pay the deposit through the site's provider. A car holds one active reservation: the shopper
 * who loses the race gets the clear "already reserved" answer. Coming back from paying, the page
 * asks the API whether the deposit is confirmed (by the provider, server to server); the return
 * URL itself proves nothing.
 */
import { callApi, setApiFailureMessage } from '../accounts/account-api.client';
import { $session, startSession } from '../accounts/session-store';
import {
  paymentCheckoutApiPath,
  paymentProviderApiPath,
  paymentStatusApiPath,
  reservationStatusApiPath,
  reservationsApiPath,
} from '../../paths';

interface ReserveText {
  taken: string;
  reserved: string;
  paid: string;
  paidTest: string;
  confirming: string;
  notPaidYet: string;
  unknownReservation: string;
  failed: string;
}

/** The answer of GET /api/payments/status/:reservationId. */
interface PaymentStatus {
  paid: boolean;
  test: boolean;
  status: 'active' | 'expired' | 'cancelled';
  expires_at: string;
}

/** How often and how long the return page asks before saying the payment has not arrived (a webhook can lag). */
export const PAYMENT_POLL = { intervalMs: 1500, attempts: 8 } as const;

const newKey = () =>
  (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(
    /[^A-Za-z0-9_-]/g,
    '',
  );
const untilText = (iso: string) => new Date(iso).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' });
const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Asks until the deposit is confirmed paid (or the attempts run out); shows the outcome. */
async function showPaymentOutcome(
  reservationId: string,
  text: ReserveText,
  status: HTMLElement,
  error: HTMLElement,
): Promise<void> {
  status.textContent = text.confirming;
  for (let attempt = 1; ; attempt++) {
    const answer = await callApi<PaymentStatus>(paymentStatusApiPath(reservationId));
    if (!answer.ok && answer.status === 404) {
      status.textContent = '';
      error.textContent = text.unknownReservation;
      return;
    }
    if (answer.ok && answer.data.paid) {
      status.textContent = answer.data.test ? text.paidTest : text.paid;
      return;
    }
    if (attempt >= PAYMENT_POLL.attempts) {
      status.textContent = '';
      error.textContent = answer.ok
        ? text.notPaidYet.replace('{until}', untilText(answer.data.expires_at))
        : answer.message;
      return;
    }
    await wait(PAYMENT_POLL.intervalMs);
  }
}

/** Wires the page. */
export async function initReservePage(root: HTMLElement): Promise<void> {
  const carId = root.dataset.carId ?? '';
  const carName = root.dataset.carName ?? '';
  const returnPath = root.dataset.returnPath ?? location.pathname;
  // No deposit (none stated, or $0): reserving holds the car and nothing is paid.
  const hasDeposit = root.dataset.deposit !== undefined;
  const text = JSON.parse(root.dataset.text ?? '{}') as ReserveText;
  setApiFailureMessage(text.failed);
  const form = root.querySelector<HTMLFormElement>('#reserve-form')!;
  const status = root.querySelector<HTMLElement>('#reserve-status')!;
  const error = root.querySelector<HTMLElement>('#reserve-error')!;
  const testBanner = root.querySelector<HTMLElement>('#reserve-test-banner')!;
  const submit = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  const params = new URLSearchParams(location.search);

  startSession();
  $session.subscribe((session) => {
    const phone = form.elements.namedItem('phone') as HTMLInputElement;
    if (session.status === 'signed-in' && !phone.value) phone.value = session.phone;
  });

  void callApi<{ test: boolean }>(paymentProviderApiPath).then((r) => {
    if (r.ok) testBanner.hidden = !r.data.test;
  });

  const returning = params.get('reservation');
  if (returning) {
    form.hidden = true;
    await showPaymentOutcome(returning, text, status, error);
    return;
  }

  const state = await callApi<{ reserved: boolean }>(reservationStatusApiPath(carId));
  if (state.ok && state.data.reserved) {
    error.textContent = text.taken;
    submit.disabled = true;
  }

  // One key per attempt: a retried request after a network failure replays, never doubles.
  let key = newKey();
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.textContent = '';
    if (!form.reportValidity()) return;
    const data = new FormData(form);
    submit.disabled = true;
    const reserved = await callApi<{ reservation_id: string; expires_at: string }>(reservationsApiPath, {
      method: 'POST',
      headers: { 'Idempotency-Key': key },
      body: {
        car_id: carId,
        name: String(data.get('name') ?? ''),
        email: String(data.get('email') ?? ''),
        phone: String(data.get('phone') ?? ''),
      },
    });
    if (!reserved.ok) {
      error.textContent = reserved.status === 409 ? text.taken : reserved.message;
      submit.disabled = reserved.status === 409;
      if (reserved.status !== 409 && reserved.status !== 0) key = newKey();
      return;
    }
    status.textContent = text.reserved
      .replace('{name}', carName)
      .replace('{until}', untilText(reserved.data.expires_at));
    if (!hasDeposit) {
      form.hidden = true;
      return;
    }
    const payment = await callApi<{ url: string }>(paymentCheckoutApiPath, {
      method: 'POST',
      body: {
        reservation_id: reserved.data.reservation_id,
        car_id: carId,
        return_path: returnPath,
        email: String(data.get('email') ?? ''),
      },
    });
    if (!payment.ok) {
      error.textContent = payment.message;
      submit.disabled = false;
      return;
    }
    location.assign(payment.data.url);
  });
}
