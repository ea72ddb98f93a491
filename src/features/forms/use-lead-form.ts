/**
 * The lead form's state and handlers, for LeadForm to render. On hydration it applies the page's
 * query (a car or offer), fills in saved details and notes the page for the lead's context; the
 * submit itself (validation, the outbox, /success: lead-submit.client.ts) loads when the shopper reaches
 * for the form (focus, press, typing) and is awaited by a submit. Should it fail to load, the form
 * posts as it would without JavaScript. The fields are uncontrolled: what the shopper typed is read
 * from the form when it is sent.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { prefillSavedDetails } from './client/form-values';
import { rememberPage } from './client/lead-context';
import { applyQuery } from './client/query-apply';
import type { LeadFormSetup } from './form-setup';
import type { FormSite } from './form-site';
import type { FieldChangeListener, LeadFormContextValue } from './lead-form-context';
import { formWords, initialView, withoutError, type LeadFormView } from './lead-form-view';
import type { LeadStoredDetail } from './lead-submit.client';

export type { LeadStoredDetail };

/** The form's setup and how the page listens to it. */
export interface LeadFormOptions {
  /** The site's rules (the API's own) and the shell's words. */
  site: Pick<FormSite, 'rules' | 'shell'>;
  setup: LeadFormSetup;
  /** Number of steps (0 for a one-step form). */
  steps: number;
  onStep?: ((index: number) => void) | undefined;
  onStored?: ((detail: LeadStoredDetail) => void) | undefined;
}

let engine: Promise<typeof import('./lead-submit.client')> | undefined;
/** The submit's code, loaded once (again after a failure). */
export function loadLeadSubmit(): Promise<typeof import('./lead-submit.client')> {
  engine ??= import('./lead-submit.client').catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}

export function useLeadForm({ site, setup: built, steps, onStep, onStored }: LeadFormOptions) {
  const texts = formWords(site.shell, built);
  const formRef = useRef<HTMLFormElement>(null);
  const setupRef = useRef(built);
  const queryReady = useRef<Promise<unknown>>(Promise.resolve());
  const busyRef = useRef(false);
  const stepRef = useRef(0);
  const stopSettled = useRef<(() => void) | undefined>(undefined);
  const listeners = useRef(new Set<FieldChangeListener>());
  const [view, setView] = useState<LeadFormView>(() => initialView(steps > 1 ? texts.next : texts.submit));
  const patch = (part: Partial<LeadFormView>) => setView((v) => ({ ...v, ...part }));

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration: the built setup is fixed for the island's life
  useEffect(() => {
    const form = formRef.current;
    if (!form) return undefined;
    rememberPage();
    queryReady.current = applyQuery(form, built)
      .then((applied) => {
        setupRef.current = applied.setup;
        patch({
          about: applied.about,
          aboutCar: applied.aboutCar,
          aboutTarget: applied.aboutTarget,
          queryLocation: applied.location,
          queryDealerships: applied.dealerships,
        });
      })
      .catch(() => undefined);
    // The steps' `hidden` decides what shows from here (the stylesheet showed only the first until now).
    patch({ ready: true, prefilled: prefillSavedDetails(form) });
    return () => stopSettled.current?.();
    // Once, on hydration: the built setup is fixed for the island's life.
  }, []);

  useEffect(() => {
    const form = formRef.current;
    if (!form || !view.focus) return;
    if (view.focus.target === 'summary') form.querySelector<HTMLElement>('[data-summary]')?.focus();
    else
      form
        .querySelectorAll<HTMLElement>('[data-step]')
        [view.step]?.querySelector<HTMLElement>('[data-step-heading]')
        ?.focus();
  }, [view.focus, view.step]);

  const showStep = (index: number, focus = true) => {
    if (index < 0 || index >= steps) return;
    stepRef.current = index;
    patch({
      step: index,
      busy: false,
      label: index === steps - 1 ? texts.submit : texts.next,
      focus: focus ? { target: 'step' } : undefined,
    });
    onStep?.(index);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (busyRef.current) return;
    let submit: typeof import('./lead-submit.client')['submitLeadForm'];
    try {
      ({ submitLeadForm: submit } = await loadLeadSubmit());
      await queryReady.current;
    } catch {
      // The submit's code could not load: the form posts as it does without JavaScript.
      form.submit();
      return;
    }
    await submit({
      form,
      rules: site.rules,
      setup: setupRef.current,
      texts,
      step: stepRef.current,
      patch,
      showStep,
      setBusy: (busy) => (busyRef.current = busy),
      onStored,
      keep: (stop) => (stopSettled.current = stop),
    });
  };

  const onFieldChange = useCallback((listener: FieldChangeListener) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);

  const fixedDealership = built.fixed.dealership_slug;
  const carDealership = typeof fixedDealership === 'string' && fixedDealership !== '' ? fixedDealership : undefined;
  const context = useMemo<LeadFormContextValue>(
    () => ({
      step: view.step,
      ready: view.ready,
      errors: view.errors,
      aboutCar: view.aboutCar,
      aboutTarget: view.aboutTarget,
      queryLocation: view.queryLocation,
      queryDealerships: view.queryDealerships,
      carDealership,
      onFieldChange,
    }),
    [
      view.step,
      view.ready,
      view.errors,
      view.aboutCar,
      view.aboutTarget,
      view.queryLocation,
      view.queryDealerships,
      carDealership,
      onFieldChange,
    ],
  );

  return {
    formRef,
    view,
    context,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    /** The shopper reaches for the form: its submit's code loads while they fill it in. */
    onIntent: () => void loadLeadSubmit().catch(() => undefined),
    /** Any field typed in: its message goes (the shopper is fixing it). */
    onInput: (event: FormEvent<HTMLFormElement>) => {
      const name = (event.target as HTMLInputElement).name;
      if (name) setView((v) => withoutError(v, name));
    },
    /** A field changed: tell the fields that follow others (the test-drive times). */
    onChange: (event: FormEvent<HTMLFormElement>) => {
      const target = event.target as HTMLInputElement;
      if (target.name) for (const listener of listeners.current) listener(target.name, target.value);
    },
    back: () => showStep(stepRef.current - 1),
  };
}
