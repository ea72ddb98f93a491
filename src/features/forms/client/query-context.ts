/**
 * Forms on pages reached with a car or an offer in the query (/book-test-drive?car_id=,
 * /cars/trade-in?car_id=, /contact?car_id=, /contact-us?offer=): looks the id up in the list the
 * page embeds and tells the form what it is about.
 */
import type { FieldValue } from '../lead-payload';
import type { EnquiryCar } from '../success-record';

/** A car or offer found for the query. */
export interface QueryTarget {
  fixed: Record<string, FieldValue>;
  car?: EnquiryCar;
  /** Shown above the form ("Vehicle: 2024 Toyota HiLux"). */
  about: string;
  detail?: string;
}

type LookupEntry = { fixed: Record<string, FieldValue>; car?: EnquiryCar; title?: string; detail?: string };

function embedded(kind: 'cars' | 'offers'): Record<string, LookupEntry> {
  const script = document.querySelector<HTMLScriptElement>(`script[data-form-${kind}]`);
  try {
    return script ? (JSON.parse(script.textContent ?? '{}') as Record<string, LookupEntry>) : {};
  } catch {
    return {};
  }
}

/** The car named by ?car_id=, when the page lists it. */
export function carFromQuery(params: URLSearchParams): QueryTarget | undefined {
  const id = params.get('car_id');
  const entry = id ? embedded('cars')[id] : undefined;
  if (!entry?.car) return undefined;
  return { fixed: entry.fixed, car: entry.car, about: entry.car.title, ...(entry.detail ? { detail: entry.detail } : {}) };
}

/** The offer named by ?offer=, when the page lists it. */
export function offerFromQuery(params: URLSearchParams): QueryTarget | undefined {
  const id = params.get('offer');
  const entry = id ? embedded('offers')[id] : undefined;
  if (!entry?.title) return undefined;
  return { fixed: entry.fixed, about: entry.title, ...(entry.detail ? { detail: entry.detail } : {}) };
}

/** Fills a form control from a query value: a select only with one of its options, an input with the text. */
export function fillFromQuery(form: HTMLFormElement, name: string, value: string | null): void {
  const control = form.elements.namedItem(name);
  const text = value?.trim().slice(0, 100);
  if (!text || !(control instanceof HTMLInputElement || control instanceof HTMLSelectElement)) return;
  if (control instanceof HTMLSelectElement && ![...control.options].some((o) => o.value === text)) return;
  control.value = text;
}
