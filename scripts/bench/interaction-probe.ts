/**
 * The script the interaction rows add to each page before any of the page's own (a plain string,
 * so nothing of the bench's build tooling leaks into the page). It finds the element in the first
 * animation frame that shows it (a button by its accessible name — aria-label or text — that has a
 * box; a field by its label's text), scrolls it into view when it is outside the viewport, arms the
 * probe on it and tells the bench where it is on screen (the `__fcFound` binding), so the bench's
 * input follows its appearance as closely as a round trip allows. It records:
 * - Event Timing entries (`PerformanceObserver` type `event`, `durationThreshold: 16`);
 * - the input: the first trusted pointerdown (or keydown whose key matches) after the bench arms it,
 *   its `timeStamp` (the entries' startTime), and whether the element's island (astro-island
 *   without `ssr`) or custom element (defined) had hydrated by then (null when neither is around
 *   it: a page script's element, whose readiness the page does not show);
 * - the response: the first change after the input to what the element's component (the nearest
 *   astro-island or custom element around it, else its section) shows — its text, its pictures
 *   (src, alt) or what it hides; not a change that leaves them as they were, such as a script
 *   starting up and setting what the server already rendered — or a navigation it started, which
 *   is cancelled so the page stays (the favourite signed out goes to sign-in: the row times the
 *   press's own paint, not the next page); then the next paint after it: the first task after the
 *   next animation frame.
 */
export const PROBE_SCRIPT = `(() => {
  const s = { events: [], inputAt: NaN, responseAt: NaN, paintAt: NaN, response: '', armed: false, keyPattern: null, target: null, region: null, regionSig: '', hydratedAtInput: null, onTarget: false };
  window.__fcBench = s;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) s.events.push({ name: e.name, startTime: e.startTime, duration: e.duration, interactionId: e.interactionId || 0 });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch (error) {
    s.response = 'no Event Timing in this browser';
  }
  const paint = (why) => {
    if (!s.armed || s.response || Number.isNaN(s.inputAt)) return;
    s.response = why;
    s.responseAt = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { s.paintAt = performance.now(); };
      channel.port2.postMessage(null);
    });
  };
  if (window.navigation) {
    window.navigation.addEventListener('navigate', (e) => {
      if (!s.armed) return;
      if (e.cancelable) e.preventDefault();
      paint('navigation');
    });
  }
  s.hydrated = (el) => {
    for (let n = el; n; n = n.parentElement) {
      if (n.localName === 'astro-island') { if (n.hasAttribute('ssr')) return false; }
      else if (n.localName.includes('-') && !customElements.get(n.localName)) return false;
    }
    return true;
  };
  s.componentAround = (el) => {
    for (let n = el; n; n = n.parentElement) if (n.localName.includes('-')) return true;
    return false;
  };
  // Ready: the element's island hydrated (or custom element defined), and the page's modules run where
  // the page loads them after its first picture (<html data-scripts>, src/layouts/after-paint-modules.ts).
  const modulesRun = () => !document.querySelector('script[data-modules]') || !!document.documentElement.dataset.scripts;
  // An island that hydrates when reached for (client:late="intent") is reached for first: a pointer
  // over the island itself, as a shopper's approach would (the element inside hears nothing of it).
  s.whenHydrated = (el) => new Promise((ready) => {
    for (let n = el; n; n = n.parentElement) if (n.localName === 'astro-island' && n.hasAttribute('ssr')) n.dispatchEvent(new PointerEvent('pointerover'));
    const check = () => (s.hydrated(el) && modulesRun() ? ready(true) : setTimeout(check, 50));
    check();
  });
  const componentOf = (el) => {
    for (let n = el.parentElement; n; n = n.parentElement) if (n.localName.includes('-')) return n;
    return el.closest('section') || document.body;
  };
  const mark = (e) => {
    if (!s.armed || !e.isTrusted || !Number.isNaN(s.inputAt)) return;
    if (s.keyPattern ? e.type !== 'keydown' || !s.keyPattern.test(e.key) : e.type !== 'pointerdown') return;
    s.inputAt = e.timeStamp;
    s.onTarget = s.target.contains(e.target);
    s.hydratedAtInput = s.componentAround(s.target) ? s.hydrated(s.target) : null;
    s.regionSig = s.region ? shown(s.region) : '';
  };
  addEventListener('pointerdown', mark, true);
  addEventListener('keydown', mark, true);
  // What a component shows: its text, its pictures and what it hides.
  const shown = (region) => {
    const pictures = [...region.querySelectorAll('img')].map((i) => (i.getAttribute('src') || '') + '#' + (i.getAttribute('alt') || '')).join(',');
    return region.textContent + '|' + pictures + '|' + region.querySelectorAll('[hidden]').length;
  };
  s.arm = (el, keyPattern) => {
    s.target = el;
    s.keyPattern = keyPattern ? new RegExp(keyPattern) : null;
    s.region = componentOf(el);
    s.armed = true;
    new MutationObserver(() => {
      if (Number.isNaN(s.inputAt) || s.response) return;
      if (shown(s.region) !== s.regionSig) paint('dom');
    }).observe(s.region, { subtree: true, childList: true, characterData: true, attributes: true });
  };
  const nameOf = (el) => (el.getAttribute('aria-label') || el.textContent || '').trim();
  const match = (spec) => {
    if (spec.label) {
      for (const label of document.querySelectorAll('label')) if (label.control && label.textContent.trim() === spec.name) return label.control;
      return null;
    }
    for (const button of document.querySelectorAll('button')) if (button.getClientRects().length > 0 && nameOf(button) === spec.name) return button;
    return null;
  };
  s.centre = (el) => {
    let r = el.getBoundingClientRect();
    if (r.top < 0 || r.bottom > innerHeight) {
      el.scrollIntoView({ block: 'center' });
      r = el.getBoundingClientRect();
    }
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  };
  s.find = (spec) => {
    const found = (el) => {
      const r = el.getBoundingClientRect();
      if (r.top < 0 || r.bottom > innerHeight) el.scrollIntoView({ block: 'center' });
      s.arm(el, spec.keys);
      requestAnimationFrame(() => window.__fcFound({ ...s.centre(el), at: performance.now(), type: el.getAttribute('type') || el.localName }));
    };
    // The component must be parsed to its end (something follows it), or the parser's own insertions would look like a response.
    const closed = (el) => {
      for (let n = componentOf(el); n && n !== document.body; n = n.parentElement) if (n.nextSibling) return true;
      return document.readyState !== 'loading';
    };
    const look = () => {
      const el = match(spec);
      if (el && closed(el)) found(el);
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  };
})();`;

/** What the probe looks for: a button by its accessible name, or (`label`) a field by its label's text; `keys` arms it on keydowns matching. */
export interface ProbeTarget {
  name: string;
  label?: boolean;
  keys?: string;
}

/** The probe and the call that starts looking for `target` as soon as the page has a frame. */
export function probeFor(target: ProbeTarget): string {
  return `${PROBE_SCRIPT}\nwindow.__fcBench.find(${JSON.stringify({ name: target.name, label: target.label ?? false, keys: target.keys ?? null })});`;
}
