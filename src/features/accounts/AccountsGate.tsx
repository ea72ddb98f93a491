/**
 * The sign-in gate (spec 02 §4, §6): on a gated route a signed-out visitor is sent to sign-in with
 * the page as `redirect` and where they came from as `back`. It renders nothing; the session hint
 * decides in the commit that hydrates it (a layout effect: no re-render, no wait for a paint, so the
 * page's other islands have little time to start fetching for a visitor who is leaving), and the
 * API's answer can still send a visitor whose session ended.
 */
import { useLayoutEffect } from 'react';
import { gateRedirect, type GatingOptions } from '../../domain/gating';
import { signInPath } from '../../paths';
import { safeLocalPath } from './safe-path';
import { $session, startSession } from './session-store';

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
  useLayoutEffect(() => {
    startSession();
    const query = Object.fromEntries(new URLSearchParams(location.search));
    return $session.subscribe((session) => {
      if (session.status === 'unknown') return;
      const target = gateRedirect(
        { path: location.pathname, query },
        session.status === 'signed-in',
        backPath(),
        options,
      );
      if (target) location.replace(signInPath(target.type, target.redirect, target.back));
    });
  }, [options]);
  return null;
}
