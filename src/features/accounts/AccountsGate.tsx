/**
 * The sign-in gate (spec 02 §4, §6): on a gated route a signed-out visitor is sent to sign-in with
 * the page as `redirect` and where they came from as `back`. It renders nothing; the session hint
 * decides as soon as it has hydrated, and the API's answer can still send a visitor whose session ended.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { gateRedirect, type GatingOptions } from '../../domain/gating';
import { signInPath } from '../../paths';
import { safeLocalPath } from './safe-path';
import { $session, SESSION_SERVER_SNAPSHOT, startSession } from './session-store';

export interface AccountsGateProps {
  options: GatingOptions;
}

/** Where Back goes: the page the visitor came from on this site, else home. */
function backPath(): string {
  try {
    const from = new URL(document.referrer);
    return from.origin === location.origin ? safeLocalPath(`${from.pathname}${from.search}`) : '/';
  } catch {
    return '/';
  }
}

export default function AccountsGate({ options }: AccountsGateProps) {
  const session = useStore($session, { ssr: () => SESSION_SERVER_SNAPSHOT });
  useEffect(startSession, []);
  useEffect(() => {
    if (session.status === 'unknown') return;
    const query = Object.fromEntries(new URLSearchParams(location.search));
    const target = gateRedirect({ path: location.pathname, query }, session.status === 'signed-in', backPath(), options);
    if (target) location.replace(signInPath(target.type, target.redirect, target.back));
  }, [session, options]);
  return null;
}
