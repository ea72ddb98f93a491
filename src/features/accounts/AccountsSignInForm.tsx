/**
 * The sign-in island (spec 01 §6, spec 02 §2): mobile number, one-time code, then back to
 * `redirect`; Back goes to `back`. Both are read from the URL after hydration and accepted only as
 * paths on this site. A signed-in shopper sees who they are and can sign out. The built HTML is
 * the phone step with links home (what the server knows), so hydration matches it.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { formatPhoneNational } from '../../domain/phone';
import { accountApi } from './account-api.client';
import { safeLocalPath } from './safe-path';
import { $session, SESSION_SERVER_SNAPSHOT, setSignedIn, signOut, startSession } from './session-store';

/** The form's wording; `codeSent` and `signedInAs` have a {phone} placeholder. */
export interface SignInText {
  phone: string;
  phoneHint: string;
  sendCode: string;
  code: string;
  codeHint: string;
  verify: string;
  changeNumber: string;
  codeSent: string;
  signedInAs: string;
  continue: string;
  signOut: string;
  back: string;
  failed: string;
}

export interface AccountsSignInFormProps {
  text: SignInText;
}

const FIELD =
  'mt-1 block w-full rounded-brand border border-line bg-page px-3 py-3 text-lg text-ink focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/40';

export default function AccountsSignInForm({ text }: AccountsSignInFormProps) {
  const session = useStore($session, { ssr: () => SESSION_SERVER_SNAPSHOT });
  const [targets, setTargets] = useState({ redirect: '/', back: '/' });
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState('');
  const [error, setError] = useState('');
  const phone = useRef<HTMLInputElement>(null);
  const code = useRef<HTMLInputElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const redirect = safeLocalPath(params.get('redirect'));
    setTargets({ redirect, back: safeLocalPath(params.get('back'), redirect) });
    startSession();
  }, []);
  // The field of the step just shown takes focus (not on the first render: the page keeps its own).
  useEffect(() => {
    if (moved.current) (step === 'code' ? code : phone).current?.focus();
  }, [step]);

  const call = async <T,>(
    request: () => Promise<{ ok: true; data: T } | { ok: false; message: string }>,
  ): Promise<T | undefined> => {
    setError('');
    setBusy(true);
    const result = await request();
    setBusy(false);
    if (!result.ok) setError(result.message || text.failed);
    return result.ok ? result.data : undefined;
  };
  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await call(() => accountApi.requestCode(phone.current?.value ?? ''));
    if (!sent) return;
    setSentTo(text.codeSent.replace('{phone}', sent.sent_to));
    moved.current = true;
    setStep('code');
  };
  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const verified = await call(() => accountApi.verifyCode(phone.current?.value ?? '', code.current?.value ?? ''));
    if (!verified) return;
    setSignedIn(verified.user.phone);
    location.replace(targets.redirect);
  };
  const changeNumber = () => {
    if (code.current) code.current.value = '';
    moved.current = true;
    setStep('phone');
  };
  const signedIn = session.status === 'signed-in';

  return (
    <>
      <form
        id="sign-in-phone-form"
        method="post"
        className="mt-6 space-y-4"
        noValidate
        hidden={signedIn || step === 'code'}
        onSubmit={sendCode}
      >
        <div>
          <label htmlFor="sign-in-phone" className="font-semibold text-ink">
            {text.phone}
          </label>
          <input
            ref={phone}
            id="sign-in-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            className={FIELD}
            aria-describedby="sign-in-phone-hint"
          />
          <p id="sign-in-phone-hint" className="mt-1 text-sm text-muted">
            {text.phoneHint}
          </p>
        </div>
        <button type="submit" className="fc-btn fc-btn-primary w-full" disabled={busy}>
          {text.sendCode}
        </button>
      </form>

      <form
        id="sign-in-code-form"
        method="post"
        className="mt-6 space-y-4"
        noValidate
        hidden={step !== 'code'}
        onSubmit={verify}
      >
        <p id="sign-in-sent" className="text-ink">
          {sentTo}
        </p>
        <div>
          <label htmlFor="sign-in-code" className="font-semibold text-ink">
            {text.code}
          </label>
          <input
            ref={code}
            id="sign-in-code"
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            pattern="[0-9]{6}"
            required
            className={`${FIELD} tracking-[0.4em]`}
            aria-describedby="sign-in-code-hint"
          />
          <p id="sign-in-code-hint" className="mt-1 text-sm text-muted">
            {text.codeHint}
          </p>
        </div>
        <button type="submit" className="fc-btn fc-btn-primary w-full" disabled={busy}>
          {text.verify}
        </button>
        <button
          type="button"
          id="sign-in-change"
          className="fc-btn fc-btn-outline w-full"
          disabled={busy}
          onClick={changeNumber}
        >
          {text.changeNumber}
        </button>
      </form>

      <div id="sign-in-done" className="mt-6 space-y-4" hidden={!signedIn}>
        <p id="sign-in-who" className="font-semibold text-ink">
          {session.status === 'signed-in'
            ? text.signedInAs.replace('{phone}', formatPhoneNational(session.phone) || session.phone)
            : ''}
        </p>
        <a id="sign-in-continue" href={targets.redirect} className="fc-btn fc-btn-primary w-full">
          {text.continue}
        </a>
        <button
          type="button"
          id="sign-in-sign-out"
          className="fc-btn fc-btn-outline w-full"
          onClick={() => void signOut()}
        >
          {text.signOut}
        </button>
      </div>

      <p id="sign-in-error" role="alert" className="mt-4 font-semibold text-bad">
        {error}
      </p>
      <p className="mt-6">
        <a id="sign-in-back" href={targets.back} className="font-semibold text-brand underline">
          {text.back}
        </a>
      </p>
    </>
  );
}
