/**
 * Forms on pages reached with a car or an offer in the query (/book-test-drive?car_id=,
 * /cars/trade-in?car_id=, /contact?car_id=, /contact-us?offer=): checks the id against the list the
 * page embeds (car ids; offers in full) and tells the form what it is about. A car's details come
 * from /form-cars/{id}.json, fetched only when a page is opened with that car.
 */
import type { FieldValue } from '../../../contracts/lead-payload';
import type { EnquiryCar } from '../success-record';

/** A car or offer found for the query. */
export interface QueryTarget {
  /** A car (?car_id=) or an offer (?offer=). */
  is: 'car' | 'offer';
  fixed: Record<string, FieldValue>;
  car?: EnquiryCar;
  /** Shown above the form ("Vehicle: 2024 Toyota HiLux"). */
  about: string;
  detail?: string;
  /** An offer's dealerships (slugs): the ones that sell its make. */
  dealerships?: string[];
}

type LookupEntry = {
  fixed: Record<string, FieldValue>;
  car?: EnquiryCar;
  title?: string;
  detail?: string;
  dealerships?: unknown;
};

function embedded<T>(kind: 'cars' | 'offers', empty: T): T {
  const script = document.querySelector<HTMLScriptElement>(`script[data-form-${kind}]`);
  try {
    return script ? (JSON.parse(script.textContent ?? '') as T) : empty;
  } catch {
    return empty;
  }
}

/** Where a form fetches one car of its page's list (written by src/pages/form-cars/[id].json.ts). */
export function formCarPath(id: string): string {
  return `/form-cars/${encodeURIComponent(id)}.json`;
}

/**
 * The car named by ?car_id=, when the page lists it. When its details can't be fetched (offline),
 * the lead still names the car by its id, so the dealer knows which one.
 */
export async function carFromQuery(
  params: URLSearchParams,
  fetchJson: (url: string) => Promise<unknown> = defaultFetchJson,
): Promise<QueryTarget | undefined> {
  const id = params.get('car_id');
  const ids = embedded<unknown>('cars', []);
  if (!id || !Array.isArray(ids) || !ids.includes(id)) return undefined;
  let entry: LookupEntry | undefined;
  try {
    entry = (await fetchJson(formCarPath(id))) as LookupEntry;
  } catch {
    entry = undefined;
  }
  if (!entry?.car) return { is: 'car', fixed: { car_id: id }, about: '' };
  return {
    is: 'car',
    fixed: entry.fixed,
    car: entry.car,
    about: entry.car.title,
    ...(entry.detail ? { detail: entry.detail } : {}),
  };
}

async function defaultFetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** The offer named by ?offer=, when the page lists it. */
export function offerFromQuery(params: URLSearchParams): QueryTarget | undefined {
  const id = params.get('offer');
  const entry = id ? embedded<Record<string, LookupEntry>>('offers', {})[id] : undefined;
  if (!entry?.title) return undefined;
  const dealerships = Array.isArray(entry.dealerships)
    ? entry.dealerships.filter((d): d is string => typeof d === 'string')
    : [];
  return {
    is: 'offer',
    fixed: entry.fixed,
    about: entry.title,
    ...(entry.detail ? { detail: entry.detail } : {}),
    ...(dealerships.length > 0 ? { dealerships } : {}),
  };
}

/** Fills a form control from a query value: a select only with one of its options, an input with the text. */
export function fillFromQuery(form: HTMLFormElement, name: string, value: string | null): void {
  const control = form.elements.namedItem(name);
  const text = value?.trim().slice(0, 100);
  if (!text || !(control instanceof HTMLInputElement || control instanceof HTMLSelectElement)) return;
  if (control instanceof HTMLSelectElement && ![...control.options].some((o) => o.value === text)) return;
  control.value = text;
  // Fields that follow others (a dealership's locations) hear it as the shopper's own choice.
  control.dispatchEvent(new Event('change', { bubbles: true }));
}
