/**
 * `<fc-gate>`: on a gated route (spec 02 §4, §6), a signed-out visitor is sent to sign-in with
 * the page as `redirect` and where they came from as `back`. The session hint decides at once;
 * the API's answer can still send a visitor whose session ended.
 */
import { gateRedirect, type GatingOptions } from '../../domain/gating';
import { signInPath } from '../../paths';
import { safeLocalPath } from './safe-path';
import { $session, startSession } from './session-store';

/** Where Back goes: the page the visitor came from on this site, else home. */
function backPath(): string {
  try {
    const from = new URL(document.referrer);
    return from.origin === location.origin ? safeLocalPath(`${from.pathname}${from.search}`) : '/';
  } catch {
    return '/';
  }
}

function defineGate(): void {
  class GateElement extends HTMLElement {
    connectedCallback() {
      const options = JSON.parse(this.dataset.options ?? '{}') as GatingOptions;
      const query = Object.fromEntries(new URLSearchParams(location.search));
      startSession();
      $session.subscribe((session) => {
        if (session.status === 'unknown') return;
        const target = gateRedirect({ path: location.pathname, query }, session.status === 'signed-in', backPath(), options);
        if (target) location.replace(signInPath(target.type, target.redirect, target.back));
      });
    }
  }

  if (!customElements.get('fc-gate')) customElements.define('fc-gate', GateElement);
}

if (typeof customElements !== 'undefined') defineGate();
