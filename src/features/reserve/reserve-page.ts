/**
 * The reserve page (spec 01 §2.1, spec 02 §4, §9): create the reservation through the API, then
 * pay the deposit through the site's provider. A car holds one active reservation: the shopper
 * who loses the race gets the clear "already reserved" answer. Coming back paid shows the result.
 */
import { callApi } from '../accounts/account-api';
import { $session, startSession } from '../accounts/session-store';

interface ReserveText {
  taken: string;
  reserved: string;
  paid: string;
  paidTest: string;
}

const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(/[^A-Za-z0-9_-]/g, '');

/** Wires the page. */
export async function initReservePage(root: HTMLElement): Promise<void> {
  const carId = root.dataset.carId ?? '';
  const carName = root.dataset.carName ?? '';
  const returnPath = root.dataset.returnPath ?? location.pathname;
  const text = JSON.parse(root.dataset.text ?? '{}') as ReserveText;
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

  void callApi<{ test: boolean }>('/api/payments/provider').then((r) => {
    if (r.ok) testBanner.hidden = !r.data.test;
  });

  if (params.get('paid') === '1') {
    form.hidden = true;
    const test = (params.get('session_id') ?? '').startsWith('test_');
    status.textContent = test ? text.paidTest : text.paid;
    return;
  }

  const state = await callApi<{ reserved: boolean }>(`/api/reservations/${encodeURIComponent(carId)}`);
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
    const reserved = await callApi<{ reservation_id: string; expires_at: string }>('/api/reservations', {
      method: 'POST',
      headers: { 'Idempotency-Key': key },
      body: { car_id: carId, name: String(data.get('name') ?? ''), email: String(data.get('email') ?? ''), phone: String(data.get('phone') ?? '') },
    });
    if (!reserved.ok) {
      error.textContent = reserved.status === 409 ? text.taken : reserved.message;
      submit.disabled = reserved.status === 409;
      if (reserved.status !== 409 && reserved.status !== 0) key = newKey();
      return;
    }
    const until = new Date(reserved.data.expires_at).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' });
    status.textContent = text.reserved.replace('{name}', carName).replace('{until}', until);
    const payment = await callApi<{ url: string }>('/api/payments/checkout', {
      method: 'POST',
      body: { reservation_id: reserved.data.reservation_id, car_id: carId, return_path: returnPath, email: String(data.get('email') ?? '') },
    });
    if (!payment.ok) {
      error.textContent = payment.message;
      submit.disabled = false;
      return;
    }
    location.assign(payment.data.url);
  });
}
