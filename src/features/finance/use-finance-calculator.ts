/**
 * The finance calculator's state: the fields as typed, the frequency, and the figures they give
 * (the pure view model). Publishes the amount, deposit and term for the finance enquiry modal, and
 * sends the calculator-use event on the first change (spec 02 §4, event 26). Opens on the car's
 * finance figure; one made in the browser from a late quote (quoted-figure.ts) replaces the start
 * while the shopper has changed nothing.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Frequency } from '../../domain/finance';
import { frequencyFrom, RANGE_FIELDS } from './calculator-model';
import { ANALYTICS_EVENTS } from '../analytics/events';
import { trackEvent } from '../analytics/track.client';
import {
  calculatorView,
  commitField,
  fieldsFromInputs,
  inputsFromFields,
  setupForFigure,
  type CalculatorFields,
  type CalculatorSetup,
  type CalculatorView,
} from './calculator-model';
import { publishCalculatorFigures } from './enquiry-request';
import { $quotedFigure } from './quoted-figure';

/** What the calculator's parts read and call. */
export interface FinanceCalculatorState {
  /** The setup in use (the build's, or one for a figure that arrived in the browser). */
  setup: CalculatorSetup;
  fields: CalculatorFields;
  frequency: Frequency;
  view: CalculatorView;
  /** A field typed in (recomputes at once; nothing is overruled while typing). */
  change: (name: keyof CalculatorFields, value: string) => void;
  /** A field committed (left, or Enter): it shows the value the calculator uses. */
  commit: (name: keyof CalculatorFields) => void;
  choose: (frequency: Frequency) => void;
  /** Ref for the calculator's form: commits a field on its native `change`, and takes over values the browser restored. */
  formRef: (form: HTMLFormElement | null) => (() => void) | undefined;
}

const FIELD_NAMES: ReadonlyArray<keyof CalculatorFields> = ['amount', ...RANGE_FIELDS];
const isField = (name: string | undefined): name is keyof CalculatorFields =>
  FIELD_NAMES.includes(name as keyof CalculatorFields);

/** The calculator's state from its setup and starting fields. */
export function useFinanceCalculator(
  builtSetup: CalculatorSetup,
  start: { fields: CalculatorFields; frequency: Frequency },
  amountSlider: boolean,
): FinanceCalculatorState {
  const [setup, setSetup] = useState(builtSetup);
  const [origin, setOrigin] = useState(start);
  const [fields, setFields] = useState(start.fields);
  const [frequency, setFrequency] = useState(start.frequency);
  const used = useRef(false);
  const view = useMemo(
    () => calculatorView(setup, inputsFromFields(fields, frequency), inputsFromFields(origin.fields, origin.frequency)),
    [setup, fields, frequency, origin],
  );

  // A figure the strip made from a quote that arrived after the build: the calculator opens on it, unless the shopper is already at work.
  useEffect(
    () =>
      $quotedFigure.subscribe((figure) => {
        if (!figure || used.current) return;
        const opening = { fields: fieldsFromInputs(figure.inputs, amountSlider), frequency: figure.inputs.frequency };
        setSetup(setupForFigure(builtSetup, figure));
        setOrigin(opening);
        setFields(opening.fields);
        setFrequency(opening.frequency);
      }),
    [builtSetup, amountSlider],
  );

  const touch = useCallback(() => {
    if (used.current) return;
    used.current = true;
    trackEvent(ANALYTICS_EVENTS.calculatorUse);
  }, []);
  const change = useCallback(
    (name: keyof CalculatorFields, value: string) => {
      touch();
      setFields((current) => (current[name] === value ? current : { ...current, [name]: value }));
    },
    [touch],
  );
  const commit = useCallback(
    (name: keyof CalculatorFields) => setFields((current) => commitField(setup, current, name, amountSlider)),
    [setup, amountSlider],
  );
  const choose = useCallback(
    (next: Frequency) => {
      touch();
      setFrequency(next);
    },
    [touch],
  );

  // A ref callback, so the listener is there as soon as the island has hydrated, before any held input is replayed.
  const formRef = useCallback(
    (form: HTMLFormElement | null) => {
      if (!form) return undefined;
      // A page restored from history may hold the shopper's last values (they arrive before any script).
      const value = (name: string) => {
        const control = form.elements.namedItem(name);
        return control instanceof HTMLInputElement || control instanceof RadioNodeList ? control.value : undefined;
      };
      setFields((current) => {
        const restored = Object.fromEntries(
          FIELD_NAMES.map((name) => [name, value(name) ?? current[name]]),
        ) as CalculatorFields;
        return FIELD_NAMES.every((name) => restored[name] === current[name]) ? current : restored;
      });
      setFrequency((current) => frequencyFrom(value('frequency'), current));
      // The native change is the commit (React's onChange follows every keystroke).
      const onCommit = (event: Event) => {
        const name = event.target instanceof HTMLInputElement ? event.target.name : undefined;
        if (isField(name)) commit(name);
      };
      form.addEventListener('change', onCommit);
      return () => form.removeEventListener('change', onCommit);
    },
    [commit],
  );

  // Once on hydration, then on every change: the enquiry modal starts from what the shopper worked out.
  useEffect(
    () => publishCalculatorFigures({ amount: fields.amount, deposit: fields.deposit, termYears: fields.termYears }),
    [fields.amount, fields.deposit, fields.termYears],
  );

  return { setup, fields, frequency, view, change, commit, choose, formRef };
}
