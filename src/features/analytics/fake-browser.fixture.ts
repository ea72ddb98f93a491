/**
 * A minimal stand-in for the browser globals the analytics modules touch (window, document, the
 * load event, idle callbacks, script elements), so loader, queues and track run under Vitest's
 * Node environment. `install()` puts it in place; vi.unstubAllGlobals() removes it.
 */
import { vi } from 'vitest';
import { TRACKERS_ELEMENT, type Tracker } from './trackers';

/** A script element as the loader makes it. */
export interface FakeScript {
  async: boolean;
  src: string;
  onerror: (() => void) | null;
}

/** Options of the fake page. */
export interface FakeBrowserOptions {
  /** The page's trackers (written into the carrier element as the layout does); raw text wins. */
  trackers?: Tracker[];
  rawTrackers?: string;
  readyState?: DocumentReadyState;
  /** Leave out requestIdleCallback (Safari). */
  noIdleCallback?: boolean;
}

/** Installs a fake window and document; returns handles to drive and inspect them. */
export function installFakeBrowser(options: FakeBrowserOptions = {}) {
  const scripts: FakeScript[] = [];
  const loadListeners: (() => void)[] = [];
  const idle: { run: () => void; timeout?: number }[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const raw = options.rawTrackers ?? (options.trackers ? JSON.stringify(options.trackers) : undefined);
  const document = {
    readyState: options.readyState ?? 'interactive',
    head: { append: (script: FakeScript) => scripts.push(script) },
    createElement: (tag: string): FakeScript => {
      if (tag !== 'script') throw new Error(`unexpected element ${tag}`);
      return { async: false, src: '', onerror: null };
    },
    querySelector: (selector: string) =>
      selector === TRACKERS_ELEMENT && raw !== undefined
        ? { getAttribute: (name: string) => (name === 'data-trackers' ? raw : null) }
        : null,
  };
  const window: Record<string, unknown> = {
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') loadListeners.push(listener);
    },
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  };
  if (!options.noIdleCallback)
    window.requestIdleCallback = (run: () => void, opts?: { timeout?: number }) =>
      idle.push({ run, timeout: opts?.timeout });
  vi.stubGlobal('window', window);
  vi.stubGlobal('document', document);
  return {
    window: window as unknown as Window,
    document,
    scripts,
    idle,
    timers,
    /** Fires `load` (the document becomes complete). */
    load() {
      document.readyState = 'complete';
      loadListeners.splice(0).forEach((listener) => listener());
    },
    /** Runs the idle callbacks and timers waiting now. */
    runIdle() {
      idle.splice(0).forEach((entry) => entry.run());
      timers.splice(0).forEach((entry) => entry.run());
    },
  };
}

/** Whether a dataLayer entry is a gtag command (an `arguments` object, as gtag.js requires). */
export const isArguments = (entry: unknown) => Object.prototype.toString.call(entry) === '[object Arguments]';

/** A gtag command or fbq call as a plain array. */
export const asList = (entry: unknown) => Array.from(entry as ArrayLike<unknown>);
