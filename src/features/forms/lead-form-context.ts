/**
 * What a lead form shares with the fields inside it: their messages, which questions the page's
 * query has answered (a car brings its own dealership and location), and changes of other fields
 * (the test-drive times follow the location select).
 */
import { createContext, useContext, useEffect, useEffectEvent } from 'react';

/** A field's value changed (the form's change event, by field name). */
export type FieldChangeListener = (name: string, value: string) => void;

/** The lead form's state as its fields see it. */
export interface LeadFormContextValue {
  /** The step showing (multi-step forms). */
  step: number;
  /** The component has taken over: steps hide by `hidden` (before, the stylesheet shows only the first). */
  ready: boolean;
  /** Message per field name ('' or absent: none). */
  errors: Readonly<Record<string, string>>;
  /** The query named a car: the "where" questions are not asked. */
  aboutCar: boolean;
  /** The query named a car or an offer: the category is not asked. */
  aboutTarget: boolean;
  /** The location the query's car is at, when it named one. */
  queryLocation?: string | undefined;
  /** The dealerships (slugs) the query's offer can be enquired about at, when it narrows them. */
  queryDealerships?: readonly string[] | undefined;
  /** The dealership (slug) the form's own car belongs to: its locations are the only ones offered. */
  carDealership?: string | undefined;
  /** Subscribes to field changes; returns the unsubscribe. */
  onFieldChange: (listener: FieldChangeListener) => () => void;
}

const NO_FORM: LeadFormContextValue = {
  step: 0,
  ready: false,
  errors: {},
  aboutCar: false,
  aboutTarget: false,
  onFieldChange: () => () => undefined,
};

/** The context LeadForm provides. */
export const LeadFormContext = createContext<LeadFormContextValue>(NO_FORM);

/** The lead form around a field. */
export function useLeadFormContext(): LeadFormContextValue {
  return useContext(LeadFormContext);
}

/** The message showing at a field ('' for none). */
export function useFieldError(name: string): string {
  return useContext(LeadFormContext).errors[name] ?? '';
}

/** Calls `listener` whenever a field of the form changes (the latest listener, without resubscribing). */
export function useFieldChange(listener: FieldChangeListener): void {
  const { onFieldChange } = useContext(LeadFormContext);
  const changed = useEffectEvent(listener);
  useEffect(() => onFieldChange((name, value) => changed(name, value)), [onFieldChange]);
}

/** The id of a field's control: the form's id, then the field name made safe for an id. */
export function fieldId(form: string, name: string): string {
  return `${form}-${name.replace(/[^a-z0-9_-]/gi, '-')}`;
}
