/**
 * The sign-in page (spec 01 §6, spec 02 §2): mobile number, one-time code, then back to
 * `redirect`; Back goes to `back`. The heading says why the shopper is signing in (`type`).
 */
import { formatPhoneNational } from '../../domain/phone';
import { accountApi } from './account-api';
import { safeLocalPath } from './safe-path';
import { $session, setSignedIn, signOut, startSession } from './session-store';

const byId = <T extends HTMLElement>(root: ParentNode, id: string) => root.querySelector<T>(`#${id}`)!;

/** Wires the page's forms; the titles per type come from the page's data attribute. */
export function initSignInPage(root: HTMLElement): void {
  const params = new URLSearchParams(location.search);
  const redirect = safeLocalPath(params.get('redirect'));
  const back = safeLocalPath(params.get('back'), redirect);
  const titles = JSON.parse(root.dataset.titles ?? '{}') as Record<string, string>;
  const purpose = byId(root, 'sign-in-purpose');
  purpose.textContent = titles[params.get('type') ?? ''] ?? titles.watchlist ?? '';
  byId<HTMLAnchorElement>(root, 'sign-in-back').href = back;
  byId<HTMLAnchorElement>(root, 'sign-in-continue').href = redirect;

  const phoneForm = byId<HTMLFormElement>(root, 'sign-in-phone-form');
  const codeForm = byId<HTMLFormElement>(root, 'sign-in-code-form');
  const signedIn = byId(root, 'sign-in-done');
  const error = byId(root, 'sign-in-error');
  const phoneInput = byId<HTMLInputElement>(root, 'sign-in-phone');
  const codeInput = byId<HTMLInputElement>(root, 'sign-in-code');
  const sentTo = byId(root, 'sign-in-sent');
  const failed = root.dataset.failed ?? '';

  const busy = (form: HTMLFormElement, on: boolean) => form.querySelectorAll('button').forEach((b) => (b.disabled = on));
  const fail = (message: string) => {
    error.textContent = message || failed;
  };

  startSession();
  $session.subscribe((session) => {
    const yes = session.status === 'signed-in';
    signedIn.hidden = !yes;
    phoneForm.hidden = yes || !codeForm.hidden;
    if (yes) byId(root, 'sign-in-who').textContent = (root.dataset.signedInAs ?? '{phone}').replace('{phone}', formatPhoneNational(session.phone) || session.phone);
  });

  phoneForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.textContent = '';
    busy(phoneForm, true);
    const result = await accountApi.requestCode(phoneInput.value);
    busy(phoneForm, false);
    if (!result.ok) return fail(result.message);
    sentTo.textContent = (root.dataset.codeSent ?? '{phone}').replace('{phone}', result.data.sent_to);
    phoneForm.hidden = true;
    codeForm.hidden = false;
    codeInput.focus();
  });

  codeForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.textContent = '';
    busy(codeForm, true);
    const result = await accountApi.verifyCode(phoneInput.value, codeInput.value);
    busy(codeForm, false);
    if (!result.ok) return fail(result.message);
    setSignedIn(result.data.user.phone);
    location.replace(redirect);
  });

  byId(root, 'sign-in-change').addEventListener('click', () => {
    codeForm.hidden = true;
    phoneForm.hidden = false;
    codeInput.value = '';
    phoneInput.focus();
  });
  byId(root, 'sign-in-sign-out').addEventListener('click', () => void signOut());
}
